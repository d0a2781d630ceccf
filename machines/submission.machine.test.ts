import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  submissionMachine,
  type SubmissionAttempt,
  type SubmissionEvent,
  type SubmissionInput,
  type SubmissionRefusal,
  type SubmissionSuccess,
} from './submission.machine';

type Snapshot = SnapshotFrom<typeof submissionMachine>;

const answers = { username: 'Sara', phone: '+966501234567' };
const otherAnswers = { username: 'Noura', phone: '+966501234567' };
const success: SubmissionSuccess = { message: 'تم إرسال الرسالة بنجاح!' };
const refusal: SubmissionRefusal = {
  message: 'الرجاء تعبئة الحقول المطلوبة',
  fieldErrors: { phone: ['رقم الجوال مطلوب'], username: ['x'] },
};

// The events a path may take: the citizen's, the submit actor's outcomes (a refusal, a failure without
// details) and the redirect delay elapsing. Each state is offered only those it handles.
const allEvents = [
  { type: 'form.edit', values: { ...answers, phone: '' }, fields: ['phone'] },
  { type: 'form.submit', values: answers },
  { type: 'form.submit', values: otherAnswers },
  { type: 'form.reset' },
  { type: 'form.invalid', fieldErrors: { phone: ['رقم الجوال مطلوب'] } },
  { type: 'xstate.done.actor.submit', output: success },
  { type: 'xstate.error.actor.submit', error: refusal },
  { type: 'xstate.error.actor.submit', error: new TypeError('Failed to fetch') },
  { type: 'xstate.after.redirectDelay.submission.redirecting' },
] as unknown as SubmissionEvent[];
const events = (snapshot: Snapshot) => allEvents.filter((event) => snapshot.can(event));
// For the shortest paths a state is its value, what the citizen sees (answers, a message, field errors)
// and whose answers the pending attempt holds, so each combination is reached once; simple paths go
// through each state value at most once.
const serializeSeen = ({ value, context }: Snapshot) =>
  JSON.stringify([
    value,
    Object.keys(context.values).length > 0,
    context.message !== undefined,
    Object.keys(context.fieldErrors),
    context.attempt?.values.username ?? null,
  ]);
const serializeValue = ({ value }: Snapshot) => JSON.stringify(value);

// Walked as pure transitions: the submit actor is never settled by itself.
const walkedMachine = submissionMachine.provide({
  actors: { submit: fromPromise(() => new Promise<SubmissionSuccess>(() => {})) },
});

/** Keys `key-1`, `key-2`, … in order: deterministic stand-ins for the page's random ones. */
function countingKeys() {
  let issued = 0;
  return () => `key-${++issued}`;
}

type Options = Omit<SubmissionInput, 'newIdempotencyKey'>;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What must hold in each state, whatever path led there. */
const expectations: Record<string, (snapshot: Snapshot) => void> = {
  idle: (snapshot) => {
    expect(snapshot.status).toBe('active');
    expect(snapshot.can({ type: 'form.submit', values: answers })).toBe(true);
  },
  submitting: (snapshot) => {
    expect([answers, otherAnswers]).toContainEqual(snapshot.context.values);
    expect(snapshot.context.attempt).toEqual({
      values: snapshot.context.values,
      idempotencyKey: expect.stringMatching(/^key-\d+$/),
    });
    expect(snapshot.can({ type: 'form.submit', values: answers })).toBe(false);
  },
  failed: (snapshot) => {
    expect([refusal.message, undefined]).toContain(snapshot.context.message);
    // Kept for a retry of the same answers.
    expect(snapshot.context.attempt?.idempotencyKey).toBeDefined();
    // The answers are kept, so the citizen corrects them rather than typing them again.
    expect(Object.keys(snapshot.context.values)).toEqual(Object.keys(answers));
    expect(snapshot.can({ type: 'form.submit', values: answers })).toBe(true);
  },
  succeeded: (snapshot) => {
    expect(snapshot.context).toMatchObject({
      values: {},
      fieldErrors: {},
      message: success.message,
      attempt: undefined,
    });
  },
  redirecting: (snapshot) => {
    expect(snapshot.context).toMatchObject({ message: success.message, attempt: undefined });
    expect(snapshot.can({ type: 'form.submit', values: answers })).toBe(false);
  },
  redirected: (snapshot) => {
    expect(snapshot.status).toBe('done');
  },
};

const describePath = (steps: { event: SubmissionEvent | { type: string } }[]) =>
  steps
    .map(({ event }) => ('values' in event && event.values === otherAnswers ? `${event.type}(other)` : event.type))
    .join(' → ') || '(start)';

