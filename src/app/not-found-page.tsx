import { Button, Container, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';

/** The page for an address that matches no route. */
export default function NotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.notFound' });
  useDocumentTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage id="app.notFound.body" />
      </Typography>
      <Button variant="contained" href={paths.home.getHref()}>
        <FormattedMessage id="app.notFound.home" />
      </Button>
    </Container>
  );
}
