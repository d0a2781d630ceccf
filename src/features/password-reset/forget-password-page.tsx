import { useIntl } from 'react-intl';
import Link from '@mui/material/Link';
import { FormPage } from '../../components/form-page';
import { paths } from '../../config/paths';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { requestPasswordReset } from './api';

/** /forget-password: asks for a reset link by e-mail; a failure toasts and the button is enabled again. */
export default function ForgetPasswordPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.forgetPassword' });
  const { formProps } = useFormSubmission(requestPasswordReset);

  return (
    <FormPage title={title} intro={intl.formatMessage({ id: 'passwordReset.forgetIntro' })}>
      <SchemaForm formId="forget-password" {...formProps} />
      <Link href={paths.signIn.getHref()} sx={{ display: 'inline-block', mt: 3 }}>
        {intl.formatMessage({ id: 'passwordReset.backToSignIn' })}
      </Link>
    </FormPage>
  );
}