/** The key rules on one step: a submit of the answers the pending attempt holds reuses its key; any other submit gets a new one. */
function expectKeyRules(before: Snapshot, event: SubmissionEvent, after: Snapshot, issued: Set<string>) {
  if (event.type !== 'form.submit' || !after.matches('submitting')) return;
  const pending = before.context.attempt;
  const key = after.context.attempt!.idempotencyKey;
  if (pending && sameJson(pending.values, event.values)) expect(key).toBe(pending.idempotencyKey);
  else expect(issued).not.toContain(key);
  issued.add(key);
}

describe.each<[string, Options]>([
  ['without a redirect', {}],
  ['with a redirect to /profile after 1 s', { redirect: { to: '/profile', delayMs: 1000 } }],
])('the submission machine %s', (_name, options) => {
  const input: SubmissionInput = { ...options, newIdempotencyKey: countingKeys() };
  const shortest = getShortestPaths(walkedMachine, { input, events, serializeState: serializeSeen });
  const simple = getSimplePaths(walkedMachine, { input, events, serializeState: serializeValue });

  it('reaches every state it declares for this input', () => {
    const reached = new Set(simple.map((path) => String(path.state.value)));
    const expected = input.redirect
      ? ['idle', 'submitting', 'failed', 'redirecting', 'redirected']
      : ['idle', 'submitting', 'failed', 'succeeded'];
    expect([...reached].sort()).toEqual(expected.sort());
  });

  describe.each([
    ['shortest', shortest],
    ['simple', simple],
  ])('%s paths', (_kind, paths) => {
    // Each path is replayed on a fresh machine: the walk merges states that differ only in their key.
    it.each(paths.map((path) => [describePath(path.steps), path] as const))('%s', (_description, path) => {
      let snapshot = getInitialSnapshot(walkedMachine, { ...options, newIdempotencyKey: countingKeys() });
      const issued = new Set<string>();
      expectations[String(snapshot.value)]!(snapshot);
      for (const { event } of path.steps.slice(1) as unknown as { event: SubmissionEvent }[]) {
        const next = getNextSnapshot(walkedMachine, snapshot, event);
        expectations[String(next.value)]!(next);
        expectKeyRules(snapshot, event, next, issued);
        snapshot = next;
      }
      expect(snapshot.value).toEqual(path.state.value);
    });
  });

  it('clears only the edited field’s server errors', () => {
    let snapshot = getInitialSnapshot(walkedMachine, input);
    for (const event of [
      { type: 'form.submit', values: answers },
      { type: 'xstate.error.actor.submit', error: refusal },
      { type: 'form.edit', values: answers, fields: ['phone'] },
    ] as unknown as SubmissionEvent[]) {
      snapshot = getNextSnapshot(walkedMachine, snapshot, event);
    }
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.fieldErrors).toEqual({ username: ['x'] });
  });
});

