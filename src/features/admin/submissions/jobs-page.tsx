import { useId } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../../components/empty-state';
import { NumberedPagination } from '../../../components/numbered-pagination';
import { ResponsiveTable } from '../../../components/responsive-table';
import { adminPaths } from '../../../config/admin-paths';
import { usePageRead } from '../../../lib/page-data';
import { usePageParam } from '../../../lib/use-page-param';
import { jobsRead, type JobsAnswer } from './api';
import { AdminPageFrame } from '../shared/admin-page-frame';
import { withMessages } from './frame';

function Jobs() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const [page, setPage] = usePageParam();
  const read = usePageRead<JobsAnswer>(jobsRead(page));
  const tableId = useId();
  return (
    <AdminPageFrame title={say('submissions.jobsTitle')} read={read}>
      {({ data, meta }) => (
        <>
          <Typography id={tableId} sx={{ maxWidth: '70ch', mb: 2 }}>
            {say('submissions.jobsIntro')}
          </Typography>
          {data.length === 0 ? (
            <EmptyState message={say('submissions.noJobs')} />
          ) : (
            <ResponsiveTable
              labelledBy={tableId}
              rows={data}
              rowKey={(job) => job.uuid}
              columns={[
                {
                  header: say('submissions.column.job'),
                  cell: (job) => (
                    <Link href={adminPaths.jobApplications.getHref(job.uuid)} sx={{ fontWeight: 700 }}>
                      {job.title}
                    </Link>
                  ),
                },
                {
                  header: say('submissions.column.state'),
                  cell: (job) => say(job.is_open ? 'submissions.open' : 'submissions.closed'),
                },
                {
                  header: say('submissions.column.applications'),
                  cell: (job) => intl.formatNumber(job.applications),
                },
              ]}
            />
          )}
          <NumberedPagination meta={meta} onPage={setPage} label={say('submissions.pages')} />
        </>
      )}
    </AdminPageFrame>
  );
}

/** /admin/jobs-applications: the jobs with how many applied; each opens its applications. */
export default withMessages(Jobs);
