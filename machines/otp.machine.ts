import { and, assign, fromPromise, not, setup } from 'xstate';

/** Code length and code timer of docs/requirements.md §P9. */
const CODE_LENGTH = 6;
const CODE_SECONDS = 120;

/** The screen's shape: how many boxes, and how long a code may be entered. */
export interface OtpInput {
  /** 6 unless given. */
  length?: number;
  /** 120 unless given. */
  seconds?: number;
}

/** What `verifyCode` resolves with: the login token the code was exchanged for. */
export interface AcceptedCode {
  token: string;
}

/** What `resendCode` resolves with: the server's confirmation. */
export interface SentCode {
  message: string;
}

/** What `verifyCode` and `resendCode` reject with when the server refused; anything else is a failure without a message. */
export interface OtpRefusal {
  message: string;
}

/** The server's word on the last call, shown under the boxes; a failure without a message gets the page's own text. */
export type OtpNotice =
  { kind: 'codeSent'; message: string } | { kind: 'codeRefused' | 'resendFailed'; message: string | undefined };

interface OtpContext {
  length: number;
  seconds: number;
  /** One entry per box: '' or one ASCII digit. */
  digits: string[];
  focusedIndex: number;
  secondsLeft: number;
  notice: OtpNotice | null;
}

/** What the page sends: the citizen's keys, pastes and clicks, each on a box by its index. */
export type OtpEvent =
  /** `value` is what went into box `index`: one key, or a whole code an autofill put there. */
  | { type: 'otp.type'; index: number; value: string }
  | { type: 'otp.backspace'; index: number }
  | { type: 'otp.paste'; index: number; text: string }
  | { type: 'otp.focus'; index: number }
  | { type: 'otp.submit' }
  | { type: 'otp.resend' };

const ARABIC_INDIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** The digits of `text` in ASCII: Arabic-Indic and Persian digits converted (phones type them), anything else dropped. */
function digitsOf(text: string): string[] {
  return [...text].flatMap((char) => {
    if (char >= '0' && char <= '9') return [char];
    const value = Math.max(ARABIC_INDIC_DIGITS.indexOf(char), PERSIAN_DIGITS.indexOf(char));
    return value >= 0 ? [String(value)] : [];
  });
}

const isBoxIndex = (context: OtpContext, index: number) =>
  Number.isInteger(index) && index >= 0 && index < context.length;

const emptyBoxes = (length: number) => Array.from({ length }, () => '');

/** Empty boxes, focus on the first, the full time left: a newly sent code. */
const freshCode = (length: number, seconds: number) => ({
  digits: emptyBoxes(length),
  focusedIndex: 0,
  secondsLeft: seconds,
});

/** The server's message of a refusal; an Error (the network failed) has a message that is not for the citizen. */
function refusalMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || error instanceof Error) return undefined;
  const { message } = error as Partial<OtpRefusal>;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * The one-time code screen: single-digit boxes and a countdown, running side by side. The code can be
 * sent for verification while it is complete and time is left; a resend restarts both. Pure: the page
 * provides `verifyCode`, `resendCode` and `signIn` (storing the token, leaving the screen) with `.provide(...)`.
 */
