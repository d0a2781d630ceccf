import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MenuBook from '@mui/icons-material/MenuBook';
import { PageSection } from '../../../components/page-section';
import { RESERVE_BOOK_HREF } from '../api';

/** The reserve's book: a button that opens the static PDF shipped with the portal (docs/requirements.md §P2). */
export function BookSection() {
  const intl = useIntl();
  return (
    <PageSection title={intl.formatMessage({ id: 'about.book' })}>
      <Typography sx={{ mb: 2, maxWidth: '60ch' }}>{intl.formatMessage({ id: 'about.book.text' })}</Typography>
      <Button variant="contained" href={RESERVE_BOOK_HREF} startIcon={<MenuBook />}>
        {intl.formatMessage({ id: 'about.book.open' })}
      </Button>
    </PageSection>
  );
}
