import { PageFrame } from '../../components/page-frame';
import { AppRoutes } from '../router';
import { useScrollRestoration } from '../use-scroll-restoration';
import { Footer } from './footer';
import { Header } from './header';

/** The page frame around every screen: skip link, header, main landmark, footer. */
export function AppShell() {
  useScrollRestoration();
  return (
    // At least a screen tall, so the footer does not show and then jump while a page loads.
    <PageFrame header={<Header />} footer={<Footer />} mainSx={{ minHeight: '100vh' }}>
      <AppRoutes />
    </PageFrame>
  );
}
