import { FormDialog } from '../../../components/form-dialog';
import type { StaffListMember } from '../../../../schemas/api/staff';
import { SchemaForm } from '../../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../../lib/schema-form/use-form-submission';
import { inviteStaff, replaceStaffRoles } from './api';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** After the server accepted it: close, and read the list again. */
  onDone: () => void;
}

function InvitationForm({ onDone }: Pick<DialogProps, 'onDone'>) {
  const { formProps } = useFormSubmission(
    async (answers, idempotencyKey) => ({ message: (await inviteStaff(answers, idempotencyKey)).message ?? '' }),
    { onSuccess: onDone },
  );
  return <SchemaForm formId="admin/staff-invitation" {...formProps} />;
}

/** Inviting a member: the admin/staff-invitation form, which the server checks again with the same schema. */
export function InvitationDialog({ open, title, onClose, onDone }: DialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={title}>
      <InvitationForm onDone={onDone} />
    </FormDialog>
  );
}

function RolesForm({ member, onDone }: { member: StaffListMember } & Pick<DialogProps, 'onDone'>) {
  const reviewer = member.roles.find(({ role }) => role === 'reviewer');
  const { formProps } = useFormSubmission(
    async (answers) => ({ message: (await replaceStaffRoles(member.uuid, answers)).message ?? '' }),
    {
      initialValues: {
        roles: member.roles.map(({ role }) => role),
        ...(reviewer && { permit_types: reviewer.permit_types }),
      },
      onSuccess: onDone,
    },
  );
  return <SchemaForm formId="admin/staff-roles" {...formProps} />;
}

/** A member's roles (a reviewer's permit types), as they are now, to change in the admin/staff-roles form. */
export function RolesDialog({ member, open, title, onClose, onDone }: DialogProps & { member: StaffListMember }) {
  return (
    <FormDialog open={open} onClose={onClose} title={title}>
      <RolesForm member={member} onDone={onDone} />
    </FormDialog>
  );
}
