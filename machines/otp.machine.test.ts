import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  otpMachine,
  type AcceptedCode,
  type OtpEvent,
  type OtpInput,
  type OtpRefusal,
  type SentCode,
} from './otp.machine';

type Snapshot = SnapshotFrom<typeof otpMachine>;
type Actions = ReturnType<typeof transition<typeof otpMachine>>[1];

const accepted: AcceptedCode = { token: 'login-token' };
const sent: SentCode = { message: 'تم إرسال رمز جديد إلى بريدك' };
const wrongCode: OtpRefusal = { message: 'رمز التحقق غير صحيح' };
const tooManyResends: OtpRefusal = { message: 'تجاوزت عدد المحاولات' };
const networkFailure = new TypeError('Failed to fetch');
const tick = { type: 'xstate.after.second.otp.awaitingCode.countdown.running' } as const;

/** The events of a walk: the citizen's, and those of the countdown and the server calls. */
type StepEvent =
  | OtpEvent
  | typeof tick
  | { type: 'xstate.done.actor.verifyCode'; output: AcceptedCode }
  | { type: 'xstate.done.actor.resendCode'; output: SentCode }
  | { type: 'xstate.error.actor.verifyCode' | 'xstate.error.actor.resendCode'; error: unknown };
const persianFragment = '۴۲';
/** A message as it arrives by e-mail or SMS: a whole code in Arabic-Indic digits among words. */
const messageWithCode = (length: number) => `رمز الدخول: ${'١٢٣٤٥٦٧٨٩'.slice(0, length)}`;

// The citizen's events at the focused box (a digit, a non-digit, backspace, a pasted message, a pasted
// fragment in Persian digits), the countdown's tick and every answer the server may give; each state
// is offered only those it handles.
function events(snapshot: Snapshot): OtpEvent[] {
  const { focusedIndex: index, length } = snapshot.context;
  const candidates: StepEvent[] = [
    { type: 'otp.type', index, value: '٧' },
    { type: 'otp.type', index, value: 'x' },
    { type: 'otp.backspace', index },
    { type: 'otp.paste', index: 0, text: messageWithCode(length) },
    { type: 'otp.paste', index, text: persianFragment },
    { type: 'otp.focus', index: 0 },
    { type: 'otp.submit' },
    { type: 'otp.resend' },
    tick,
    { type: 'xstate.done.actor.verifyCode', output: accepted },
    { type: 'xstate.error.actor.verifyCode', error: wrongCode },
    { type: 'xstate.error.actor.verifyCode', error: networkFailure },
    { type: 'xstate.done.actor.resendCode', output: sent },
    { type: 'xstate.error.actor.resendCode', error: tooManyResends },
    { type: 'xstate.error.actor.resendCode', error: networkFailure },
  ];
  return candidates.filter((event) => snapshot.can(event as OtpEvent)) as OtpEvent[];
}

/** How many boxes hold a digit, as far as the machine cares. */
const filled = ({ digits }: Snapshot['context']) => {
  const count = digits.filter((digit) => digit !== '').length;
  return count === 0 ? 'none' : count === digits.length ? 'all' : 'some';
};
// Shortest paths reach each state with none, some or all boxes filled, each second left and each notice
// once, then take every step out of it.
const serializeSeen = ({ value, context }: Snapshot) =>
  JSON.stringify([value, filled(context), context.secondsLeft, context.notice?.kind ?? null]);
// Simple paths go through each state with an incomplete or a complete code at most once (a code is only
// sent complete, so the state value alone would never reach verifying), without the steps that would
// only repeat them with another way to enter digits, move the focus or fail.
const serializeCompleteness = ({ value, context }: Snapshot) => JSON.stringify([value, filled(context) === 'all']);
const isVariant = (event: StepEvent) =>
  event.type === 'otp.type' ||
  event.type === 'otp.focus' ||
  (event.type === 'otp.paste' && event.text === persianFragment) ||
  ('error' in event && event.error === networkFailure);
const simpleEvents = (snapshot: Snapshot) => events(snapshot).filter((event) => !isVariant(event));

// Walked as pure transitions: the server never answers by itself.
const walkedMachine = otpMachine.provide({
  actors: {
    verifyCode: fromPromise(() => new Promise<AcceptedCode>(() => {})),
    resendCode: fromPromise(() => new Promise<SentCode>(() => {})),
  },
});

const stateKey = ({ value }: Snapshot) =>
  typeof value === 'string' ? value : `${value.awaitingCode!.countdown}/${value.awaitingCode!.code}`;

