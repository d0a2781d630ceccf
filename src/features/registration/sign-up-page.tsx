import { useIntl } from 'react-intl';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormPage } from '../../components/form-page';
import { paths } from '../../config/paths';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { registerIndividual } from './api';
import { PageMessages } from '../../i18n/page-messages';
import { registrationMessages } from './messages';

/** /sign-up: an individual's registration; success goes to /confirm-sign-up. */
function SignUp() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.signUp' });
  const { formProps } = useFormSubmission(registerIndividual, {
    redirect: { to: paths.confirmSignUp.getHref(), delayMs: 0 },
  });

  return (
    <FormPage title={title} maxWidth="md" intro={intl.formatMessage({ id: 'registration.intro' })}>
      <SchemaForm formId="sign-up" {...formProps} />
      <Typography sx={{ mt: 3 }}>
        {intl.formatMessage({ id: 'registration.haveAccount' })}{' '}
        <Link href={paths.signIn.getHref()}>{intl.formatMessage({ id: 'registration.signIn' })}</Link>
      </Typography>
    </FormPage>
  );
}

/** The page, with the registration texts, which come with its code rather than the entry. */
export default function SignUpPage() {
  return (
    <PageMessages catalogue={registrationMessages}>
      <SignUp />
    </PageMessages>
  );
}
