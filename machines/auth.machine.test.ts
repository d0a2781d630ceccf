import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { authMachine, isEmailUnverified, type AuthEvent, type CurrentUser, type LoadUserRefusal } from './auth.machine';

type Snapshot = SnapshotFrom<typeof authMachine>;
type Actions = ReturnType<typeof transition<typeof authMachine>>[1];

const unverifiedUser: CurrentUser = { name: 'سارة العتيبي', email: 'sara@example.com', email_verified: false };
const verifiedUser: CurrentUser = { ...unverifiedUser, email_verified: true };
const revoked: LoadUserRefusal = { status: 401 };

/** The events of a walk: the visitor's, another tab's, and GET /me's answers. */
type StepEvent =
  | AuthEvent
  | { type: 'xstate.done.actor.loadCurrentUser'; output: CurrentUser }
  | { type: 'xstate.error.actor.loadCurrentUser'; error: unknown };

// Every answer GET /me may give; each state is offered only the events it handles.
const allEvents: StepEvent[] = [
  { type: 'auth.signedIn', token: 'new-token' },
  { type: 'auth.signOut' },
  { type: 'auth.emailVerified' },
  { type: 'auth.reloadUser' },
  { type: 'auth.tokenChanged', token: null },
  { type: 'auth.tokenChanged', token: 'other-tab-token' },
  { type: 'xstate.done.actor.loadCurrentUser', output: unverifiedUser },
  { type: 'xstate.done.actor.loadCurrentUser', output: verifiedUser },
  { type: 'xstate.error.actor.loadCurrentUser', error: revoked },
  { type: 'xstate.error.actor.loadCurrentUser', error: { status: 500 } },
  { type: 'xstate.error.actor.loadCurrentUser', error: new TypeError('Failed to fetch') },
];
const events = (snapshot: Snapshot) => allEvents.filter((event) => snapshot.can(event as AuthEvent)) as AuthEvent[];
// Shortest paths reach each state with each token and each verification answer once; simple paths
// go through each state value at most once.
const serializeSeen = ({ value, context }: Snapshot) =>
  JSON.stringify([value, context.token, context.user?.email_verified ?? null]);
const serializeValue = ({ value }: Snapshot) => JSON.stringify(value);

// Walked as pure transitions: GET /me never answers by itself.
const walkedMachine = authMachine.provide({
  actors: { loadCurrentUser: fromPromise(() => new Promise<CurrentUser>(() => {})) },
});

const stateKey = ({ value }: Snapshot) => (typeof value === 'string' ? value : `signedIn.${value.signedIn}`);

/** What must hold in each state, whatever path led there. */
const expectations: Record<string, (snapshot: Snapshot) => void> = {
  signedOut: (snapshot) => {
    expect(snapshot.context).toEqual({ token: null, user: null });
    expect(isEmailUnverified(snapshot)).toBe(false);
    expect(snapshot.can({ type: 'auth.signOut' })).toBe(false);
    expect(snapshot.can({ type: 'auth.signedIn', token: 'new-token' })).toBe(true);
  },
  'signedIn.loadingUser': (snapshot) => {
    expect(snapshot.context.token).not.toBeNull();
    expect(snapshot.can({ type: 'auth.reloadUser' })).toBe(false);
    expect(snapshot.can({ type: 'auth.signOut' })).toBe(true);
  },
  'signedIn.ready': (snapshot) => {
    expect(snapshot.context.token).not.toBeNull();
    expect([unverifiedUser, verifiedUser]).toContainEqual(snapshot.context.user);
    expect(isEmailUnverified(snapshot)).toBe(!snapshot.context.user!.email_verified);
    expect(snapshot.can({ type: 'auth.reloadUser' })).toBe(true);
  },
  'signedIn.userUnavailable': (snapshot) => {
    expect(snapshot.context.token).not.toBeNull();
    expect(snapshot.context.user).toBeNull();
    // The header still offers the logout button.
    expect(snapshot.can({ type: 'auth.signOut' })).toBe(true);
    expect(snapshot.can({ type: 'auth.reloadUser' })).toBe(true);
  },
};

/** The injected side effects a step runs, in order, and the tokens GET /me is (re)started with. */
function effectsOf(actions: Actions) {
  return {
    effects: actions
      .filter(({ type }) => !type.startsWith('xstate.'))
      .map(({ type, params }) => (params === undefined ? [type] : [type, params])),
    // A spawn's params carry the actor's input at run time, though their type does not say so.
    loads: actions.flatMap((action) =>
      action.type === 'xstate.spawnChild' ? [(action.params as unknown as { input: unknown }).input] : [],
    ),
  };
}

