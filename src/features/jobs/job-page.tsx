import { useId } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { JobDetail } from '../../../schemas/api/jobs';
import NotFoundPage from '../../components/not-found-page';
import { DetailPage } from '../../components/detail-page';
import { LongDate } from '../../components/long-date';
import { SanitizedHtml } from '../../components/sanitized-html';
import { ShareLinks } from '../../components/share-links';
import { paths } from '../../config/paths';
import { PageMessages } from '../../i18n/page-messages';
import { useAddressRead } from '../../lib/address-read';
import { usePageRead, type PageReadState } from '../../lib/page-data';
import { usePageHeaderImage } from '../../lib/page-header';
import { jobRead } from './reads';
import { JobApplication } from './job-application';
import { jobMessages } from './messages';

/** A titled part of the job: its requirements or responsibilities, HTML sanitised again in the browser. */
function JobSection({ titleId, html }: { titleId: string; html: string | null }) {
  const intl = useIntl();
  const headingId = useId();
  if (html === null || html.trim() === '') return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" gutterBottom>
        {intl.formatMessage({ id: titleId })}
      </Typography>
      <SanitizedHtml html={html} />
    </Box>
  );
}

function JobBody({ job }: { job: JobDetail }) {
  const intl = useIntl();
  const applyHeadingId = useId();
  return (
    <Box component="article" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
        {job.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage({ id: 'jobs.publishedOn' })} <LongDate value={job.created_at} />
      </Typography>
      <ShareLinks url={paths.job.getHref(job.uuid)} title={job.title} />
      <SanitizedHtml html={job.description} />
      <JobSection titleId="jobs.requirements" html={job.requirements} />
      <JobSection titleId="jobs.responsibilities" html={job.responsibilities} />
      <Box
        component="section"
        aria-labelledby={applyHeadingId}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography id={applyHeadingId} component="h2" variant="h5">
          {intl.formatMessage({ id: 'jobs.applyHeading' })}
        </Typography>
        {job.is_open ? (
          <JobApplication job={job} />
        ) : (
          <Alert severity="info">{intl.formatMessage({ id: 'jobs.closedNotice' })}</Alert>
        )}
      </Box>
    </Box>
  );
}

/** The page of a job that exists, or is on its way (or failed to come, with a retry). */
function JobScreen({ read }: { read: PageReadState<{ data: JobDetail }> }) {
  const intl = useIntl();
  const pageHeader = usePageHeaderImage();
  return (
    <DetailPage
      read={read}
      pendingTitle={intl.formatMessage({ id: 'pageTitle.job' })}
      titleOf={(job) => job.title}
      headerImage={pageHeader}
      parent={{ href: paths.jobs.getHref(), label: intl.formatMessage({ id: 'pageTitle.jobs' }) }}
    >
      {(job) => <JobBody job={job} />}
    </DetailPage>
  );
}

function Job() {
  const job = usePageRead<{ data: JobDetail }>(useAddressRead(jobRead));
  // The not-found page names the tab itself.
  return job.notFound ? <NotFoundPage /> : <JobScreen read={job} />;
}

/** /jobs/:uuid: one job, its bodies and the application form its questions make (docs/requirements.md §P2, §P4, §P5). */
export default function JobPage() {
  return (
    <PageMessages catalogue={jobMessages}>
      <Job />
    </PageMessages>
  );
}
