import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEmailVerification } from './use-email-verification';
import { PageMessages } from '../../i18n/page-messages';
import { emailVerificationMessages } from './messages';

/** /verify-email/:userId/:token?expires=&signature=: checks the mailed link once; either outcome ends in the same view, with the way home. */
function VerifyEmail() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.verifyEmail' });
  useDocumentTitle(title);
  const { userId = '', token = '' } = useParams<{ userId: string; token: string }>();
  const search = useSearch();
  const query = new URLSearchParams(search);
  const outcome = useEmailVerification({
    userId,
    token,
    expires: query.get('expires') ?? '',
    signature: query.get('signature') ?? '',
  });

  return (
    <Container component="section" maxWidth="md" sx={{ py: 6 }} aria-labelledby="verify-email-title">
      {/* The address holds a one-time token: no link out of this page may carry it as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      <Typography id="verify-email-title" component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      {outcome === null ? (
        <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{intl.formatMessage({ id: 'emailVerification.checking' })}</Typography>
        </Stack>
      ) : (
        <>
          <Alert severity={outcome.verified ? 'success' : 'error'} sx={{ mb: 3 }}>
            {intl.formatMessage({ id: 'emailVerification.result' })} {outcome.message}
          </Alert>
          <Button variant="contained" href={paths.home.getHref()}>
            {intl.formatMessage({ id: 'common.backHome' })}
          </Button>
        </>
      )}
    </Container>
  );
}

/** The page, with its own texts, which come with its code rather than the entry. */
export default function VerifyEmailPage() {
  return (
    <PageMessages catalogue={emailVerificationMessages}>
      <VerifyEmail />
    </PageMessages>
  );
}
