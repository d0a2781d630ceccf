import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { LongDate } from '../../../components/long-date';
import { adminPaths } from '../../../config/admin-paths';
import { usePageRead } from '../../../lib/page-data';
import { applicationFilePath, applicationRead, type ApplicationAnswer } from './api';
import { AdminPageFrame } from '../shared/admin-page-frame';
import { DownloadButton, withMessages } from './frame';

function Application() {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { job = '', uuid = '' } = useParams<{ job: string; uuid: string }>();
  const read = usePageRead<ApplicationAnswer>(applicationRead(uuid));
  const jobTitle = read.data?.data.job.title;
  return (
    <AdminPageFrame
      title={
        jobTitle ? say('submissions.applicationTitle', { title: jobTitle }) : say('submissions.applicationsHeading')
      }
      back={{ href: adminPaths.jobApplications.getHref(job), label: say('submissions.backToApplications') }}
      read={read}
      notFound={say('submissions.notFound')}
    >
      {({ data }) => (
        <>
          <Box component="dl" sx={{ my: 2, '& dt': { fontWeight: 700, mt: 1 }, '& dd': { m: 0 } }}>
            <dt>{say('submissions.column.applicant')}</dt>
            <dd style={{ overflowWrap: 'anywhere' }}>{data.applicant.name}</dd>
            <dt>{say('submissions.column.email')}</dt>
            <dd dir="ltr" style={{ overflowWrap: 'anywhere' }}>
              {data.applicant.email}
            </dd>
            <dt>{say('submissions.column.phone')}</dt>
            <dd dir="ltr">{data.applicant.phone}</dd>
            <dt>{say('submissions.column.appliedAt')}</dt>
            <dd>
              <LongDate value={data.created_at} />
            </dd>
          </Box>
          <Typography component="h2" variant="h5" sx={{ mt: 3, mb: 1 }}>
            {say('submissions.answers')}
          </Typography>
          <Box component="dl" sx={{ '& dt': { fontWeight: 700, mt: 2 }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
            {data.answers.map((answer) => (
              <Box key={answer.id} sx={{ display: 'contents' }}>
                <dt>{answer.question}</dt>
                <dd>
                  {answer.files.length > 0 ? (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                      {answer.files.map((file) => (
                        <DownloadButton
                          key={file.id}
                          path={applicationFilePath(data.uuid, file.id)}
                          fileName={file.name}
                          label={say('submissions.downloadFile', { name: file.name })}
                        />
                      ))}
                    </Box>
                  ) : answer.answer.length === 0 ? (
                    <Typography component="span" color="text.secondary">
                      {say('submissions.noAnswer')}
                    </Typography>
                  ) : (
                    <span style={{ whiteSpace: 'pre-line' }}>{intl.formatList(answer.answer)}</span>
                  )}
                </dd>
              </Box>
            ))}
          </Box>
        </>
      )}
    </AdminPageFrame>
  );
}

/** /admin/jobs-applications/{job}/{uuid}: one application, every question with its answer, and its files. */
export default withMessages(Application);
