import { useRef } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import type { CurrentUser } from '../../../schemas/api/accounts';
import { FormDialog } from '../../components/form-dialog';
import type { Locale } from '../../i18n/locale';
import { saveLocale } from '../../lib/locale-store';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { changePassword, deleteAccount, profileAnswers, saveProfile, saveSettings } from './api';

/** Which dialog of the profile is open. */
export type AccountDialog = 'edit' | 'settings' | 'password' | 'delete';

interface FormProps {
  profile: CurrentUser;
  /** After a success: the dialog closes and the page reloads what changed. */
  onDone: () => void;
}

function EditProfileForm({ profile, onDone }: FormProps) {
  const { formProps } = useFormSubmission(saveProfile, { initialValues: profileAnswers(profile), onSuccess: onDone });
  return <SchemaForm formId="profile-edit" {...formProps} />;
}

function SettingsForm({ profile, onDone }: FormProps) {
  const chosen = useRef<Locale>(profile.language);
  const save = (answers: Parameters<typeof saveSettings>[0]) => {
    chosen.current = answers.language === 'en' ? 'en' : 'ar';
    return saveSettings(answers);
  };
  const { formProps } = useFormSubmission(save, {
    initialValues: { contact_method: profile.contact_method, language: profile.language },
    // The account's language is the portal's too, from now on.
    onSuccess: () => {
      onDone();
      saveLocale(chosen.current);
    },
  });
  return <SchemaForm formId="account-settings" {...formProps} />;
}

function PasswordForm({ profile, onDone }: FormProps) {
  const { formProps } = useFormSubmission(changePassword, {
    initialValues: { email: profile.email },
    onSuccess: onDone,
  });
  return <SchemaForm formId="change-password" {...formProps} />;
}

function DeleteForm({ onDone }: FormProps) {
  const intl = useIntl();
  const { formProps } = useFormSubmission(deleteAccount, { onSuccess: onDone });
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'profile.deleteWarning' })}
      </Alert>
      <SchemaForm formId="delete-account" {...formProps} />
    </>
  );
}

const forms = { edit: EditProfileForm, settings: SettingsForm, password: PasswordForm, delete: DeleteForm };
const titles = {
  edit: 'profile.edit',
  settings: 'profile.settings',
  password: 'profile.changePassword',
  delete: 'profile.delete',
} as const;

interface AccountDialogsProps {
  open: AccountDialog | null;
  profile: CurrentUser;
  onClose: () => void;
  onDone: (dialog: AccountDialog) => void;
}

/** The profile's four dialogs, each one schema form: edit profile, account settings, change password, delete account. */
export function AccountDialogs({ open, profile, onClose, onDone }: AccountDialogsProps) {
  const intl = useIntl();
  return (Object.keys(forms) as AccountDialog[]).map((dialog) => {
    const Form = forms[dialog];
    return (
      <FormDialog
        key={dialog}
        open={open === dialog}
        onClose={onClose}
        title={intl.formatMessage({ id: titles[dialog] })}
      >
        <Form profile={profile} onDone={() => onDone(dialog)} />
      </FormDialog>
    );
  });
}
