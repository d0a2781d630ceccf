import { createActor, fromPromise } from 'xstate';
import {
  submissionMachine,
  type SubmissionAttempt,
  type SubmissionRefusal,
  type SubmissionSuccess,
} from '../../machines/submission.machine';
import { apiErrorMessage, newIdempotencyKey } from './api-client';
import { prepareToasts, showToast } from './toasts';

/** A one-click action: the request it sends, and how its outcome is told. */
export interface MachineAction<T> {
  /** Sends the request with the attempt's Idempotency-Key: the same on a retry after a failure, new after a success. */
  perform: (idempotencyKey: string) => Promise<T>;
  /** The success toast for the answer; with it the toaster loads as the request goes. */
  succeeded?: (answer: T) => string;
  /** The failure toast when the server's answer carries no message (network down). */
  failureFallback: string;
  /** A 401 (the session expired): its toast, when the server's answer carries none, then the way to sign in. */
  signInFirst?: { message: string; go: () => void };
  /** Runs after each success, once its toast is shown. */
  onSuccess?: () => void;
  /** Runs after each failure, once its toast is shown. */
  onFailure?: () => void;
}

type ActionActor = ReturnType<typeof startMachineAction>;

/** Each action's machine, started with its first run; not stopped, so an answer after the visitor left is still told. */
const actors = new WeakMap<object, ActionActor>();

/**
 * Runs the action once more on its machine (the one a form's submission runs on), which ignores a run
 * while a request is out. Loaded with the first click (use-machine-action.ts), so the pages with such a
 * button do not carry XState; `action` holds the callbacks of the latest render.
 */
export function runMachineAction<T>(
  action: { readonly current: MachineAction<T> },
  onRunning: (running: boolean) => void,
): void {
  let actor = actors.get(action);
  if (!actor) actors.set(action, (actor = startMachineAction(action, onRunning)));
  actor.send({ type: 'form.submit', values: {} });
}

function startMachineAction<T>(action: { readonly current: MachineAction<T> }, onRunning: (running: boolean) => void) {
  // What follows the failure told last (the machine carries its message only).
  let afterFailure: (() => void) | undefined;
  const actor = createActor(
    submissionMachine.provide({
      actors: {
        submit: fromPromise<SubmissionSuccess, SubmissionAttempt>(async ({ input: { idempotencyKey } }) => {
          const { perform, succeeded, failureFallback, signInFirst, onFailure } = action.current;
          if (succeeded) prepareToasts();
          let answer: T;
          try {
            answer = await perform(idempotencyKey);
          } catch (error) {
            const signIn = (error as { status?: unknown } | null)?.status === 401 ? signInFirst : undefined;
            afterFailure = () => {
              signIn?.go();
              onFailure?.();
            };
            const message = apiErrorMessage(error, signIn?.message ?? failureFallback);
            throw { message, fieldErrors: {} } satisfies SubmissionRefusal;
          }
          return { message: succeeded?.(answer) ?? '' };
        }),
      },
      actions: {
        notifySuccess: (_, { message }) => {
          if (message) showToast(message, 'success');
          action.current.onSuccess?.();
        },
        notifyFailure: (_, { message }) => {
          if (message) showToast(message, 'error');
          afterFailure?.();
        },
      },
    }),
    { input: { newIdempotencyKey } },
  );
  actor.start();
  actor.subscribe((snapshot) => onRunning(snapshot.matches('submitting')));
  return actor;
}
