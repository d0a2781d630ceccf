import { Button, Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A screen not built yet: its title and a 'coming soon' notice inside the site shell. */
export default function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage id="comingSoon.body" />
      </Typography>
      <Button variant="contained" href={paths.home.getHref()}>
        <FormattedMessage id="comingSoon.home" />
      </Button>
    </Container>
  );
}
