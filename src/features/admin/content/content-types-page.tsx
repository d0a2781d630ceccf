import { useId } from 'react';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { adminPaths } from '../../../config/admin-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { contentTypeNames } from './content-type-name';
import { withContentMessages } from './with-messages';

function ContentTypes() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  useDocumentTitle(say('content.title'));
  const headingId = useId();
  return (
    <Container maxWidth="lg" component="section" aria-labelledby={headingId} sx={{ py: 3 }}>
      <Typography id={headingId} component="h1" variant="h4" gutterBottom>
        {say('content.title')}
      </Typography>
      <Typography sx={{ maxWidth: '70ch', mb: 2 }}>{say('content.intro')}</Typography>
      <ul>
        {contentTypeNames.map((type) => (
          <li key={type}>
            <Link href={adminPaths.contentList.getHref(type)} sx={{ display: 'inline-block', minHeight: 44, py: 1 }}>
              {say(`content.${type}.many`)}
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}

/** /admin/content: every content type editors manage, each opening its list. */
export default withContentMessages(ContentTypes);
