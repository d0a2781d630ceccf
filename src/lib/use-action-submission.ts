import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  submissionMachine,
  type SubmissionAttempt,
  type SubmissionRefusal,
  type SubmissionSuccess,
} from '../../machines/submission.machine';
import { newIdempotencyKey } from './api-client';
import { prepareToasts, showToast } from './toasts';

/** How an action tells its outcome. */
export interface ActionOutcome<T> {
  /** The success toast for the answer; empty for none. */
  succeeded: (answer: T) => string;
  /** The failure toast for the error, and what to do after it (send the visitor to sign in). */
  failed: (error: unknown) => { message: string; then?: () => void };
  /** Runs after each success, once its toast is shown. */
  onSuccess?: () => void;
}

/**
 * A one-click action (join an activity, send a report) on the submission machine, as a form's
 * submission is: one request at a time (a click while one is out does nothing), a retry after a failure
 * with the same Idempotency-Key, a new key after a success, each outcome told in a toast.
 */
export function useActionSubmission<T>(
  send: (idempotencyKey: string) => Promise<T>,
  { succeeded, failed, onSuccess }: ActionOutcome<T>,
): { running: boolean; run: () => void } {
  const [snapshot, sendEvent] = useMachine(
    submissionMachine.provide({
      actors: {
        submit: fromPromise<SubmissionSuccess, SubmissionAttempt>(async ({ input: { idempotencyKey } }) => {
          // Either way the answer is told in a toast.
          prepareToasts();
          let answer: T;
          try {
            answer = await send(idempotencyKey);
          } catch (error) {
            // Told here rather than by notifyFailure, which cannot be handed `then`.
            const { message, then } = failed(error);
            showToast(message, 'error');
            then?.();
            throw { message, fieldErrors: {} } satisfies SubmissionRefusal;
          }
          return { message: succeeded(answer) };
        }),
      },
      actions: {
        notifySuccess: (_, { message }) => {
          if (message) showToast(message, 'success');
          onSuccess?.();
        },
      },
    }),
    { input: { newIdempotencyKey } },
  );
  return { running: snapshot.matches('submitting'), run: () => sendEvent({ type: 'form.submit', values: {} }) };
}
