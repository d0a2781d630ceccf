import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { captchaEscalationMachine, captchaToken, mayAttempt } from '../../../machines/captcha-escalation.machine';
import type { Answers } from '../../../machines/submission.machine';
import { CAPTCHA_FIELD, type AccountType } from '../../../schemas/api/accounts';
import type { FormId } from '../../../schemas/registry';
import { paths } from '../../config/paths';
import { useFormSubmission } from '../../lib/schema-form/use-form-submission';
import { isCaptchaDemand, signInWithPassword } from './api';
import { useAuth } from './auth-provider';
import { readFailureCount, writeFailureCount } from './failure-count';

/**
 * A password sign-in form: the submission machine sends it, the captcha escalation machine counts
 * its failures and holds the captcha token, and a success signs in and goes home.
 */
export function usePasswordSignIn(formId: FormId, accountType: AccountType) {
  const intl = useIntl();
  const auth = useAuth();
  const escalation = useActorRef(
    captchaEscalationMachine.provide({ actions: { persistFailures: (_, { failures }) => writeFailureCount(formId, failures) } }),
    { input: { failures: readFailureCount(formId) } },
  );
  const captchaShown = useSelector(escalation, (snapshot) => snapshot.matches('challenged'));
  const failures = useSelector(escalation, (snapshot) => snapshot.context.failures);

  // Read from the actors at call time: the submission machine keeps the first render's function.
  const { formProps } = useFormSubmission(
    async (answers) => {
      try {
        const { token, message } = await signInWithPassword(formId, accountType, answers, captchaToken(escalation.getSnapshot()));
        escalation.send({ type: 'submission.succeeded' });
        auth.send({ type: 'auth.signedIn', token });
        return { message };
      } catch (error) {
        escalation.send({ type: isCaptchaDemand(error) ? 'captcha.required' : 'submission.failed' });
        throw error;
      }
    },
    { redirect: { to: paths.home.getHref(), delayMs: 0 } },
  );

  const { values, onEdit, onInvalid, onSubmit } = formProps;
  const captchaRequiredMessage = intl.formatMessage({ id: 'auth.captchaRequired' });
  const submitUnlessCaptchaMissing = (answers: Answers) => {
    if (mayAttempt(escalation.getSnapshot())) onSubmit(answers);
    else onInvalid({ [CAPTCHA_FIELD]: [captchaRequiredMessage] });
  };
  const onCaptchaSolved = useCallback(
    (token: string) => {
      escalation.send({ type: 'captcha.solved', token });
      // Clears the captcha's error, as typing clears a field's.
      onEdit(values, [CAPTCHA_FIELD]);
    },
    [escalation, onEdit, values],
  );
  const onCaptchaExpired = useCallback(() => escalation.send({ type: 'captcha.expired' }), [escalation]);

  return {
    formProps: { ...formProps, onSubmit: submitUnlessCaptchaMissing },
    captcha: captchaShown
      ? {
          // A new widget after each failure: the server accepts each solved token once.
          key: failures,
          error: formProps.errors[CAPTCHA_FIELD]?.[0],
          onSolved: onCaptchaSolved,
          onExpired: onCaptchaExpired,
        }
      : null,
  };
}
