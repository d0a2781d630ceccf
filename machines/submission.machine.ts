import { assign, fromPromise, setup } from 'xstate';
import type { FieldErrors } from '../schemas/api/envelopes';
import { sameAnswers } from './same-answers';

/** A form's answers, as the form renderer holds them. */
export type Answers = Record<string, unknown>;

/** What the injected `submit` actor resolves with. */
export interface SubmissionSuccess {
  message: string;
}

/** What the `submit` actor rejects with when the server refused the answers. */
export interface SubmissionRefusal {
  message: string;
  fieldErrors: FieldErrors;
}

/** Where to go after a success, and after how long (sign-in → / at once; reset password → /sign-in after 3 s). */
export interface RedirectTarget {
  to: string;
  delayMs: number;
}

/** What the injected `submit` actor is given: the answers and the Idempotency-Key to send them with. */
export interface SubmissionAttempt {
  values: Answers;
  idempotencyKey: string;
}

export interface SubmissionInput {
  initialValues?: Answers;
  redirect?: RedirectTarget;
  /** Makes a new random Idempotency-Key; injected, so the machine stays pure and its tests deterministic. */
  newIdempotencyKey: () => string;
}

interface SubmissionContext {
  initialValues: Answers;
  values: Answers;
  fieldErrors: FieldErrors;
  /** The server's message of the last success or failure; undefined when a failure carried none. */
  message: string | undefined;
  redirect: RedirectTarget | undefined;
  /** The latest attempt that has not succeeded; sending the same answers again reuses its key. */
  attempt: SubmissionAttempt | undefined;
  newIdempotencyKey: () => string;
}

export type SubmissionEvent =
  /** The citizen changed `fields`; their server errors no longer apply. */
  | { type: 'form.edit'; values: Answers; fields: string[] }
  /** Answers that passed the form's own validation. */
  | { type: 'form.submit'; values: Answers }
  /** The form's own validation refused the answers; nothing is sent. */
  | { type: 'form.invalid'; fieldErrors: FieldErrors }
  | { type: 'form.reset' };

function isRefusal(error: unknown): error is SubmissionRefusal {
  const { message, fieldErrors } = (error ?? {}) as Partial<SubmissionRefusal>;
  return typeof message === 'string' && typeof fieldErrors === 'object' && fieldErrors !== null;
}

/** The errors that remain once `fields` (and everything below them) have been edited. */
export const withoutFields = (errors: FieldErrors, fields: readonly string[]): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).filter(([path]) => !fields.some((field) => path === field || path.startsWith(`${field}.`))),
  );

/**
 * One submission of one form: idle → submitting → succeeded | failed, retried from failed,
 * and with a redirect target, redirecting after its delay. Each attempt carries an Idempotency-Key:
 * new when the answers differ from the last attempt's, the same on a retry of unchanged answers,
 * forgotten after a success. Pure: `submit`, the notifications and `redirect` are provided by the
 * page with `.provide(...)`, the key generator with the input.
 */
export const submissionMachine = setup({
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
    input: {} as SubmissionInput,
  },
  actors: {
    submit: fromPromise<SubmissionSuccess, SubmissionAttempt>(async () => {
      throw new Error('Provide the submit actor with submissionMachine.provide({ actors: { submit } })');
    }),
  },
  actions: {
    notifySuccess: (_, _params: { message: string | undefined }) => {},
    notifyFailure: (_, _params: { message: string | undefined }) => {},
    redirect: (_, _params: { to: string }) => {},
    keepEdit: assign(({ context }, params: { values: Answers; fields: string[] }) => ({
      values: params.values,
      fieldErrors: withoutFields(context.fieldErrors, params.fields),
    })),
    startAttempt: assign(({ context }, params: { values: Answers }) => ({
      values: params.values,
      attempt: {
        values: params.values,
        // A retry of unchanged answers keeps the key: if the server stored them and only its answer was
        // lost (a network failure), it replays that answer rather than storing them twice.
        idempotencyKey:
          context.attempt && sameAnswers(context.attempt.values, params.values)
            ? context.attempt.idempotencyKey
            : context.newIdempotencyKey(),
      },
    })),
    keepInvalid: assign((_, params: { fieldErrors: FieldErrors }) => ({ fieldErrors: params.fieldErrors })),
    keepSuccess: assign((_, params: { output: SubmissionSuccess }) => ({
      message: params.output.message,
      fieldErrors: {},
      attempt: undefined,
    })),
    keepFailure: assign((_, params: { error: unknown }) =>
      isRefusal(params.error)
        ? { message: params.error.message, fieldErrors: params.error.fieldErrors }
        : { message: undefined, fieldErrors: {} },
    ),
    clearAnswers: assign(({ context }) => ({ values: context.initialValues, fieldErrors: {} })),
  },
  guards: {
    hasRedirect: ({ context }) => context.redirect !== undefined,
  },
  delays: {
    redirectDelay: ({ context }) => context.redirect?.delayMs ?? 0,
  },
}).createMachine({
  id: 'submission',
  context: ({ input }) => ({
    initialValues: input.initialValues ?? {},
    values: input.initialValues ?? {},
    fieldErrors: {},
    message: undefined,
    redirect: input.redirect,
    attempt: undefined,
    newIdempotencyKey: input.newIdempotencyKey,
  }),
  initial: 'idle',
  on: {
    'form.edit': { actions: { type: 'keepEdit', params: ({ event }) => event } },
    'form.invalid': { actions: { type: 'keepInvalid', params: ({ event }) => event } },
  },
  states: {
    idle: {
      on: {
        'form.submit': { target: 'submitting', actions: { type: 'startAttempt', params: ({ event }) => event } },
        'form.reset': { actions: 'clearAnswers' },
      },
    },
    submitting: {
      // The form is disabled meanwhile; a second submit is ignored: one click, one record.
      on: { 'form.edit': {}, 'form.invalid': {} },
      invoke: {
        id: 'submit',
        src: 'submit',
        // Every way into this state goes through startAttempt.
        input: ({ context }) => context.attempt!,
        onDone: [
          {
            guard: 'hasRedirect',
            target: 'redirecting',
            actions: { type: 'keepSuccess', params: ({ event }) => event },
          },
          { target: 'succeeded', actions: { type: 'keepSuccess', params: ({ event }) => event } },
        ],
        onError: { target: 'failed', actions: { type: 'keepFailure', params: ({ event }) => event } },
      },
    },
    failed: {
      entry: { type: 'notifyFailure', params: ({ context }) => ({ message: context.message }) },
      on: {
        'form.submit': { target: 'submitting', actions: { type: 'startAttempt', params: ({ event }) => event } },
        'form.reset': { target: 'idle', actions: 'clearAnswers' },
      },
    },
    succeeded: {
      entry: ['clearAnswers', { type: 'notifySuccess', params: ({ context }) => ({ message: context.message }) }],
      on: {
        'form.edit': { target: 'idle', actions: { type: 'keepEdit', params: ({ event }) => event } },
        'form.invalid': { target: 'idle', actions: { type: 'keepInvalid', params: ({ event }) => event } },
        'form.submit': { target: 'submitting', actions: { type: 'startAttempt', params: ({ event }) => event } },
        'form.reset': { target: 'idle' },
      },
    },
    redirecting: {
      entry: { type: 'notifySuccess', params: ({ context }) => ({ message: context.message }) },
      on: { 'form.edit': {}, 'form.invalid': {} },
      after: { redirectDelay: 'redirected' },
    },
    redirected: {
      type: 'final',
      entry: { type: 'redirect', params: ({ context }) => ({ to: context.redirect?.to ?? '/' }) },
    },
  },
});
