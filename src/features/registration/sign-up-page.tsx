import { useIntl } from 'react-intl';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormPage } from '../../components/form-page';
import { paths } from '../../config/paths';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { registerIndividual } from './api';

/** /sign-up: an individual's registration; success goes to /confirm-sign-up. */
export default function SignUpPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.signUp' });
  const { formProps } = useFormSubmission(registerIndividual, { redirect: { to: paths.confirmSignUp.getHref(), delayMs: 0 } });

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
