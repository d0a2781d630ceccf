import { useIntl } from 'react-intl';
import { CardGrid } from '../../components/card-grid';
import type { StudyReport } from '../../../schemas/api/studies-reports';
import { ListPage } from '../../components/list-page';
import { PageMessages } from '../../i18n/page-messages';
import { studiesReportsRead } from './reads';
import { reportMessages } from './messages';
import { ReportCard } from './report-card';

function Reports() {
  const intl = useIntl();
  return (
    <ListPage<StudyReport>
      title={intl.formatMessage({ id: 'pageTitle.reports' })}
      intro={intl.formatMessage({ id: 'reports.intro' })}
      readOf={studiesReportsRead}
      emptyMessage={intl.formatMessage({ id: 'reports.empty' })}
      pagesLabel={intl.formatMessage({ id: 'reports.pages' })}
    >
      {(items) => (
        <CardGrid>
          {items.map((item) => (
            <ReportCard key={item.uuid} report={item} />
          ))}
        </CardGrid>
      )}
    </ListPage>
  );
}

/** /reports: the studies and reports, 20 a page, each sent to the member's e-mail on request (docs/requirements.md §P2). */
export default function ReportsPage() {
  return (
    <PageMessages catalogue={reportMessages}>
      <Reports />
    </PageMessages>
  );
}
