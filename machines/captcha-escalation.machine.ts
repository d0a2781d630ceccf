import { assign, setup, type SnapshotFrom } from 'xstate';

/** Failed submissions after which a form asks for a captcha (docs/requirements.md §P9, §M9). */
const DEFAULT_THRESHOLD = 3;

/** What the page read from the form's localStorage key at start-up. */
export interface CaptchaEscalationInput {
  /** Failures so far; anything but a whole number ≥ 0 (a missing or tampered value) counts as 0. */
  failures: number;
  /** 3 unless given. */
  threshold?: number;
}

interface CaptchaEscalationContext {
  failures: number;
  threshold: number;
  /** The solved captcha's token, sent once with the next submission: the server accepts each token only once. */
  captchaToken: string | null;
}

/** What the page sends: the citizen's submit and the captcha widget's callbacks, and the server's verdicts. */
export type CaptchaEscalationEvent =
  /** The citizen pressed submit; refused while a required captcha is unsolved. */
  | { type: 'submission.attempt' }
  /** The server refused a submission (a wrong password, …). */
  | { type: 'submission.failed' }
  | { type: 'submission.succeeded' }
  /** Sent instead of submission.failed when the server asked for a captcha the local count did not expect (a cleared localStorage). */
  | { type: 'captcha.required' }
  | { type: 'captcha.solved'; token: string }
  | { type: 'captcha.expired' };

/** Every change of the count is written through, so a reload or another visit keeps it. */
const persistCount = {
  type: 'persistFailures',
  params: ({ context }: { context: CaptchaEscalationContext }) => ({ failures: context.failures }),
} as const;

const toFailureCount = (value: number) => (Number.isInteger(value) && value >= 0 ? value : 0);

/**
 * A form's failed-submission counter and the captcha it escalates to: open until `threshold` failures,
 * then challenged (unsolved or solved) until a submission succeeds. Shared by sign-in and the permit
 * forms, one actor per form. Pure: the page provides `persistFailures` (its localStorage write) and
 * `requireCaptcha` (its message) with `.provide(...)`.
 */
export const captchaEscalationMachine = setup({
  types: {
    context: {} as CaptchaEscalationContext,
    events: {} as CaptchaEscalationEvent,
    input: {} as CaptchaEscalationInput,
  },
  actions: {
    persistFailures: (_, _params: { failures: number }) => {},
    requireCaptcha: () => {},
    countFailure: assign(({ context }) => ({ failures: context.failures + 1, captchaToken: null })),
    resetFailures: assign({ failures: 0, captchaToken: null }),
    // A demand is a refusal too: it counts (so a used token's widget is replaced), and at least up to the threshold.
    raiseToThreshold: assign(({ context }) => ({
      failures: Math.max(context.failures + 1, context.threshold),
      captchaToken: null,
    })),
    keepCaptchaToken: assign((_, params: { token: string }) => ({ captchaToken: params.token })),
    forgetCaptchaToken: assign({ captchaToken: null }),
  },
  guards: {
    reachedThreshold: ({ context }) => context.failures >= context.threshold,
  },
}).createMachine({
  id: 'captchaEscalation',
  context: ({ input }) => ({
    failures: toFailureCount(input.failures),
    threshold: input.threshold ?? DEFAULT_THRESHOLD,
    captchaToken: null,
  }),
  initial: 'open',
  on: {
    'submission.succeeded': {
      target: '.open',
      actions: ['resetFailures', persistCount],
    },
    'captcha.required': {
      target: '.challenged.unsolved',
      actions: ['raiseToThreshold', persistCount],
    },
  },
  states: {
    open: {
      // At start with a stored count, and after the failure that reaches the threshold.
      always: { guard: 'reachedThreshold', target: 'challenged' },
      on: {
        'submission.failed': {
          actions: ['countFailure', persistCount],
        },
      },
    },
    challenged: {
      initial: 'unsolved',
      on: {
        // The failed submission used up the token.
        'submission.failed': {
          target: '.unsolved',
          actions: ['countFailure', persistCount],
        },
      },
      states: {
        unsolved: {
          on: {
            'submission.attempt': { actions: 'requireCaptcha' },
            'captcha.solved': {
              target: 'solved',
              actions: { type: 'keepCaptchaToken', params: ({ event }) => ({ token: event.token }) },
            },
          },
        },
        solved: {
          on: {
            'captcha.solved': {
              actions: { type: 'keepCaptchaToken', params: ({ event }) => ({ token: event.token }) },
            },
            'captcha.expired': { target: 'unsolved', actions: 'forgetCaptchaToken' },
          },
        },
      },
    },
  },
});

type CaptchaEscalationSnapshot = SnapshotFrom<typeof captchaEscalationMachine>;

/** Whether the page may send the form now: not while a required captcha is unsolved. */
export const mayAttempt = (snapshot: CaptchaEscalationSnapshot): boolean =>
  !snapshot.matches({ challenged: 'unsolved' });

/** The token to send as g-recaptcha-response, or null when no captcha is needed. */
export const captchaToken = (snapshot: CaptchaEscalationSnapshot): string | null => snapshot.context.captchaToken;
