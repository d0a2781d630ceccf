import { describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { staffSignInMachine, type StaffEnrolment, type StaffSignInEvent } from './staff-sign-in.machine';

type Snapshot = SnapshotFrom<typeof staffSignInMachine>;
type Actions = ReturnType<typeof transition<typeof staffSignInMachine>>[1];

const enrolment: StaffEnrolment = { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_svg: '<svg/>' };
const codes = ['aaaa-bbbb', 'cccc-dddd'];

// The server's answers and the staff member's clicks; each state is offered only those it handles.
const allEvents: StaffSignInEvent[] = [
  { type: 'credentials.accepted', challenge: 'challenge-1' },
  { type: 'credentials.accepted', challenge: 'challenge-2', enrolment },
  { type: 'code.accepted', session: { token: 'token-1', recoveryCodes: [] } },
  { type: 'code.accepted', session: { token: 'token-2', recoveryCodes: codes } },
  { type: 'challenge.lapsed' },
  { type: 'code.back' },
  { type: 'recoveryCodes.kept' },
];
const events = (snapshot: Snapshot) => allEvents.filter((event) => snapshot.can(event));
const serializeState = ({ value, context }: Snapshot) => JSON.stringify([value, context]);

/** What must hold in each state, whatever path led there. */
const expectations: Record<string, (snapshot: Snapshot) => void> = {
  credentials: ({ context }) => {
    expect(context.challenge).toBeNull();
    expect(context.enrolment).toBeNull();
    expect(context.recoveryCodes).toEqual([]);
  },
  code: ({ context }) => {
    expect(context.challenge).toMatch(/^challenge-/);
    // Only a first sign-in (the second challenge) brings a QR code to scan.
    expect(context.enrolment).toEqual(context.challenge === 'challenge-2' ? enrolment : null);
  },
  recoveryCodes: ({ context }) => {
    expect(context.recoveryCodes).toEqual(codes);
    expect(context.challenge).toBeNull();
  },
  signedIn: (snapshot) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.context).toEqual({ challenge: null, enrolment: null, recoveryCodes: [] });
  },
};

/** The injected side effects a step runs, in order. */
const effectsOf = (actions: Actions) =>
  actions
    .filter(({ type }) => type === 'keepSession' || type === 'enterAdmin')
    .map(({ type, params }) => (type === 'keepSession' ? [type, (params as { token: string }).token] : [type]));

function expectedEffects(before: Snapshot, event: StaffSignInEvent, after: Snapshot): unknown[] {
  if (event.type === 'code.accepted') {
    const kept = ['keepSession', event.session.token];
    return after.value === 'signedIn' ? [kept, ['enterAdmin']] : [kept];
  }
  return before.value === 'recoveryCodes' && after.value === 'signedIn' ? [['enterAdmin']] : [];
}

function takeStep(snapshot: Snapshot, event: StaffSignInEvent): Snapshot {
  const [next, actions] = transition(staffSignInMachine, snapshot, event);
  expectations[String(next.value)]!(next);
  expect(effectsOf(actions)).toEqual(expectedEffects(snapshot, event, next));
  return next;
}

const describePath = (steps: { event: StaffSignInEvent }[]) =>
  steps
    .slice(1)
    .map(({ event }) => event.type)
    .join(' → ') || '(start)';

describe('the staff sign-in machine', () => {
  const shortest = getShortestPaths(staffSignInMachine, { events, serializeState });
  const simple = getSimplePaths(staffSignInMachine, { events, serializeState });

  it('starts at the password and reaches every state', () => {
    const [snapshot] = initialTransition(staffSignInMachine);
    expect(snapshot.value).toBe('credentials');
    expect(new Set(simple.map((path) => String(path.state.value)))).toEqual(new Set(Object.keys(expectations)));
  });

  describe.each([
    ['shortest', shortest],
    ['simple', simple],
  ])('%s paths', (_kind, paths) => {
    it.each(paths.map((path) => [describePath(path.steps), path] as const))('%s', (_description, path) => {
      let [snapshot] = initialTransition(staffSignInMachine);
      for (const { event } of path.steps.slice(1)) snapshot = takeStep(snapshot, event);
      expect(snapshot.value).toEqual(path.state.value);
      for (const event of events(snapshot)) takeStep(snapshot, event);
    });
  });

  it('stores the session before showing the recovery codes, and enters only once they are kept', () => {
    const keepSession = vi.fn();
    const enterAdmin = vi.fn();
    const actor = createActor(
      staffSignInMachine.provide({
        actions: { keepSession: (_, { token }) => keepSession(token), enterAdmin: () => enterAdmin() },
      }),
    ).start();
    actor.send({ type: 'credentials.accepted', challenge: 'c', enrolment });
    expect(actor.getSnapshot().context.enrolment).toEqual(enrolment);
    actor.send({ type: 'code.accepted', session: { token: 't', recoveryCodes: codes } });
    expect(keepSession).toHaveBeenCalledWith('t');
    expect(enterAdmin).not.toHaveBeenCalled();
    actor.send({ type: 'recoveryCodes.kept' });
    expect(enterAdmin).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('done');
  });
});