/** The rules of one step: which effects it runs, and that a new load starts exactly when loadingUser is (re)entered. */
function expectStep(before: Snapshot, event: StepEvent, after: Snapshot, actions: Actions) {
  const { effects, loads } = effectsOf(actions);
  const expectedEffects =
    event.type === 'auth.signedIn'
      ? [['storeToken', { token: event.token }]]
      : event.type === 'auth.signOut'
        ? [['forgetToken'], ['redirectToSignIn']]
        : event.type === 'xstate.error.actor.loadCurrentUser' && event.error === revoked
          ? [['forgetToken']]
          : [];
  expect(effects).toEqual(expectedEffects);

  const loading = after.matches({ signedIn: 'loadingUser' });
  const restarted =
    !before.matches({ signedIn: 'loadingUser' }) ||
    event.type === 'auth.signedIn' ||
    event.type === 'auth.tokenChanged';
  expect(loads).toEqual(loading && restarted ? [{ token: after.context.token }] : []);

  if (event.type === 'auth.tokenChanged' || event.type === 'auth.signedIn')
    expect(after.context.token).toBe(event.token);
  // The user of one token is never shown with another.
  if (after.context.token !== before.context.token) expect(after.context.user).toBeNull();
  if (event.type === 'auth.emailVerified') expect(after.context.user?.email_verified).toBe(true);
  if (event.type === 'auth.reloadUser') expect(after.context.user).toEqual(before.context.user);
}

function expectState(snapshot: Snapshot) {
  expectations[stateKey(snapshot)]!(snapshot);
  // `storage` telling this tab its own token changes nothing.
  expect(snapshot.can({ type: 'auth.tokenChanged', token: snapshot.context.token })).toBe(false);
}

function takeStep(snapshot: Snapshot, event: StepEvent): Snapshot {
  const [next, actions] = transition(walkedMachine, snapshot, event as AuthEvent);
  expectState(next);
  expectStep(snapshot, event, next, actions);
  return next;
}

/** A step as the test name shows it: the event, and which token, user or failure it carries. */
function describeEvent(event: StepEvent): string {
  if ('token' in event) return `${event.type}(${event.token ?? 'null'})`;
  if ('output' in event) return `${event.type}(${event.output.email_verified ? 'verified' : 'unverified'})`;
  if ('error' in event) return `${event.type}(${(event.error as Partial<LoadUserRefusal>).status ?? 'network'})`;
  return event.type;
}
const describePath = (steps: { event: AuthEvent }[]) =>
  steps
    .slice(1)
    .map(({ event }) => describeEvent(event))
    .join(' → ') || '(start)';

describe.each([
  ['with no stored token', null, 'signedOut'],
  ['with a stored token', 'stored-token', 'signedIn.loadingUser'],
])('the auth machine %s', (_name, storedToken, firstState) => {
  const input = { storedToken };
  const shortest = getShortestPaths(walkedMachine, { input, events, serializeState: serializeSeen });
  const simple = getSimplePaths(walkedMachine, { input, events, serializeState: serializeValue });

  it(`starts in ${firstState} and reaches every state`, () => {
    expect(stateKey(initialTransition(walkedMachine, input)[0])).toBe(firstState);
    const reached = new Set(simple.map((path) => stateKey(path.state)));
    expect([...reached].sort()).toEqual(Object.keys(expectations).sort());
  });

  describe.each([
    ['shortest', shortest],
    ['simple', simple],
  ])('%s paths', (_kind, paths) => {
    // Each path ends with every step out of its last state, so the shortest paths take every transition.
    it.each(paths.map((path) => [describePath(path.steps), path] as const))('%s', (_description, path) => {
      const [initial, actions] = initialTransition(walkedMachine, input);
      let snapshot = initial;
      expect(effectsOf(actions)).toEqual({ effects: [], loads: storedToken === null ? [] : [{ token: storedToken }] });
      expectState(snapshot);
      for (const { event } of path.steps.slice(1)) {
        snapshot = takeStep(snapshot, event);
      }
      expect(snapshot.value).toEqual(path.state.value);
      for (const event of events(snapshot)) takeStep(snapshot, event);
    });
  });
});

