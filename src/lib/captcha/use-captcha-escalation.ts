import { useCallback, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { captchaEscalationMachine, captchaToken, mayAttempt } from '../../../machines/captcha-escalation.machine';
import type { Answers, SubmissionSuccess } from '../../../machines/submission.machine';
import { CAPTCHA_FIELD } from '../../../schemas/api/accounts';
import type { FormId } from '../../../schemas/registry';
import { apiFieldErrors } from '../api-client';
import { fieldIdOf } from '../schema-form/field-id';
import { useFormSubmission, type FormSubmissionOptions } from '../schema-form/use-form-submission';
import { readFailureCount, writeFailureCount } from './failure-count';

/** Sends a form's answers, with the solved captcha's token once one is required (null until then). */
export type CaptchaGuardedSend = (
  answers: Answers,
  idempotencyKey: string,
  captchaToken: string | null,
) => Promise<SubmissionSuccess>;

export interface CaptchaEscalationOptions extends FormSubmissionOptions {
  /** False for a form that never asks for a captcha: its answers go straight to `send`. */
  escalates?: boolean;
  /**
   * Where the count starts: the stored one (sign-in: a reload does not clear the road to the captcha),
   * or none, as a permit form starts on every load (docs/requirements.md §M4).
   */
  startFrom?: 'stored' | 'zero';
}

/** What a page draws in SchemaForm's `beforeSubmit` once a captcha is required (see Captcha). */
export interface EscalatedCaptcha {
  /** A new widget after each refusal: the server accepts each solved token once. */
  key: number;
  /** The id the error summary links to. */
  id: string;
  error: string | undefined;
  onSolved: (token: string) => void;
  onExpired: () => void;
}

// A refusal is an answer of the server, as the server counts them; a lost connection is not one.
const isServerAnswer = (error: unknown) => typeof (error as { status?: unknown } | null)?.status === 'number';
// The server keeps its own count (by account, and for sign-in by address too), which a cleared localStorage does not reset.
const isCaptchaDemand = (error: unknown) => CAPTCHA_FIELD in apiFieldErrors(error);

/**
 * useFormSubmission with the captcha escalation machine beside it: it counts the server's refusals
 * of the form (stored per form in localStorage), asks for a captcha from the third one or when the
 * server demands it, refuses to send while it is unsolved, and hands `send` the solved token.
 * Shared by the sign-in forms and the permit forms.
 */
export function useCaptchaEscalation(
  formId: FormId,
  send: CaptchaGuardedSend,
  { escalates = true, startFrom = 'stored', ...submission }: CaptchaEscalationOptions = {},
) {
  const intl = useIntl();
  // Made once: the page redraws as the citizen types, and the actor only ever reads its first machine and input.
  const [{ machine, input }] = useState(() => ({
    machine: captchaEscalationMachine.provide({
      actions: { persistFailures: (_, { failures }) => writeFailureCount(formId, failures) },
    }),
    input: { failures: escalates && startFrom === 'stored' ? readFailureCount(formId) : 0 },
  }));
  const escalation = useActorRef(machine, { input });
  const challenged = useSelector(escalation, (snapshot) => snapshot.matches('challenged'));
  const failures = useSelector(escalation, (snapshot) => snapshot.context.failures);

  // Read from the actor at call time: the submission machine keeps the first render's function.
  const { snapshot, formProps } = useFormSubmission(async (answers, idempotencyKey) => {
    if (!escalates) return send(answers, idempotencyKey, null);
    try {
      const success = await send(answers, idempotencyKey, captchaToken(escalation.getSnapshot()));
      escalation.send({ type: 'submission.succeeded' });
      return success;
    } catch (error) {
      if (isServerAnswer(error))
        escalation.send({ type: isCaptchaDemand(error) ? 'captcha.required' : 'submission.failed' });
      throw error;
    }
  }, submission);

  const { values, onEdit, onInvalid, onSubmit } = formProps;
  const captchaRequiredMessage = intl.formatMessage({ id: 'captcha.required' });
  const submitUnlessCaptchaMissing = (answers: Answers) => {
    if (mayAttempt(escalation.getSnapshot())) onSubmit(answers);
    else onInvalid({ [CAPTCHA_FIELD]: [captchaRequiredMessage] });
  };
  const onSolved = useCallback(
    (token: string) => {
      escalation.send({ type: 'captcha.solved', token });
      // Clears the captcha's error, as typing clears a field's.
      onEdit(values, [CAPTCHA_FIELD]);
    },
    [escalation, onEdit, values],
  );
  const onExpired = useCallback(() => escalation.send({ type: 'captcha.expired' }), [escalation]);

  const captcha: EscalatedCaptcha | null = challenged
    ? { key: failures, id: fieldIdOf(CAPTCHA_FIELD), error: formProps.errors[CAPTCHA_FIELD]?.[0], onSolved, onExpired }
    : null;
  return { snapshot, formProps: { ...formProps, onSubmit: submitUnlessCaptchaMissing }, captcha };
}
