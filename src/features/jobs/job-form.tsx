import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Answers } from '../../../machines/submission.machine';
import type { JobDetail } from '../../../schemas/api/jobs';
import { questionsToSchema } from '../../../schemas/questions/questions-to-schema';
import { questionsValidator } from '../../../schemas/questions/questions-validator';
import { paths } from '../../config/paths';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { showToast } from '../../lib/toasts';
import { useHydrated } from '../../lib/use-hydrated';
import { useAuth } from '../auth/auth-provider';
import { sendApplication } from './api';

// Spec 000 §4, §9: to the profile, where the application is listed, 1 second after success.
const TO_PROFILE_MS = 1000;

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/**
 * The application form a job's questions make, drawn by the one SchemaForm and sent through the
 * submission machine. Applying needs an account (one application per account, listed on /profile): a
 * visitor is told so beside the form, and sending while signed out (or with an expired session) says
 * so and leads to sign-in, back to this job afterwards.
 */
export function JobForm({ job }: { job: JobDetail }) {
  const intl = useIntl();
  const { signedIn } = useAuth();
  const hydrated = useHydrated();
  const [, navigate] = useLocation();
  const signInHref = paths.signIn.getHref(paths.job.getHref(job.uuid));
  const form = useMemo(() => {
    const definition = questionsToSchema(job.questions);
    return { definition, validator: questionsValidator(definition.schema) };
  }, [job.questions]);

  const send = async (answers: Answers, key: string) => {
    try {
      return await sendApplication(job.uuid, job.questions, answers, key);
    } catch (error) {
      // An expired session: once the machine has shown the server's message, to sign-in.
      if (statusOf(error) === 401) setTimeout(() => navigate(signInHref));
      throw error;
    }
  };
  const { formProps } = useFormSubmission(send, {
    redirect: { to: paths.profile.getHref(), delayMs: TO_PROFILE_MS },
    failureFallback: intl.formatMessage({ id: 'jobs.submitFailed' }),
  });
  // Answers the form accepts, from a visitor: the login-required message and sign-in, nothing sent.
  const onSubmit = (answers: Answers) => {
    if (signedIn) return formProps.onSubmit(answers);
    showToast(intl.formatMessage({ id: 'jobs.signInFirst' }), 'error');
    navigate(signInHref);
  };

  return (
    <>
      {/* After hydration only: the server render knows no session, and a signed-in member must not see it flash. */}
      {hydrated && !signedIn && (
        <Alert
          // A notice, not an alarm: screen readers read it in turn rather than interrupting.
          role="status"
          severity="info"
          action={
            <Button href={signInHref} color="inherit" size="small">
              {intl.formatMessage({ id: 'jobs.signIn' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'jobs.signInNotice' })}
        </Alert>
      )}
      <SchemaForm form={form} {...formProps} onSubmit={onSubmit} />
    </>
  );
}
