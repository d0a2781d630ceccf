import { useIntl } from 'react-intl';
import { CardGrid } from '../../components/card-grid';
import type { JobSummary } from '../../../schemas/api/jobs';
import { ListPage } from '../../components/list-page';
import { PageMessages } from '../../i18n/page-messages';
import { jobsRead } from './reads';
import { JobCard } from './job-card';
import { jobMessages } from './messages';

function Jobs() {
  const intl = useIntl();
  return (
    <ListPage<JobSummary>
      title={intl.formatMessage({ id: 'pageTitle.jobs' })}
      intro={intl.formatMessage({ id: 'jobs.intro' })}
      readOf={jobsRead}
      emptyMessage={intl.formatMessage({ id: 'jobs.empty' })}
      pagesLabel={intl.formatMessage({ id: 'jobs.pages' })}
    >
      {(items) => (
        <CardGrid>
          {items.map((item) => (
            <JobCard key={item.uuid} job={item} />
          ))}
        </CardGrid>
      )}
    </ListPage>
  );
}

/** /jobs: the jobs, 20 a page, each with a 30-word preview, the way to apply and share links (docs/requirements.md §P2). */
export default function JobsPage() {
  return (
    <PageMessages catalogue={jobMessages}>
      <Jobs />
    </PageMessages>
  );
}
