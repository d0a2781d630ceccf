import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { FormPage } from '../../../components/form-page';
import { adminPaths } from '../../../config/admin-paths';
import { SchemaForm } from '../../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../../lib/schema-form/use-form-submission';
import { setStaffPassword } from './api';

/** /admin/set-password?token=…: the one-time link a new staff member is mailed; then to sign in. */
export default function SetPasswordPage() {
  const intl = useIntl();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { formProps } = useFormSubmission(setStaffPassword, {
    initialValues: { token },
    redirect: { to: adminPaths.signIn.getHref(), delayMs: 0 },
  });
  return (
    <FormPage
      title={intl.formatMessage({ id: 'staffSetPassword.title' })}
      intro={intl.formatMessage({ id: 'staffSetPassword.intro' })}
    >
      {token === '' ? (
        <Alert severity="error">{intl.formatMessage({ id: 'staffSetPassword.noToken' })}</Alert>
      ) : (
        <SchemaForm formId="admin/set-password" {...formProps} />
      )}
    </FormPage>
  );
}