/** What must hold in every state. */
function expectState(snapshot: Snapshot) {
  const { digits, focusedIndex, secondsLeft, length, seconds } = snapshot.context;
  expect(digits).toHaveLength(length);
  for (const digit of digits) expect(digit).toMatch(/^[0-9]?$/);
  expect(focusedIndex).toBeGreaterThanOrEqual(0);
  expect(focusedIndex).toBeLessThan(length);
  expect(secondsLeft).toBeGreaterThanOrEqual(0);
  expect(secondsLeft).toBeLessThanOrEqual(seconds);
  expectations[stateKey(snapshot)]!(snapshot);
}

const canType = (snapshot: Snapshot) => snapshot.can({ type: 'otp.type', index: 0, value: '1' });

/** What must hold in each region's state, whatever path led there; the two regions' states combine freely. */
const countdownExpectations: Record<string, (snapshot: Snapshot) => void> = {
  running: (snapshot) => expect(snapshot.context.secondsLeft).toBeGreaterThan(0),
  expired: (snapshot) => {
    expect(snapshot.context.secondsLeft).toBe(0);
    expect(snapshot.can({ type: 'otp.submit' })).toBe(false);
  },
};
const codeExpectations: Record<string, (snapshot: Snapshot) => void> = {
  entering: (snapshot) => {
    const { digits, secondsLeft } = snapshot.context;
    expect(snapshot.can({ type: 'otp.submit' })).toBe(digits.every((digit) => digit !== '') && secondsLeft > 0);
    expect(snapshot.can({ type: 'otp.resend' })).toBe(true);
    expect(canType(snapshot)).toBe(true);
  },
  verifying: (snapshot) => {
    expect(filled(snapshot.context)).toBe('all');
    expect(canType(snapshot)).toBe(false);
    expect(snapshot.can({ type: 'otp.resend' })).toBe(false);
  },
  resending: (snapshot) => {
    expect(canType(snapshot)).toBe(false);
    expect(snapshot.can({ type: 'otp.submit' })).toBe(false);
    expect(snapshot.can({ type: 'otp.resend' })).toBe(false);
  },
};
const expectations: Record<string, (snapshot: Snapshot) => void> = {
  verified: (snapshot) => expect(snapshot.status).toBe('done'),
  ...Object.fromEntries(
    Object.entries(countdownExpectations).flatMap(([countdown, expectCountdown]) =>
      Object.entries(codeExpectations).map(([code, expectCode]) => [
        `${countdown}/${code}`,
        (snapshot: Snapshot) => {
          expect(snapshot.status).toBe('active');
          expectCountdown(snapshot);
          expectCode(snapshot);
        },
      ]),
    ),
  ),
};

/** The injected side effects a step runs, and the calls it starts with their input. */
function effectsOf(actions: Actions) {
  return {
    effects: actions.filter(({ type }) => !type.startsWith('xstate.')).map(({ type, params }) => [type, params]),
    // A spawn's params carry the actor's input at run time, though their type does not say so.
    calls: actions.flatMap(({ type, params }) =>
      type === 'xstate.spawnChild'
        ? [[(params as { src: string }).src, (params as unknown as { input: unknown }).input]]
        : [],
    ),
  };
}

/** The boxes other than `changed` are as they were. */
function expectOtherBoxesKept(before: Snapshot, after: Snapshot, changed: number[]) {
  before.context.digits.forEach((digit, index) => {
    if (!changed.includes(index)) expect(after.context.digits[index]).toBe(digit);
  });
}

