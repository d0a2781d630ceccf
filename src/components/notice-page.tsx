import type { ReactNode } from 'react';
import { Button, Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';

/** A page with only a title, a sentence and the way home (not found, coming soon). */
export function NoticePage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{children}</Typography>
      <Button variant="contained" href={paths.home.getHref()}>
        <FormattedMessage id="common.backHome" />
      </Button>
    </Container>
  );
}
