import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import type { Answers } from '../../../machines/submission.machine';
import type { JobDetail } from '../../../schemas/api/jobs';
import { questionsToSchema } from '../../../schemas/questions/questions-to-schema';
import { questionsValidator } from '../../../schemas/questions/questions-validator';
import { LongDate } from '../../components/long-date';
import { paths } from '../../config/paths';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { freshRead, usePageRead } from '../../lib/page-data';
import { useHydrated } from '../../lib/use-hydrated';
import { useAuth } from '../../lib/session/auth-provider';
import { personalJobPath, sendApplication } from './api';

// docs/requirements.md §P4, §P9: to the profile, where the application is listed, 1 second after success.
const TO_PROFILE_MS = 1000;

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/** The application form a job's questions make, drawn by the one SchemaForm and sent through the submission machine. */
function ApplicationForm({ job }: { job: JobDetail }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const form = useMemo(() => {
    const definition = questionsToSchema(job.questions);
    return { definition, validator: questionsValidator(definition.schema) };
  }, [job.questions]);

  const send = async (answers: Answers, key: string) => {
    try {
      return await sendApplication(job.uuid, job.questions, answers, key);
    } catch (error) {
      // An expired session: once the machine has shown the server's message, to sign-in and back here.
      if (statusOf(error) === 401) setTimeout(() => navigate(paths.signIn.getHref(paths.job.getHref(job.uuid))));
      throw error;
    }
  };
  const { formProps } = useFormSubmission(send, {
    redirect: { to: paths.profile.getHref(), delayMs: TO_PROFILE_MS },
    failureFallback: intl.formatMessage({ id: 'jobs.submitFailed' }),
  });
  return <SchemaForm form={form} {...formProps} />;
}

/** A member's own read of the job says whether they applied already: then when, instead of the form. */
function MemberApplication({ job }: { job: JobDetail }) {
  const intl = useIntl();
  const mine = usePageRead<{ data: JobDetail }>(freshRead(personalJobPath(job.uuid)));
  // A failed read leaves the form: a second application is refused by the server with its own message.
  if (!mine.data && !mine.failed)
    return <CircularProgress aria-label={intl.formatMessage({ id: 'jobs.checkingApplication' })} />;
  const appliedAt = mine.data?.data.applied_at;
  if (!appliedAt) return <ApplicationForm job={job} />;
  return (
    <Alert severity="success">
      {intl.formatMessage({ id: 'jobs.appliedOn' }, { date: <LongDate key="date" value={appliedAt} /> })}{' '}
      <Link href={paths.profile.getHref()}>{intl.formatMessage({ id: 'jobs.seeApplications' })}</Link>
    </Alert>
  );
}

/**
 * Applying for a job needs an account (one application per account, listed on /profile). A visitor is
 * told so before any form, with the way to sign in and back here, so no answers are filled in vain;
 * a member who applied is told when. The server renders the visitor's notice: it knows no session.
 */
export function JobApplication({ job }: { job: JobDetail }) {
  const intl = useIntl();
  const { signedIn } = useAuth();
  const hydrated = useHydrated();
  if (hydrated && signedIn) return <MemberApplication job={job} />;
  return (
    <Alert
      // A notice, not an alarm: screen readers read it in turn rather than interrupting.
      role="status"
      severity="info"
      action={
        <Button href={paths.signIn.getHref(paths.job.getHref(job.uuid))} color="inherit" size="small">
          {intl.formatMessage({ id: 'jobs.signInToApply' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'jobs.signInNotice' })}
    </Alert>
  );
}
