import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  captchaEscalationMachine,
  captchaToken,
  mayAttempt,
  type CaptchaEscalationEvent,
  type CaptchaEscalationInput,
} from './captcha-escalation.machine';

type Snapshot = SnapshotFrom<typeof captchaEscalationMachine>;
type Actions = ReturnType<typeof transition<typeof captchaEscalationMachine>>[1];

// The citizen's and the server's events; each state is offered only those it handles.
const allEvents: CaptchaEscalationEvent[] = [
  { type: 'submission.attempt' },
  { type: 'submission.failed' },
  { type: 'submission.succeeded' },
  { type: 'captcha.required' },
  { type: 'captcha.solved', token: 'captcha-1' },
  { type: 'captcha.solved', token: 'captcha-2' },
  { type: 'captcha.expired' },
];
const events = (snapshot: Snapshot) => allEvents.filter((event) => snapshot.can(event));
// Counts past the threshold behave alike, so the shortest paths stop counting one past it.
const serializeSeen = ({ value, context }: Snapshot) =>
  JSON.stringify([value, Math.min(context.failures, context.threshold + 1), context.captchaToken]);
const serializeValue = ({ value }: Snapshot) => JSON.stringify(value);

const stateKey = ({ value }: Snapshot) => (typeof value === 'string' ? value : `challenged.${value.challenged}`);

/** What must hold in each state, whatever path led there. */
const expectations: Record<string, (snapshot: Snapshot) => void> = {
  open: (snapshot) => {
    expect(snapshot.context.failures).toBeLessThan(snapshot.context.threshold);
    expect(captchaToken(snapshot)).toBeNull();
    expect(mayAttempt(snapshot)).toBe(true);
    expect(snapshot.can({ type: 'captcha.solved', token: 'captcha-1' })).toBe(false);
  },
  'challenged.unsolved': (snapshot) => {
    expect(snapshot.context.failures).toBeGreaterThanOrEqual(snapshot.context.threshold);
    expect(captchaToken(snapshot)).toBeNull();
    expect(mayAttempt(snapshot)).toBe(false);
  },
  'challenged.solved': (snapshot) => {
    expect(snapshot.context.failures).toBeGreaterThanOrEqual(snapshot.context.threshold);
    expect(['captcha-1', 'captcha-2']).toContain(captchaToken(snapshot));
    expect(mayAttempt(snapshot)).toBe(true);
    // A widget solved again gives a newer token, which replaces this one.
    expect(snapshot.can({ type: 'captcha.solved', token: 'captcha-2' })).toBe(true);
  },
};

/** The injected side effects a step runs, in order. */
const effectsOf = (actions: Actions) =>
  actions.map(({ type, params }) => (params === undefined ? [type] : [type, params]));

/** How one step changes the count and the token, and that every change of the count is persisted. */
function expectStep(before: Snapshot, event: CaptchaEscalationEvent, after: Snapshot, actions: Actions) {
  const { failures, threshold } = before.context;
  const expected: Record<
    CaptchaEscalationEvent['type'],
    { failures: number; captchaToken: string | null; effects: unknown[] }
  > = {
    'submission.attempt': { failures, captchaToken: null, effects: [['requireCaptcha']] },
    // A failure uses up the token.
    'submission.failed': {
      failures: failures + 1,
      captchaToken: null,
      effects: [['persistFailures', { failures: failures + 1 }]],
    },
    'submission.succeeded': { failures: 0, captchaToken: null, effects: [['persistFailures', { failures: 0 }]] },
    'captcha.required': {
      failures: Math.max(failures + 1, threshold),
      captchaToken: null,
      effects: [['persistFailures', { failures: Math.max(failures + 1, threshold) }]],
    },
    'captcha.solved': { failures, captchaToken: 'token' in event ? event.token : null, effects: [] },
    'captcha.expired': { failures, captchaToken: null, effects: [] },
  };
  const { effects, ...context } = expected[event.type];
  expect(after.context).toMatchObject(context);
  expect(effectsOf(actions)).toEqual(effects);
}

function takeStep(snapshot: Snapshot, event: CaptchaEscalationEvent): Snapshot {
  const [next, actions] = transition(captchaEscalationMachine, snapshot, event);
  expectations[stateKey(next)]!(next);
  expectStep(snapshot, event, next, actions);
  return next;
}

const describePath = (steps: { event: CaptchaEscalationEvent }[]) =>
  steps
    .slice(1)
    .map(({ event }) => ('token' in event ? `${event.type}(${event.token})` : event.type))
    .join(' → ') || '(start)';

describe.each<[string, CaptchaEscalationInput, string]>([
  ['with no stored failures', { failures: 0 }, 'open'],
  ['with two stored failures', { failures: 2 }, 'open'],
  ['with three stored failures', { failures: 3 }, 'challenged.unsolved'],
  ['with a threshold of 1', { failures: 0, threshold: 1 }, 'open'],
])('the captcha escalation machine %s', (_name, input, firstState) => {
  const shortest = getShortestPaths(captchaEscalationMachine, { input, events, serializeState: serializeSeen });
  const simple = getSimplePaths(captchaEscalationMachine, { input, events, serializeState: serializeValue });

  it(`starts in ${firstState} without writing the count, and reaches every state`, () => {
    const [snapshot, actions] = initialTransition(captchaEscalationMachine, input);
    expect(stateKey(snapshot)).toBe(firstState);
    expect(actions).toEqual([]);
    expect(new Set(simple.map((path) => stateKey(path.state)))).toEqual(new Set(Object.keys(expectations)));
  });

  describe.each([
    ['shortest', shortest],
    ['simple', simple],
  ])('%s paths', (_kind, paths) => {
    // Each path ends with every step out of its last state, so the shortest paths take every transition.
    it.each(paths.map((path) => [describePath(path.steps), path] as const))('%s', (_description, path) => {
      let [snapshot] = initialTransition(captchaEscalationMachine, input);
      expectations[stateKey(snapshot)]!(snapshot);
      for (const { event } of path.steps.slice(1)) {
        snapshot = takeStep(snapshot, event);
      }
      expect(snapshot.value).toEqual(path.state.value);
      for (const event of events(snapshot)) takeStep(snapshot, event);
    });
  });
});

