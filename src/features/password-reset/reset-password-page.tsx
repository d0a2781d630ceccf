import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import type { Answers } from '../../../machines/submission.machine';
import { FormPage } from '../../components/form-page';
import { paths } from '../../config/paths';
import { SchemaForm } from '../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { useAuth } from '../../lib/session/auth-provider';
import { resetPassword } from './api';
import { PageMessages } from '../../i18n/page-messages';
import { passwordResetMessages } from './messages';

const REDIRECT_DELAY_MS = 3000;

/** The reset link's `?token=&email=`, as the form's hidden answers. */
function resetLinkAnswers(search: string): Answers {
  const query = new URLSearchParams(search);
  return { token: query.get('token') ?? undefined, email: query.get('email') ?? undefined };
}

/**
 * /reset-password?token=&email=: a new password; success signs in with the returned token and goes
 * home after 3 s. docs/requirements.md §P4 goes to /sign-in, which would show a signed-in citizen a sign-in form.
 */
function ResetPassword() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pageTitle.resetPassword' });
  const search = useSearch();
  // Read once: the submission machine takes its initial answers when it starts.
  const [initialValues] = useState(() => resetLinkAnswers(search));
  const { signIn } = useAuth();
  // docs/requirements.md §P4 keeps the token the reset returns as the login token.
  const resetAndSignIn = async (answers: Answers, idempotencyKey: string) => {
    const { message, token } = await resetPassword(answers, idempotencyKey);
    await signIn(token);
    return { message };
  };
  const { formProps } = useFormSubmission(resetAndSignIn, {
    initialValues,
    redirect: { to: paths.home.getHref(), delayMs: REDIRECT_DELAY_MS },
  });

  return (
    <FormPage title={title} intro={intl.formatMessage({ id: 'passwordReset.resetIntro' })}>
      {/* The address holds a one-time reset token: no link out of this page may carry it as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      <SchemaForm formId="reset-password" {...formProps} />
    </FormPage>
  );
}

/** The page, with its own texts, which come with its code rather than the entry. */
export default function ResetPasswordPage() {
  return (
    <PageMessages catalogue={passwordResetMessages}>
      <ResetPassword />
    </PageMessages>
  );
}