/** How one step changes the boxes, the focus, the countdown and the notice, and which calls and effects it starts. */
function expectStep(before: Snapshot, event: StepEvent, after: Snapshot, actions: Actions) {
  const { effects, calls } = effectsOf(actions);
  const { length, seconds, secondsLeft, digits } = before.context;
  const last = length - 1;
  expect(effects).toEqual(event.type === 'xstate.done.actor.verifyCode' ? [['signIn', accepted]] : []);
  expect(calls).toEqual(
    event.type === 'otp.submit'
      ? [['verifyCode', { code: digits.join('') }]]
      : event.type === 'otp.resend'
        ? [['resendCode', undefined]]
        : [],
  );
  if (event.type !== tick.type && event.type !== 'xstate.done.actor.resendCode')
    expect(after.context.secondsLeft).toBe(secondsLeft);

  switch (event.type) {
    case 'otp.type':
      expect(after.context.digits[event.index]).toBe('7');
      expectOtherBoxesKept(before, after, [event.index]);
      expect(after.context.focusedIndex).toBe(Math.min(event.index + 1, last));
      expect(after.context.notice).toBeNull();
      break;
    case 'otp.paste':
      if (event.index === 0 && event.text === messageWithCode(length)) {
        expect(after.context.digits.join('')).toBe('123456789'.slice(0, length));
        expect(after.context.focusedIndex).toBe(last);
      } else {
        const fitting = ['4', '2'].slice(0, length - event.index);
        expect(after.context.digits.slice(event.index, event.index + 2)).toEqual(fitting);
        expectOtherBoxesKept(before, after, [event.index, event.index + 1]);
        expect(after.context.focusedIndex).toBe(Math.min(event.index + fitting.length, last));
      }
      expect(after.context.notice).toBeNull();
      break;
    case 'otp.backspace': {
      const erased = digits[event.index] !== '' ? event.index : event.index - 1;
      expect(after.context.digits[erased]).toBe('');
      expectOtherBoxesKept(before, after, [erased]);
      expect(after.context.focusedIndex).toBe(erased);
      expect(after.context.notice).toBeNull();
      break;
    }
    case 'otp.focus':
      expect(after.context.focusedIndex).toBe(event.index);
      expect(after.context.digits).toEqual(digits);
      break;
    case tick.type:
      expect(after.context.secondsLeft).toBe(secondsLeft - 1);
      expect(after.context.digits).toEqual(digits);
      break;
    case 'xstate.error.actor.verifyCode':
      expect(after.context).toMatchObject({
        digits: Array.from({ length }, () => ''),
        focusedIndex: 0,
        notice: { kind: 'codeRefused', message: event.error === wrongCode ? wrongCode.message : undefined },
      });
      break;
    case 'xstate.done.actor.resendCode':
      expect(after.context).toMatchObject({
        digits: Array.from({ length }, () => ''),
        focusedIndex: 0,
        secondsLeft: seconds,
        notice: { kind: 'codeSent', message: sent.message },
      });
      expect(after.matches({ awaitingCode: { countdown: 'running', code: 'entering' } })).toBe(true);
      break;
    case 'xstate.error.actor.resendCode':
      expect(after.context.digits).toEqual(digits);
      expect(after.context.notice).toEqual({
        kind: 'resendFailed',
        message: event.error === tooManyResends ? tooManyResends.message : undefined,
      });
      break;
    default:
      expect(after.context.digits).toEqual(digits);
  }
}

function takeStep(snapshot: Snapshot, event: StepEvent): Snapshot {
  const [next, actions] = transition(walkedMachine, snapshot, event as OtpEvent);
  expectState(next);
  expectStep(snapshot, event, next, actions);
  return next;
}

function describeEvent(event: StepEvent): string {
  if (event.type === tick.type) return 'one second';
  if ('value' in event) return `${event.type}(${event.index}, ${event.value})`;
  if ('text' in event) return `${event.type}(${event.index}, ${event.text})`;
  if ('index' in event) return `${event.type}(${event.index})`;
  if ('error' in event) return `${event.type}(${event.error === networkFailure ? 'network' : 'refused'})`;
  return event.type;
}
const describePath = (steps: { event: OtpEvent }[]) =>
  steps
    .slice(1)
    .map(({ event }) => describeEvent(event))
    .join(' → ') || '(start)';

describe.each<[string, OtpInput]>([
  ['six boxes, two seconds', { seconds: 2 }],
  ['four boxes, one second', { length: 4, seconds: 1 }],
])('the otp machine with %s', (_name, input) => {
  const shortest = getShortestPaths(walkedMachine, { input, events, serializeState: serializeSeen });
  const simple = getSimplePaths(walkedMachine, { input, events: simpleEvents, serializeState: serializeCompleteness });

  it('starts with empty boxes and the full time, and reaches every state', () => {
    const [snapshot] = initialTransition(walkedMachine, input);
    expect(snapshot.context).toMatchObject({ focusedIndex: 0, secondsLeft: input.seconds, notice: null });
    expect(snapshot.context.digits).toEqual(Array.from({ length: input.length ?? 6 }, () => ''));
    expect(new Set(shortest.map((path) => stateKey(path.state)))).toEqual(new Set(Object.keys(expectations)));
  });

  describe.each([
    ['shortest', shortest],
    ['simple', simple],
  ])('%s paths', (_kind, paths) => {
    // Each path ends with every step out of its last state, so the shortest paths take every transition.
    it.each(paths.map((path) => [describePath(path.steps), path] as const))('%s', (_description, path) => {
      let [snapshot] = initialTransition(walkedMachine, input);
      expectState(snapshot);
      for (const { event } of path.steps.slice(1)) {
        snapshot = takeStep(snapshot, event);
      }
      expect(snapshot.value).toEqual(path.state.value);
      for (const event of events(snapshot)) takeStep(snapshot, event);
    });
  });
});

