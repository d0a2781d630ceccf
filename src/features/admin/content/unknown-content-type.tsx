import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { adminPaths } from '../../../config/admin-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** An address under /admin/content that names no content type: said so, with the way back. */
export function UnknownContentType() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  useDocumentTitle(say('content.unknownType'));
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {say('content.unknownType')}
      </Typography>
      <Link href={adminPaths.content.getHref()}>{say('content.backToTypes')}</Link>
    </Container>
  );
}
