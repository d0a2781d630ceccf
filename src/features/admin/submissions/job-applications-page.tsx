import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { EmptyState } from '../../../components/empty-state';
import { LongDate } from '../../../components/long-date';
import { NumberedPagination } from '../../../components/numbered-pagination';
import { ResponsiveTable } from '../../../components/responsive-table';
import { adminPaths } from '../../../config/admin-paths';
import { usePageRead } from '../../../lib/page-data';
import { usePageParam } from '../../../lib/use-page-param';
import { applicationsCsvPath, applicationsRead, type ApplicationsAnswer } from './api';
import { AdminPageFrame } from '../shared/admin-page-frame';
import { DownloadButton, withMessages } from './frame';

function JobApplications() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const { job = '' } = useParams<{ job: string }>();
  const [page, setPage] = usePageParam();
  const read = usePageRead<ApplicationsAnswer>(applicationsRead(job, page));
  const tableId = useId();
  return (
    <AdminPageFrame
      title={say('submissions.applicationsHeading')}
      back={{ href: adminPaths.jobsApplications.getHref(), label: say('submissions.backToJobs') }}
      read={read}
      notFound={say('submissions.notFound')}
    >
      {({ data, meta }) => (
        <>
          <Box id={tableId} sx={{ mb: 2 }}>
            <DownloadButton
              path={applicationsCsvPath(job)}
              fileName={`job-applications-${job}.csv`}
              label={say('submissions.downloadCsv')}
            />
          </Box>
          {data.length === 0 ? (
            <EmptyState message={say('submissions.noApplications')} />
          ) : (
            <ResponsiveTable
              labelledBy={tableId}
              rows={data}
              rowKey={(application) => application.uuid}
              columns={[
                {
                  header: say('submissions.column.applicant'),
                  cell: (application) => (
                    <Link
                      href={adminPaths.jobApplication.getHref(job, application.uuid)}
                      sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                    >
                      {application.applicant.name}
                    </Link>
                  ),
                },
                {
                  header: say('submissions.column.email'),
                  cell: (application) => (
                    <span dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                      {application.applicant.email}
                    </span>
                  ),
                },
                {
                  header: say('submissions.column.phone'),
                  cell: (application) => <span dir="ltr">{application.applicant.phone}</span>,
                },
                {
                  header: say('submissions.column.appliedAt'),
                  cell: (application) => <LongDate value={application.created_at} />,
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

/** /admin/jobs-applications/{job}: a job's applications, newest first, and its CSV. */
export default withMessages(JobApplications);
