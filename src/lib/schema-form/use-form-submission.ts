import { useMachine } from '@xstate/react';
import { prepareToasts, showToast } from '../toasts';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import {
  submissionMachine,
  type Answers,
  type SubmissionAttempt,
  type SubmissionInput,
  type SubmissionRefusal,
  type SubmissionSuccess,
} from '../../../machines/submission.machine';
import { apiErrorMessage, apiFieldErrors, newIdempotencyKey } from '../api-client';
import type { SchemaFormProps } from './schema-form';

export interface FormSubmissionOptions extends Omit<SubmissionInput, 'newIdempotencyKey'> {
  /** The toast of a failure whose answer carries no message (network down); a generic one by default. */
  failureFallback?: string;
  /** Runs after each success, once its toast is shown (reload a list the new record belongs to). */
  onSuccess?: () => void;
}

/**
 * Runs one form's submission through the submission machine: `send` posts the answers with the
 * attempt's Idempotency-Key, toasts tell the outcome (the server's message), a redirect target is
 * followed in-app, and the returned props drive a SchemaForm.
 */
export function useFormSubmission(
  send: (answers: Answers, idempotencyKey: string) => Promise<SubmissionSuccess>,
  { failureFallback, onSuccess, ...input }: FormSubmissionOptions = {},
) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const fallback = failureFallback ?? intl.formatMessage({ id: 'schemaForm.submitFailed' });
  const [snapshot, sendEvent] = useMachine(
    submissionMachine.provide({
      actors: {
        submit: fromPromise<SubmissionSuccess, SubmissionAttempt>(async ({ input: { values, idempotencyKey } }) => {
          // Either way the answer is told in a toast.
          prepareToasts();
          try {
            return await send(values, idempotencyKey);
          } catch (error) {
            throw {
              message: apiErrorMessage(error, fallback),
              fieldErrors: apiFieldErrors(error),
            } satisfies SubmissionRefusal;
          }
        }),
      },
      actions: {
        notifySuccess: (_, { message }) => {
          if (message) showToast(message, 'success');
          onSuccess?.();
        },
        notifyFailure: (_, { message }) => {
          showToast(message ?? fallback, 'error');
        },
        redirect: (_, { to }) => navigate(to),
      },
    }),
    { input: { newIdempotencyKey, ...input } },
  );

  const formProps: Pick<SchemaFormProps, 'values' | 'errors' | 'submitting' | 'onEdit' | 'onInvalid' | 'onSubmit'> = {
    values: snapshot.context.values,
    errors: snapshot.context.fieldErrors,
    submitting: snapshot.matches('submitting'),
    onEdit: (values, fields) => sendEvent({ type: 'form.edit', values, fields }),
    onInvalid: (fieldErrors) => sendEvent({ type: 'form.invalid', fieldErrors }),
    onSubmit: (values) => sendEvent({ type: 'form.submit', values }),
  };
  return { snapshot, formProps };
}
