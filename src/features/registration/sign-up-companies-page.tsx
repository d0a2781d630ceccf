import { useIntl } from 'react-intl';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormPage } from '../../components/form-page';
import { paths } from '../../config/paths';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { registerCompany } from './api';
import { PageMessages } from '../../i18n/page-messages';
import { registrationMessages } from './messages';

/** /sign-up-companies: a company's registration with its documents; success goes to /confirm-sign-up. */
function SignUpCompanies() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.signUpCompanies' });
  const { formProps } = useFormSubmission(registerCompany, {
    redirect: { to: paths.confirmSignUp.getHref(), delayMs: 0 },
    failureFallback: intl.formatMessage({ id: 'registration.companyFailed' }),
  });

  return (
    <FormPage title={title} maxWidth="md" intro={intl.formatMessage({ id: 'registration.companyIntro' })}>
      <SchemaForm formId="sign-up-companies" {...formProps} />
      <Typography sx={{ mt: 3 }}>
        {intl.formatMessage({ id: 'registration.haveAccount' })}{' '}
        <Link href={paths.signInCompanies.getHref()}>{intl.formatMessage({ id: 'registration.companySignIn' })}</Link>
      </Typography>
    </FormPage>
  );
}

/** The page, with the registration texts, which come with its code rather than the entry. */
export default function SignUpCompaniesPage() {
  return (
    <PageMessages catalogue={registrationMessages}>
      <SignUpCompanies />
    </PageMessages>
  );
}
