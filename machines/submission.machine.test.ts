import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  submissionMachine,
  type Answers,
  type SubmissionEvent,
  type SubmissionInput,
  type SubmissionRefusal,
  type SubmissionSuccess,
} from './submission.machine';

type Snapshot = SnapshotFrom<typeof submissionMachine>;

const answers = { username: 'Sara', phone: '+966501234567' };
const success: SubmissionSuccess = { message: 'تم إرسال الرسالة بنجاح!' };
const refusal: SubmissionRefusal = { message: 'الرجاء تعبئة الحقول المطلوبة', fieldErrors: { phone: ['رقم الجوال مطلوب'], username: ['x'] } };

// The events a path may take: the citizen's, the submit actor's outcomes (a refusal, a failure without
// details) and the redirect delay elapsing. Each state is offered only those it handles.
const allEvents = [
  { type: 'form.edit', values: { ...answers, phone: '' }, fields: ['phone'] },
  { type: 'form.submit', values: answers },
  { type: 'form.reset' },
  { type: 'form.invalid', fieldErrors: { phone: ['رقم الجوال مطلوب'] } },
  { type: 'xstate.done.actor.submit', output: success },
  { type: 'xstate.error.actor.submit', error: refusal },
  { type: 'xstate.error.actor.submit', error: new TypeError('Failed to fetch') },
  { type: 'xstate.after.redirectDelay.submission.redirecting' },
] as unknown as SubmissionEvent[];
const events = (snapshot: Snapshot) => allEvents.filter((event) => snapshot.can(event));
// For the shortest paths a state is its value and what the citizen sees (answers, a message, field
// errors), so each combination is reached once; simple paths go through each state value at most once.
const serializeSeen = ({ value, context }: Snapshot) =>
  JSON.stringify([value, Object.keys(context.values).length > 0, context.message !== undefined, Object.keys(context.fieldErrors)]);
const serializeValue = ({ value }: Snapshot) => JSON.stringify(value);

// Walked as pure transitions: the submit actor is never settled by itself.
const walkedMachine = submissionMachine.provide({ actors: { submit: fromPromise(() => new Promise<SubmissionSuccess>(() => {})) } });

/** What must hold in each state, whatever path led there. */
const expectations: Record<string, (snapshot: Snapshot) => void> = {
  idle: (snapshot) => {
    expect(snapshot.status).toBe('active');
    expect(snapshot.can({ type: 'form.submit', values: answers })).toBe(true);
  },
  submitting: (snapshot) => {
    expect(snapshot.context.values).toEqual(answers);
    expect(snapshot.can({ type: 'form.submit', values: answers })).toBe(false);
  },
  failed: (snapshot) => {
    expect([refusal.message, undefined]).toContain(snapshot.context.message);
    // The answers are kept, so the citizen corrects them rather than typing them again.
    expect(Object.keys(snapshot.context.values)).toEqual(Object.keys(answers));
    expect(snapshot.can({ type: 'form.submit', values: answers })).toBe(true);
  },
  succeeded: (snapshot) => {
    expect(snapshot.context).toMatchObject({ values: {}, fieldErrors: {}, message: success.message });
  },
  redirecting: (snapshot) => {
    expect(snapshot.context.message).toBe(success.message);
    expect(snapshot.can({ type: 'form.submit', values: answers })).toBe(false);
  },
  redirected: (snapshot) => {
    expect(snapshot.status).toBe('done');
  },
};

const describePath = (steps: { event: { type: string } }[]) => steps.map((step) => step.event.type).join(' → ') || '(start)';

describe.each<[string, SubmissionInput]>([
  ['without a redirect', {}],
  ['with a redirect to /profile after 1 s', { redirect: { to: '/profile', delayMs: 1000 } }],
])('the submission machine %s', (_name, input) => {
  const shortest = getShortestPaths(walkedMachine, { input, events, serializeState: serializeSeen });
  const simple = getSimplePaths(walkedMachine, { input, events, serializeState: serializeValue });

  it('reaches every state it declares for this input', () => {
    const reached = new Set(simple.map((path) => String(path.state.value)));
    const expected = input.redirect ? ['idle', 'submitting', 'failed', 'redirecting', 'redirected'] : ['idle', 'submitting', 'failed', 'succeeded'];
    expect([...reached].sort()).toEqual(expected.sort());
  });

  describe.each([
    ['shortest', shortest],
    ['simple', simple],
  ])('%s paths', (_kind, paths) => {
    it.each(paths.map((path) => [describePath(path.steps), path] as const))('%s', (_description, path) => {
      for (const { state } of path.steps) expectations[String(state.value)]!(state);
      expectations[String(path.state.value)]!(path.state);
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

  function start(input: SubmissionInput, submit: (values: Answers) => Promise<SubmissionSuccess>) {
    const notifySuccess = vi.fn();
    const notifyFailure = vi.fn();
    const redirect = vi.fn();
    const machine = submissionMachine.provide({
      actors: { submit: fromPromise(({ input: values }: { input: Answers }) => submit(values)) },
      actions: {
        notifySuccess: (_, params) => notifySuccess(params.message),
        notifyFailure: (_, params) => notifyFailure(params.message),
        redirect: (_, params) => redirect(params.to),
      },
    });
    const actor = createActor(machine, { input }).start();
    return { actor, notifySuccess, notifyFailure, redirect };
  }

  it('redirects once, only after the delay', async () => {
    const { actor, notifySuccess, redirect } = start({ redirect: { to: '/sign-in', delayMs: 3000 } }, async () => success);
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
    const submit = vi.fn<(values: Answers) => Promise<SubmissionSuccess>>().mockRejectedValueOnce(refusal).mockResolvedValueOnce(success);
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