describe('a live sign-in form', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(input: CaptchaEscalationInput) {
    const persistFailures = vi.fn();
    const requireCaptcha = vi.fn();
    const machine = captchaEscalationMachine.provide({
      actions: {
        persistFailures: (_, params) => persistFailures(params.failures),
        requireCaptcha: () => requireCaptcha(),
      },
    });
    const actor = createActor(machine, { input }).start();
    return { actor, persistFailures, requireCaptcha };
  }

  it('asks for a captcha after the third failure, and counts from 0 again after a success', () => {
    const { actor, persistFailures, requireCaptcha } = start({ failures: 0 });
    actor.send({ type: 'submission.failed' });
    actor.send({ type: 'submission.failed' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'submission.failed' });
    expect(actor.getSnapshot().matches({ challenged: 'unsolved' })).toBe(true);
    expect(persistFailures.mock.calls).toEqual([[1], [2], [3]]);

    actor.send({ type: 'submission.attempt' });
    expect(requireCaptcha).toHaveBeenCalledOnce();
    expect(mayAttempt(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'captcha.solved', token: 'captcha-1' });
    expect(mayAttempt(actor.getSnapshot())).toBe(true);
    expect(captchaToken(actor.getSnapshot())).toBe('captcha-1');
    actor.send({ type: 'submission.attempt' });
    expect(requireCaptcha).toHaveBeenCalledOnce();

    actor.send({ type: 'submission.succeeded' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.failures).toBe(0);
    expect(captchaToken(actor.getSnapshot())).toBeNull();
    expect(persistFailures).toHaveBeenLastCalledWith(0);
  });

  it('keeps asking for a captcha however long the citizen waits: only a success resets the count', () => {
    const { actor } = start({ failures: 3 });
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(actor.getSnapshot().matches({ challenged: 'unsolved' })).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets the page submit freely below the threshold', () => {
    const { actor, requireCaptcha } = start({ failures: 2 });
    actor.send({ type: 'submission.attempt' });
    expect(mayAttempt(actor.getSnapshot())).toBe(true);
    expect(captchaToken(actor.getSnapshot())).toBeNull();
    expect(requireCaptcha).not.toHaveBeenCalled();
  });

  it('asks for a new captcha after a failure, since a token is used once', () => {
    const { actor, persistFailures } = start({ failures: 3 });
    actor.send({ type: 'captcha.solved', token: 'captcha-1' });
    actor.send({ type: 'submission.failed' });
    expect(actor.getSnapshot().matches({ challenged: 'unsolved' })).toBe(true);
    expect(captchaToken(actor.getSnapshot())).toBeNull();
    expect(persistFailures).toHaveBeenCalledExactlyOnceWith(4);
  });

  it('asks for a new captcha when the solved one expires', () => {
    const { actor } = start({ failures: 3 });
    actor.send({ type: 'captcha.solved', token: 'captcha-1' });
    actor.send({ type: 'captcha.expired' });
    expect(mayAttempt(actor.getSnapshot())).toBe(false);
    expect(captchaToken(actor.getSnapshot())).toBeNull();
  });

  it.each([-1, Number.NaN, 2.5, Number.POSITIVE_INFINITY])('counts a stored count of %s as 0', (failures) => {
    const { actor, persistFailures } = start({ failures });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.failures).toBe(0);
    actor.send({ type: 'submission.failed' });
    expect(persistFailures).toHaveBeenCalledExactlyOnceWith(1);
  });

  it.each([3, 7])('starts challenged with %i stored failures', (failures) => {
    const { actor } = start({ failures });
    expect(actor.getSnapshot().matches({ challenged: 'unsolved' })).toBe(true);
    expect(actor.getSnapshot().context.failures).toBe(failures);
  });

  it('follows a threshold given in the input', () => {
    const { actor } = start({ failures: 4, threshold: 5 });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'submission.failed' });
    expect(actor.getSnapshot().matches({ challenged: 'unsolved' })).toBe(true);
  });

  it('asks for a captcha when the server requires one, and remembers the count at the threshold', () => {
    const { actor, persistFailures } = start({ failures: 0 });
    actor.send({ type: 'captcha.required' });
    expect(actor.getSnapshot().matches({ challenged: 'unsolved' })).toBe(true);
    expect(persistFailures).toHaveBeenCalledExactlyOnceWith(3);
  });

  it("counts a demand for a captcha as a refusal once the count is past the threshold, so the used token's widget is replaced", () => {
    const { actor, persistFailures } = start({ failures: 3 });
    actor.send({ type: 'captcha.solved', token: 'captcha-1' });
    actor.send({ type: 'captcha.required' });
    expect(actor.getSnapshot().context).toMatchObject({ failures: 4, captchaToken: null });
    expect(persistFailures).toHaveBeenCalledExactlyOnceWith(4);
  });
});
