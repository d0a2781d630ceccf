import { lazy, Suspense } from 'react';
import { Box, Container, Link } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '../../config/paths';
import { useAppearance } from '../../lib/appearance';
import { useAuth } from '../../lib/session/auth-provider';
import { MainNav } from './main-nav';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

// Only a signed-in citizen with an unverified address sees it: its code comes to them alone.
const EmailVerificationNotice = lazy(() => import('./email-verification-notice'));

/** The site header: top bar, logo, main links (a side menu on small screens) and the e-mail notice. */
export function Header() {
  const intl = useIntl();
  const appearance = useAppearance();
  const { emailUnverified } = useAuth();

  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBlockEnd: 1, borderColor: 'divider' }}>
      <TopBar items={appearance?.top_bar ?? []} />
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
        <SideMenu />
        <Link
          href={paths.home.getHref()}
          aria-label={intl.formatMessage({ id: 'header.homeLink' })}
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, color: 'primary.main', fontWeight: 700 }}
        >
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <FormattedMessage id="app.name" />
        </Link>
        <Box sx={{ display: { xs: 'none', md: 'block' }, marginInlineStart: 'auto' }}>
          <MainNav orientation="horizontal" />
        </Box>
      </Container>
      {emailUnverified && (
        <Suspense fallback={null}>
          <EmailVerificationNotice />
        </Suspense>
      )}
    </Box>
  );
}
