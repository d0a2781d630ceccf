import { useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { AboutReserve } from '../../../schemas/api/about';
import type { ItemEnvelope } from '../../../schemas/api/envelopes';
import { BreadcrumbTrail } from '../../components/breadcrumb-trail';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorState } from '../../components/load-error-state';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeaderImage } from '../../components/page-header-image';
import { paths } from '../../config/paths';
import { PageMessages } from '../../i18n/page-messages';
import { usePageRead } from '../../lib/page-data';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHydrated } from '../../lib/use-hydrated';
import { useLocale } from '../../lib/use-locale';
import { localizedField } from '../../lib/localized-field';
import { useAppearance } from '../../lib/appearance';
import { usePageHeaderImage } from '../../lib/page-header';
import { searchWithTab, tabIndexFromSearch, TASKS_TAB_INDEX } from './api';
import { ABOUT_READ } from './reads';
import { AboutTabPanel } from './components/about-tab-panel';
import { BookSection } from './components/book-section';
import { ShowcaseSection } from './components/showcase-section';
import { StatisticsSection } from './components/statistics-section';
import { TabList, tabId, tabPanelId } from './components/tab-list';
import { aboutMessages } from './messages';

/**
 * The selected tab, kept in the address (`?tab=2` is the second) so a shared link opens it. The server
 * renders the address without its query, so the page hydrates on the first tab and then shows the one asked.
 */
function useSelectedTab(tabCount: number): [selected: number, select: (index: number) => void] {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const hydrated = useHydrated();
  // The original reloaded the whole page on choosing the first tab: a defect not kept, every tab is chosen in place.
  const select = useCallback(
    (index: number) => navigate(`${pathname}${searchWithTab(search, index)}`, { replace: true }),
    [navigate, pathname, search],
  );
  return [hydrated ? tabIndexFromSearch(search, tabCount) : 0, select];
}

function AboutContent({ about }: { about: AboutReserve }) {
  const intl = useIntl();
  const locale = useLocale();
  const idPrefix = useId();
  const [selected, select] = useSelectedTab(about.tabs.length);
  const tab = about.tabs[selected];
  if (!tab) return <EmptyState message={intl.formatMessage({ id: 'about.empty' })} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <TabList
        label={intl.formatMessage({ id: 'about.tabs' })}
        idPrefix={idPrefix}
        titles={about.tabs.map((item) => localizedField(item, 'title', locale))}
        selected={selected}
        onSelect={select}
        vertical
      />
      <Box id={tabPanelId(idPrefix)} role="tabpanel" aria-labelledby={tabId(idPrefix, selected)}>
        <AboutTabPanel tab={tab} tasks={selected === TASKS_TAB_INDEX ? about.tasks : []} />
      </Box>
    </Box>
  );
}

function About() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.about' });
  useDocumentTitle(title);
  const headingId = useId();
  const appearance = useAppearance();
  const pageHeader = usePageHeaderImage();
  const about = usePageRead<ItemEnvelope<AboutReserve>>(ABOUT_READ);

  let content;
  if (about.failed) content = <LoadErrorState onRetry={about.retry} />;
  else if (!about.data) content = <LoadingIndicator />;
  else content = <AboutContent about={about.data.data} />;

  return (
    <>
      <PageHeaderImage src={pageHeader} />
      <Container component="section" aria-labelledby={headingId} maxWidth="lg" sx={{ py: 4 }}>
        <BreadcrumbTrail
          links={[{ href: paths.home.getHref(), label: intl.formatMessage({ id: 'pageTitle.home' }) }]}
          current={title}
        />
        <Typography id={headingId} component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        {content}
      </Container>
      {about.data && (
        <>
          <ShowcaseSection
            goals={about.data.data.goals}
            pillars={about.data.data.pillars}
            partners={appearance?.our_partners ?? []}
            achievements={appearance?.achievements ?? []}
          />
          {about.data.data.statistics.length > 0 && <StatisticsSection statistics={about.data.data.statistics} />}
        </>
      )}
      <BookSection />
    </>
  );
}

/** /about: the reserve, its goals and partners, its figures and its book (docs/requirements.md §P2). */
export default function AboutPage() {
  return (
    <PageMessages catalogue={aboutMessages}>
      <About />
    </PageMessages>
  );
}
