import { FormDialog } from '../../../components/form-dialog';
import { SchemaForm } from '../../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../../lib/schema-form/use-form-submission';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Sends the decision with its reason; resolves with the server's message, told in a toast. */
  send: (reason: string, idempotencyKey: string) => Promise<{ message?: string }>;
  /** After the server accepted it: close, and read the changed requests again. */
  onDone: () => void;
}

function ReasonForm({ send, onDone }: Pick<ReasonDialogProps, 'send' | 'onDone'>) {
  const { formProps } = useFormSubmission(
    async (answers, idempotencyKey) => ({
      message: (await send(String(answers.reason ?? ''), idempotencyKey)).message ?? '',
    }),
    { onSuccess: onDone },
  );
  return <SchemaForm formId="admin/decision-reason" {...formProps} />;
}

/** A decision that needs a reason (reject, cancel, a bulk rejection): the reason's form in a dialog. */
export function ReasonDialog({ open, title, onClose, send, onDone }: ReasonDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={title}>
      <ReasonForm send={send} onDone={onDone} />
    </FormDialog>
  );
}