describe('a live code screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A screen whose verify and resend calls the test answers, one per call, in order. */
  function start(input: OtpInput = {}) {
    const verifications: { code: string; resolve: (value: AcceptedCode) => void; reject: (error: unknown) => void }[] =
      [];
    const resends: { resolve: (value: SentCode) => void; reject: (error: unknown) => void }[] = [];
    const signIn = vi.fn();
    const machine = otpMachine.provide({
      actors: {
        verifyCode: fromPromise(
          ({ input: { code } }: { input: { code: string } }) =>
            new Promise<AcceptedCode>((resolve, reject) => verifications.push({ code, resolve, reject })),
        ),
        resendCode: fromPromise(() => new Promise<SentCode>((resolve, reject) => resends.push({ resolve, reject }))),
      },
      actions: { signIn: (_, params) => signIn(params) },
    });
    const actor = createActor(machine, { input }).start();
    return { actor, verifications, resends, signIn, context: () => actor.getSnapshot().context };
  }
  const fill = (actor: ReturnType<typeof start>['actor'], code: string) =>
    actor.send({ type: 'otp.paste', index: 0, text: code });

  it('counts down from 120 seconds, then refuses the code and offers a resend', async () => {
    const { actor, verifications, context } = start();
    expect(context().secondsLeft).toBe(120);
    await vi.advanceTimersByTimeAsync(1000);
    expect(context().secondsLeft).toBe(119);
    await vi.advanceTimersByTimeAsync(118_000);
    expect(context().secondsLeft).toBe(1);
    fill(actor, '123456');
    expect(actor.getSnapshot().can({ type: 'otp.submit' })).toBe(true);

    await vi.advanceTimersByTimeAsync(1000);
    expect(context().secondsLeft).toBe(0);
    expect(actor.getSnapshot().matches({ awaitingCode: { countdown: 'expired' } })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'otp.submit' })).toBe(false);
    actor.send({ type: 'otp.submit' });
    expect(verifications).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'otp.resend' })).toBe(true);
    // Stopped at 0: no timer is left running.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts the countdown and empties the boxes when a new code is sent', async () => {
    const { actor, resends, context } = start();
    await vi.advanceTimersByTimeAsync(50_000);
    fill(actor, '123');
    actor.send({ type: 'otp.resend' });
    // The old code's time keeps running until the new one is sent.
    await vi.advanceTimersByTimeAsync(2000);
    expect(context().secondsLeft).toBe(68);

    resends[0]!.resolve(sent);
    await vi.advanceTimersByTimeAsync(0);
    expect(context()).toMatchObject({
      secondsLeft: 120,
      digits: ['', '', '', '', '', ''],
      focusedIndex: 0,
      notice: { kind: 'codeSent', message: sent.message },
    });
    await vi.advanceTimersByTimeAsync(119_000);
    expect(context().secondsLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches({ awaitingCode: { countdown: 'expired' } })).toBe(true);
  });

  it('resends after the countdown expired, and accepts the new code', async () => {
    const { actor, resends, verifications, context } = start({ seconds: 3 });
    await vi.advanceTimersByTimeAsync(3000);
    actor.send({ type: 'otp.resend' });
    resends[0]!.resolve(sent);
    await vi.advanceTimersByTimeAsync(0);
    expect(context().secondsLeft).toBe(3);
    fill(actor, '654321');
    actor.send({ type: 'otp.submit' });
    expect(verifications.map(({ code }) => code)).toEqual(['654321']);
  });

  it('keeps the countdown and the boxes when a resend fails', async () => {
    const { actor, resends, context } = start();
    fill(actor, '12');
    actor.send({ type: 'otp.resend' });
    resends[0]!.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(context()).toMatchObject({
      secondsLeft: 119,
      digits: ['1', '2', '', '', '', ''],
      notice: { kind: 'resendFailed', message: undefined },
    });
  });

  it('fills every box from a pasted code in Arabic-Indic digits and signs in with it', async () => {
    const { actor, verifications, signIn, context } = start();
    actor.send({ type: 'otp.paste', index: 2, text: '١٢٣٤٥٦' });
    expect(context().digits).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(context().focusedIndex).toBe(5);

    actor.send({ type: 'otp.submit' });
    expect(verifications.map(({ code }) => code)).toEqual(['123456']);
    verifications[0]!.resolve(accepted);
    await vi.advanceTimersByTimeAsync(0);
    expect(signIn).toHaveBeenCalledExactlyOnceWith(accepted);
    expect(actor.getSnapshot().status).toBe('done');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fills from the pasted box as many digits as fit when the text is not a whole code', () => {
    const { actor, context } = start();
    actor.send({ type: 'otp.paste', index: 3, text: 'x۹۸۷۶' });
    expect(context().digits).toEqual(['', '', '', '9', '8', '7']);
    expect(context().focusedIndex).toBe(5);
    actor.send({ type: 'otp.paste', index: 0, text: '42' });
    expect(context().digits).toEqual(['4', '2', '', '9', '8', '7']);
    expect(context().focusedIndex).toBe(2);
    actor.send({ type: 'otp.paste', index: 0, text: '1234567' });
    expect(context().digits).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('moves the focus forward after a digit and ignores anything else', () => {
    const { actor, context } = start();
    actor.send({ type: 'otp.type', index: 0, value: '3' });
    actor.send({ type: 'otp.type', index: 1, value: '۵' });
    actor.send({ type: 'otp.type', index: 2, value: 'a' });
    actor.send({ type: 'otp.type', index: 2, value: ' ' });
    expect(context()).toMatchObject({ digits: ['3', '5', '', '', '', ''], focusedIndex: 2 });
  });

  it('takes a whole code an autofill put into one box', () => {
    const { actor, context } = start();
    actor.send({ type: 'otp.type', index: 0, value: '246810' });
    expect(context()).toMatchObject({ digits: ['2', '4', '6', '8', '1', '0'], focusedIndex: 5 });
  });

  it('moves the focus back on backspace in an empty box, erasing the digit there', () => {
    const { actor, context } = start();
    fill(actor, '12');
    expect(context().focusedIndex).toBe(2);
    actor.send({ type: 'otp.backspace', index: 2 });
    expect(context()).toMatchObject({ digits: ['1', '', '', '', '', ''], focusedIndex: 1 });
    actor.send({ type: 'otp.backspace', index: 1 });
    expect(context()).toMatchObject({ digits: ['', '', '', '', '', ''], focusedIndex: 0 });
    expect(actor.getSnapshot().can({ type: 'otp.backspace', index: 0 })).toBe(false);
  });

  it('erases a filled box on backspace and keeps the focus there', () => {
    const { actor, context } = start();
    fill(actor, '123456');
    actor.send({ type: 'otp.focus', index: 3 });
    actor.send({ type: 'otp.backspace', index: 3 });
    expect(context()).toMatchObject({ digits: ['1', '2', '3', '', '5', '6'], focusedIndex: 3 });
    expect(actor.getSnapshot().can({ type: 'otp.submit' })).toBe(false);
  });

  it('ignores a box that does not exist', () => {
    const { actor } = start();
    for (const index of [-1, 6, 1.5]) {
      expect(actor.getSnapshot().can({ type: 'otp.focus', index })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'otp.type', index, value: '1' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'otp.paste', index, text: '12' })).toBe(false);
    }
  });

  it('empties the boxes after a refused code, shows why, and keeps counting down meanwhile', async () => {
    const { actor, verifications, signIn, context } = start();
    fill(actor, '111111');
    actor.send({ type: 'otp.submit' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(context().secondsLeft).toBe(117);
    verifications[0]!.reject(wrongCode);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ awaitingCode: { countdown: 'running', code: 'entering' } })).toBe(true);
    expect(context()).toMatchObject({
      digits: ['', '', '', '', '', ''],
      focusedIndex: 0,
      secondsLeft: 117,
      notice: { kind: 'codeRefused', message: wrongCode.message },
    });
    expect(signIn).not.toHaveBeenCalled();

    actor.send({ type: 'otp.type', index: 0, value: '2' });
    expect(context().notice).toBeNull();
  });

  it('shows no technical text when verification fails without a server answer', async () => {
    const { actor, verifications, context } = start();
    fill(actor, '111111');
    actor.send({ type: 'otp.submit' });
    verifications[0]!.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(context().notice).toEqual({ kind: 'codeRefused', message: undefined });
  });
});
