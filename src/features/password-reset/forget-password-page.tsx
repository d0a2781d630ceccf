import { useIntl } from 'react-intl';
import Link from '@mui/material/Link';
import { FormPage } from '../../components/form-page';
import { paths } from '../../config/paths';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { requestPasswordReset } from './api';
import { PageMessages } from '../../i18n/page-messages';
import { passwordResetMessages } from './messages';

/** /forget-password: asks for a reset link by e-mail; a failure toasts and the button is enabled again. */
function ForgetPassword() {
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

/** The page, with its own texts, which come with its code rather than the entry. */
export default function ForgetPasswordPage() {
  return (
    <PageMessages catalogue={passwordResetMessages}>
      <ForgetPassword />
    </PageMessages>
  );
}
