import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../lib/visually-hidden';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAppearance } from '../../lib/appearance';
import { HomeBanners } from './components/home-banners';
import { LatestNewsSection } from './components/latest-news-section';
import { PlacesSection } from './components/places-section';
import { QuickLinksSection } from './components/quick-links-section';

/** The home page: banners, quick links, the reserve's places and the latest news. */
export default function HomePage() {
  const intl = useIntl();
  const appearance = useAppearance();
  useDocumentTitle(intl.formatMessage({ id: 'pageTitle.home' }));
  return (
    <>
      {/* The banners carry the welcome visually; the page still needs its level-1 heading. */}
      <VisuallyHidden component="h1">{intl.formatMessage({ id: 'home.heading' })}</VisuallyHidden>
      <HomeBanners />
      {appearance !== null && appearance.quick_links.length > 0 && <QuickLinksSection links={appearance.quick_links} />}
      {appearance !== null && <PlacesSection places={appearance.region} />}
      <LatestNewsSection />
    </>
  );
}