describe('a live session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A GET /me whose answers the test gives, one per call, in order. */
  function start(storedToken: string | null) {
    const answers: { token: string; resolve: (user: CurrentUser) => void; reject: (error: unknown) => void }[] = [];
    const storeToken = vi.fn();
    const forgetToken = vi.fn();
    const redirectToSignIn = vi.fn();
    const machine = authMachine.provide({
      actors: {
        loadCurrentUser: fromPromise(
          ({ input }: { input: { token: string } }) =>
            new Promise<CurrentUser>((resolve, reject) => answers.push({ token: input.token, resolve, reject })),
        ),
      },
      actions: {
        storeToken: (_, params) => storeToken(params.token),
        forgetToken: () => forgetToken(),
        redirectToSignIn: () => redirectToSignIn(),
      },
    });
    const actor = createActor(machine, { input: { storedToken } }).start();
    return { actor, answers, storeToken, forgetToken, redirectToSignIn };
  }
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('loads the user behind a stored token and shows the unverified notice until the email is verified', async () => {
    const { actor, answers, storeToken } = start('stored-token');
    expect(answers.map(({ token }) => token)).toEqual(['stored-token']);
    answers[0]!.resolve(unverifiedUser);
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(isEmailUnverified(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'auth.emailVerified' });
    expect(isEmailUnverified(actor.getSnapshot())).toBe(false);
    expect(storeToken).not.toHaveBeenCalled();
  });

  it('forgets a token that GET /me refuses with 401, without redirecting', async () => {
    const { actor, answers, forgetToken, redirectToSignIn } = start('expired-token');
    answers[0]!.reject(revoked);
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(forgetToken).toHaveBeenCalledOnce();
    expect(redirectToSignIn).not.toHaveBeenCalled();
  });

  it('keeps the token when GET /me fails otherwise, and loads the user again on request', async () => {
    const { actor, answers, forgetToken } = start('stored-token');
    answers[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'userUnavailable' })).toBe(true);
    expect(actor.getSnapshot().context.token).toBe('stored-token');
    expect(forgetToken).not.toHaveBeenCalled();

    actor.send({ type: 'auth.reloadUser' });
    answers[1]!.resolve(verifiedUser);
    await settle();
    expect(actor.getSnapshot().context.user).toEqual(verifiedUser);
  });

  it('signs out by forgetting the token, then redirecting to the sign-in page', async () => {
    const { actor, answers, forgetToken, redirectToSignIn } = start('stored-token');
    answers[0]!.resolve(unverifiedUser);
    await settle();
    actor.send({ type: 'auth.signOut' });
    expect(forgetToken).toHaveBeenCalledOnce();
    expect(redirectToSignIn).toHaveBeenCalledOnce();
    expect(forgetToken.mock.invocationCallOrder[0]).toBeLessThan(redirectToSignIn.mock.invocationCallOrder[0]!);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({ token: null, user: null });
  });

  it('stores the token of a login and loads its user', async () => {
    const { actor, answers, storeToken } = start(null);
    actor.send({ type: 'auth.signedIn', token: 'login-token' });
    expect(storeToken).toHaveBeenCalledExactlyOnceWith('login-token');
    expect(answers.map(({ token }) => token)).toEqual(['login-token']);
    answers[0]!.resolve(unverifiedUser);
    await settle();
    expect(actor.getSnapshot().context).toEqual({ token: 'login-token', user: unverifiedUser });
  });

  it('follows another tab signing in and out without writing the token itself', async () => {
    const { actor, answers, storeToken, forgetToken } = start(null);
    actor.send({ type: 'auth.tokenChanged', token: 'other-tab-token' });
    answers[0]!.resolve(verifiedUser);
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);

    actor.send({ type: 'auth.tokenChanged', token: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(storeToken).not.toHaveBeenCalled();
    expect(forgetToken).not.toHaveBeenCalled();
  });

  it('never shows the user of a token that has since been replaced', async () => {
    const { actor, answers } = start('first-token');
    actor.send({ type: 'auth.tokenChanged', token: 'second-token' });
    answers[0]!.resolve(unverifiedUser);
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'loadingUser' })).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();

    answers[1]!.resolve(verifiedUser);
    await settle();
    expect(actor.getSnapshot().context).toEqual({ token: 'second-token', user: verifiedUser });
  });
});