export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput,
  },
  actors: {
    verifyCode: fromPromise<AcceptedCode, { code: string }>(async () => {
      throw new Error('Provide the verifyCode actor with otpMachine.provide({ actors: { verifyCode } })');
    }),
    resendCode: fromPromise<SentCode>(async () => {
      throw new Error('Provide the resendCode actor with otpMachine.provide({ actors: { resendCode } })');
    }),
  },
  actions: {
    signIn: (_, _params: AcceptedCode) => {},
    enterDigits: assign(({ context }, params: { index: number; text: string }) => {
      const entered = digitsOf(params.text);
      // A whole code fills every box, wherever it was pasted.
      if (entered.length === context.length) return { digits: entered, focusedIndex: context.length - 1, notice: null };
      const fitting = entered.slice(0, context.length - params.index);
      const digits = [...context.digits];
      digits.splice(params.index, fitting.length, ...fitting);
      return { digits, focusedIndex: Math.min(params.index + fitting.length, context.length - 1), notice: null };
    }),
    clearBox: assign(({ context }, params: { index: number }) => ({
      digits: context.digits.map((digit, index) => (index === params.index ? '' : digit)),
      focusedIndex: params.index,
      notice: null,
    })),
    focusBox: assign((_, params: { index: number }) => ({ focusedIndex: params.index })),
    tick: assign(({ context }) => ({ secondsLeft: context.secondsLeft - 1 })),
    startOver: assign(({ context }, params: SentCode) => ({
      ...freshCode(context.length, context.seconds),
      notice: { kind: 'codeSent' as const, message: params.message },
    })),
    keepRefusal: assign(({ context }, params: { error: unknown }) => ({
      // The boxes are emptied for the next try.
      digits: emptyBoxes(context.length),
      focusedIndex: 0,
      notice: { kind: 'codeRefused' as const, message: refusalMessage(params.error) },
    })),
    keepResendFailure: assign((_, params: { error: unknown }) => ({
      notice: { kind: 'resendFailed' as const, message: refusalMessage(params.error) },
    })),
  },
  guards: {
    bringsDigits: ({ context }, params: { index: number; text: string }) =>
      isBoxIndex(context, params.index) && digitsOf(params.text).length > 0,
    isFilledBox: ({ context }, params: { index: number }) =>
      isBoxIndex(context, params.index) && context.digits[params.index] !== '',
    isBoxAfterFirst: ({ context }, params: { index: number }) => isBoxIndex(context, params.index) && params.index > 0,
    isBox: ({ context }, params: { index: number }) => isBoxIndex(context, params.index),
    isCodeComplete: ({ context }) => context.digits.every((digit) => digit !== ''),
    hasTimeLeft: ({ context }) => context.secondsLeft > 0,
  },
  delays: {
    second: 1000,
  },
}).createMachine({
  id: 'otp',
  context: ({ input: { length = CODE_LENGTH, seconds = CODE_SECONDS } }) => ({
    length,
    seconds,
    ...freshCode(length, seconds),
    notice: null,
  }),
  initial: 'awaitingCode',
  states: {
    awaitingCode: {
      type: 'parallel',
      states: {
        // Runs on while a code is being verified or resent: the server's clock does not stop either.
        countdown: {
          initial: 'running',
          states: {
            running: {
              always: { guard: not('hasTimeLeft'), target: 'expired' },
              after: { second: { target: 'running', reenter: true, actions: 'tick' } },
            },
            expired: {},
          },
        },
        code: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                'otp.type': {
                  guard: { type: 'bringsDigits', params: ({ event }) => ({ index: event.index, text: event.value }) },
                  actions: { type: 'enterDigits', params: ({ event }) => ({ index: event.index, text: event.value }) },
                },
                'otp.paste': {
                  guard: { type: 'bringsDigits', params: ({ event }) => event },
                  actions: { type: 'enterDigits', params: ({ event }) => event },
                },
                'otp.backspace': [
                  {
                    guard: { type: 'isFilledBox', params: ({ event }) => event },
                    actions: { type: 'clearBox', params: ({ event }) => event },
                  },
                  // In an empty box, backspace acts as in one text field: it erases the digit before and moves there.
                  {
                    guard: { type: 'isBoxAfterFirst', params: ({ event }) => event },
                    actions: { type: 'clearBox', params: ({ event }) => ({ index: event.index - 1 }) },
                  },
                ],
                'otp.focus': {
                  guard: { type: 'isBox', params: ({ event }) => event },
                  actions: { type: 'focusBox', params: ({ event }) => event },
                },
                'otp.submit': { guard: and(['isCodeComplete', 'hasTimeLeft']), target: 'verifying' },
                'otp.resend': 'resending',
              },
            },
            verifying: {
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({ code: context.digits.join('') }),
                onDone: { target: '#otp.verified', actions: { type: 'signIn', params: ({ event }) => event.output } },
                onError: { target: 'entering', actions: { type: 'keepRefusal', params: ({ event }) => event } },
              },
            },
            resending: {
              invoke: {
                id: 'resendCode',
                src: 'resendCode',
                // Re-entered, so the countdown starts again from the full time.
                onDone: {
                  target: '#otp.awaitingCode',
                  reenter: true,
                  actions: { type: 'startOver', params: ({ event }) => event.output },
                },
                onError: { target: 'entering', actions: { type: 'keepResendFailure', params: ({ event }) => event } },
              },
            },
          },
        },
      },
    },
    verified: { type: 'final' },
  },
});