describe('a live submission', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(options: Options, submit: (attempt: SubmissionAttempt) => Promise<SubmissionSuccess>) {
    const notifySuccess = vi.fn();
    const notifyFailure = vi.fn();
    const redirect = vi.fn();
    const machine = submissionMachine.provide({
      actors: { submit: fromPromise(({ input: attempt }: { input: SubmissionAttempt }) => submit(attempt)) },
      actions: {
        notifySuccess: (_, params) => notifySuccess(params.message),
        notifyFailure: (_, params) => notifyFailure(params.message),
        redirect: (_, params) => redirect(params.to),
      },
    });
    const actor = createActor(machine, { input: { ...options, newIdempotencyKey: countingKeys() } }).start();
    return { actor, notifySuccess, notifyFailure, redirect };
  }

  it('redirects once, only after the delay', async () => {
    const { actor, notifySuccess, redirect } = start(
      { redirect: { to: '/sign-in', delayMs: 3000 } },
      async () => success,
    );
    actor.send({ type: 'form.submit', values: answers });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(notifySuccess).toHaveBeenCalledWith(success.message);

    await vi.advanceTimersByTimeAsync(2999);
    expect(redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(redirect).toHaveBeenCalledExactlyOnceWith('/sign-in');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('redirects at once with a zero delay', async () => {
    const { actor, redirect } = start({ redirect: { to: '/', delayMs: 0 } }, async () => success);
    actor.send({ type: 'form.submit', values: answers });
    await vi.advanceTimersByTimeAsync(0);
    expect(redirect).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('submits once however often the button is pressed, and clears the form on success', async () => {
    const submit = vi.fn(async () => success);
    const { actor } = start({}, submit);
    actor.send({ type: 'form.submit', values: answers });
    actor.send({ type: 'form.submit', values: answers });
    await vi.advanceTimersByTimeAsync(0);
    expect(submit).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({});
  });

  it('keeps the answers and the server errors on a refusal, then retries', async () => {
    const submit = vi
      .fn<(attempt: SubmissionAttempt) => Promise<SubmissionSuccess>>()
      .mockRejectedValueOnce(refusal)
      .mockResolvedValueOnce(success);
    const { actor, notifyFailure, notifySuccess } = start({}, submit);
    actor.send({ type: 'form.submit', values: answers });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ values: answers, fieldErrors: refusal.fieldErrors });
    expect(notifyFailure).toHaveBeenCalledWith(refusal.message);

    actor.send({ type: 'form.submit', values: answers });
    await vi.advanceTimersByTimeAsync(0);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(notifySuccess).toHaveBeenCalledWith(success.message);
  });

  describe('the Idempotency-Key of each attempt', () => {
    const networkFailure = new TypeError('Failed to fetch');
    const keysSent = (submit: ReturnType<typeof vi.fn>) =>
      submit.mock.calls.map(([attempt]) => (attempt as SubmissionAttempt).idempotencyKey);

    async function submitAndSettle(actor: ReturnType<typeof start>['actor'], values: typeof answers) {
      actor.send({ type: 'form.submit', values });
      await vi.advanceTimersByTimeAsync(0);
    }

    it('sends the answers with a new key from the injected generator', async () => {
      const submit = vi.fn(async () => success);
      const { actor } = start({}, submit);
      await submitAndSettle(actor, answers);
      expect(submit).toHaveBeenCalledExactlyOnceWith({ values: answers, idempotencyKey: 'key-1' });
    });

    it.each([
      ['a network failure (the server may have stored them)', networkFailure],
      ['a refusal', refusal],
    ])('retries unchanged answers after %s with the same key', async (_failure, error) => {
      const submit = vi
        .fn<(attempt: SubmissionAttempt) => Promise<SubmissionSuccess>>()
        .mockRejectedValueOnce(error)
        .mockResolvedValueOnce(success);
      const { actor } = start({}, submit);
      await submitAndSettle(actor, answers);
      await submitAndSettle(actor, { ...answers });
      expect(keysSent(submit)).toEqual(['key-1', 'key-1']);
      expect(actor.getSnapshot().matches('succeeded')).toBe(true);
    });

    it('sends changed answers with a new key', async () => {
      const submit = vi
        .fn<(attempt: SubmissionAttempt) => Promise<SubmissionSuccess>>()
        .mockRejectedValueOnce(refusal)
        .mockResolvedValueOnce(success);
      const { actor } = start({}, submit);
      await submitAndSettle(actor, answers);
      actor.send({ type: 'form.edit', values: otherAnswers, fields: ['username'] });
      await submitAndSettle(actor, otherAnswers);
      expect(keysSent(submit)).toEqual(['key-1', 'key-2']);
    });

    it('judges by the answers, not the edits: answers edited back to the failed ones keep the key', async () => {
      const submit = vi
        .fn<(attempt: SubmissionAttempt) => Promise<SubmissionSuccess>>()
        .mockRejectedValueOnce(networkFailure)
        .mockResolvedValueOnce(success);
      const { actor } = start({}, submit);
      await submitAndSettle(actor, answers);
      actor.send({ type: 'form.edit', values: { ...answers, phone: '' }, fields: ['phone'] });
      actor.send({
        type: 'form.edit',
        values: { phone: answers.phone, username: answers.username },
        fields: ['phone'],
      });
      await submitAndSettle(actor, { phone: answers.phone, username: answers.username });
      expect(keysSent(submit)).toEqual(['key-1', 'key-1']);
    });

    it('forgets the key after a success: the same answers sent again are a new message', async () => {
      const submit = vi.fn(async () => success);
      const { actor } = start({}, submit);
      await submitAndSettle(actor, answers);
      await submitAndSettle(actor, answers);
      expect(keysSent(submit)).toEqual(['key-1', 'key-2']);
      expect(actor.getSnapshot().context.attempt).toBeUndefined();
    });
  });

  it('reports a failure without a server message as such', async () => {
    const { actor, notifyFailure } = start({}, async () => {
      throw new TypeError('Failed to fetch');
    });
    actor.send({ type: 'form.submit', values: answers });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.message).toBeUndefined();
    expect(notifyFailure).toHaveBeenCalledWith(undefined);
  });
});
