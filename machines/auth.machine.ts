import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** The signed-in user as GET /me describes them: the fields the portal reads. */
export interface CurrentUser {
  name: string;
  email: string;
  email_verified: boolean;
  /** A researcher also gets the research submission form (/researches); the server decides either way. */
  is_researcher?: boolean;
}

/** What `loadCurrentUser` rejects with when the server answered; 401 means the token was revoked or expired. */
export interface LoadUserRefusal {
  status: number;
}

/** What the page read at start-up. */
export interface AuthInput {
  /** The login token the page read from localStorage, or null. */
  storedToken: string | null;
}

interface AuthContext {
  token: string | null;
  /** What the last load of GET /me said: null while signed out, before it answers, and after it failed. */
  user: CurrentUser | null;
}

/** What the page sends: the visitor's actions, and what other pages and tabs learned. */
export type AuthEvent =
  /** A login or a password reset returned this token. */
  | { type: 'auth.signedIn'; token: string }
  | { type: 'auth.signOut' }
  /** The e-mail verification link was accepted. */
  | { type: 'auth.emailVerified' }
  | { type: 'auth.reloadUser' }
  /** Another tab signed in or out (a `storage` event): followed here, not stored again. */
  | { type: 'auth.tokenChanged'; token: string | null };

/**
 * The visitor signed out or signed in, and then the user behind the token: loading, ready, or
 * unavailable (the header works without it). Pure: `loadCurrentUser`, the token's storage and the
 * redirect after signing out are provided by the page with `.provide(...)`.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    loadCurrentUser: fromPromise<CurrentUser, { token: string }>(async () => {
      throw new Error('Provide the loadCurrentUser actor with authMachine.provide({ actors: { loadCurrentUser } })');
    }),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    forgetToken: () => {},
    redirectToSignIn: () => {},
    keepToken: assign((_, params: { token: string }) => ({ token: params.token, user: null })),
    keepUser: assign((_, params: { output: CurrentUser }) => ({ user: params.output })),
    dropUser: assign({ user: null }),
    markEmailVerified: assign(({ context }) => ({ user: context.user && { ...context.user, email_verified: true } })),
    forgetSession: assign({ token: null, user: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    hasUser: ({ context }) => context.user !== null,
    isTokenGone: (_, params: { token: string | null }) => params.token === null,
    isOtherToken: ({ context }, params: { token: string | null }) =>
      params.token !== null && params.token !== context.token,
    isUnauthorized: (_, params: { error: unknown }) =>
      (params.error as Partial<LoadUserRefusal> | null)?.status === 401,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ token: input.storedToken, user: null }),
  initial: 'signedOut',
  states: {
    signedOut: {
      // Taken only at start, with a stored token: every way back here forgets the token.
      always: { guard: 'hasToken', target: 'signedIn' },
      on: {
        'auth.signedIn': {
          target: 'signedIn',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'keepToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        'auth.tokenChanged': {
          guard: { type: 'isOtherToken', params: ({ event }) => event },
          target: 'signedIn',
          // The guard has ruled out null.
          actions: { type: 'keepToken', params: ({ event }) => ({ token: event.token! }) },
        },
      },
    },
    signedIn: {
      initial: 'loadingUser',
      on: {
        // Targeting the child from here restarts a load under way, so an answer for the old token is dropped.
        'auth.signedIn': {
          target: '.loadingUser',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'keepToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        'auth.tokenChanged': [
          // The other tab has already removed the stored token.
          {
            guard: { type: 'isTokenGone', params: ({ event }) => event },
            target: 'signedOut',
            actions: 'forgetSession',
          },
          {
            guard: { type: 'isOtherToken', params: ({ event }) => event },
            target: '.loadingUser',
            actions: { type: 'keepToken', params: ({ event }) => ({ token: event.token! }) },
          },
        ],
        'auth.signOut': { target: 'signedOut', actions: ['forgetToken', 'redirectToSignIn', 'forgetSession'] },
        'auth.emailVerified': { guard: 'hasUser', actions: 'markEmailVerified' },
      },
      states: {
        // A reload keeps the user shown until the new answer, so the header does not flicker.
        loadingUser: {
          invoke: {
            id: 'loadCurrentUser',
            src: 'loadCurrentUser',
            // signedIn is entered only with a token.
            input: ({ context }) => ({ token: context.token! }),
            onDone: { target: 'ready', actions: { type: 'keepUser', params: ({ event }) => event } },
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => event },
                target: '#auth.signedOut',
                actions: ['forgetToken', 'forgetSession'],
              },
              { target: 'userUnavailable', actions: 'dropUser' },
            ],
          },
        },
        ready: { on: { 'auth.reloadUser': 'loadingUser' } },
        userUnavailable: { on: { 'auth.reloadUser': 'loadingUser' } },
      },
    },
  },
});

/** Whether the header shows the unverified-email notice: signed in, and GET /me said email_verified is false. */
export const isEmailUnverified = (snapshot: SnapshotFrom<typeof authMachine>): boolean =>
  snapshot.context.user?.email_verified === false;
