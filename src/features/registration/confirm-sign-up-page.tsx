import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageMessages } from '../../i18n/page-messages';
import { registrationMessages } from './messages';

/** /confirm-sign-up: after either registration, says an activation link is on its way. */
function ConfirmSignUp() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.confirmSignUp' });
  useDocumentTitle(title);

  return (
    <Container component="section" maxWidth="md" sx={{ py: 6 }} aria-labelledby="confirm-sign-up-title">
      <Typography id="confirm-sign-up-title" component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{intl.formatMessage({ id: 'registration.confirmBody' })}</Typography>
      <Button variant="contained" href={paths.home.getHref()}>
        {intl.formatMessage({ id: 'common.backHome' })}
      </Button>
      <Typography sx={{ mt: 4 }}>{intl.formatMessage({ id: 'registration.confirmSignInHint' })}</Typography>
      <Stack direction="row" spacing={3} sx={{ mt: 1 }}>
        <Link href={paths.signIn.getHref()}>{intl.formatMessage({ id: 'registration.signInIndividuals' })}</Link>
        <Link href={paths.signInCompanies.getHref()}>{intl.formatMessage({ id: 'registration.companySignIn' })}</Link>
      </Stack>
    </Container>
  );
}

/** The page, with the registration texts, which come with its code rather than the entry. */
export default function ConfirmSignUpPage() {
  return (
    <PageMessages catalogue={registrationMessages}>
      <ConfirmSignUp />
    </PageMessages>
  );
}
