import { createActor, fromPromise } from 'xstate';
import {
  authMachine,
  isEmailUnverified,
  type AuthEvent,
  type CurrentUser as MachineUser,
} from '../../../machines/auth.machine';
import type { CurrentUser } from '../../../schemas/api/accounts';
import { paths } from '../../config/paths';
import { TOKEN_STORAGE_KEY } from '../api-client';
import { fetchCurrentUser } from './current-user';

/** The visitor's session as the header and the pages read it. */
export interface AuthState {
  token: string | null;
  /** GET /me as it answered (the permit forms are filled in from it). */
  user: CurrentUser | null;
  emailUnverified: boolean;
}

/** A running auth machine behind a small store that React can subscribe to. */
export interface AuthRuntime {
  send(event: AuthEvent): void;
  subscribe(listener: () => void): () => void;
  getState(): AuthState;
}

/** The auth machine wired to this browser: the token in localStorage, GET /me, a full-page sign-out. */
const browserAuthMachine = authMachine.provide({
  actors: {
    // The API client sends the stored token, which storeToken has written before this runs.
    loadCurrentUser: fromPromise<MachineUser, { token: string }>(() => fetchCurrentUser()),
  },
  actions: {
    storeToken: (_, { token }) => localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(token)),
    forgetToken: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
    // A full page load, so nothing of the signed-in session survives in memory.
    redirectToSignIn: () => window.location.assign(paths.signIn.getHref()),
  },
});

const sameState = (a: AuthState, b: AuthState) =>
  a.token === b.token && a.user === b.user && a.emailUnverified === b.emailUnverified;

/** Starts the one auth machine of the app from the stored token. */
export function startAuthRuntime(storedToken: string | null): AuthRuntime {
  const actor = createActor(browserAuthMachine, { input: { storedToken } });
  const listeners = new Set<() => void>();
  const stateOf = (snapshot: ReturnType<typeof actor.getSnapshot>): AuthState => ({
    token: snapshot.context.token,
    // The machine keeps what loadCurrentUser answered, and reads only the few fields it names.
    user: snapshot.context.user as CurrentUser | null,
    emailUnverified: isEmailUnverified(snapshot),
  });
  let state = stateOf(actor.getSnapshot());
  actor.subscribe((snapshot) => {
    const next = stateOf(snapshot);
    if (sameState(state, next)) return;
    state = next;
    for (const listener of listeners) listener();
  });
  actor.start();
  state = stateOf(actor.getSnapshot());
  return {
    send: (event) => actor.send(event),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
  };
}
