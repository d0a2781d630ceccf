import { Box, Link } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { AppRoutes } from '../router';
import { useScrollRestoration } from '../use-scroll-restoration';
import { Footer } from './footer';
import { Header } from './header';

const MAIN_ID = 'main-content';

/** The page frame around every screen: skip link, header, main landmark, footer. */
export function AppShell() {
  useScrollRestoration();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -100,
          zIndex: 'tooltip',
          p: 1.5,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        <FormattedMessage id="app.skipToContent" />
      </Link>
      <Header />
      {/* At least a screen tall, so the footer does not show and then jump while a page loads. */}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: '1 0 auto', minHeight: '100vh', '&:focus': { outline: 'none' } }}
      >
        <AppRoutes />
      </Box>
      <Footer />
    </Box>
  );
}
