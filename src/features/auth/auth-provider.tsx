import { useEffect, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { authMachine, isEmailUnverified, type CurrentUser } from '../../../machines/auth.machine';
import { paths } from '../../config/paths';
import { readStoredToken, TOKEN_STORAGE_KEY } from '../../lib/api-client';
import { fetchCurrentUser } from '../account/current-user';

/** The auth machine wired to this browser: the token in localStorage, GET /me, a full-page sign-out. */
const browserAuthMachine = authMachine.provide({
  actors: {
    // The API client sends the stored token, which storeToken has written before this runs.
    loadCurrentUser: fromPromise<CurrentUser, { token: string }>(() => fetchCurrentUser()),
  },
  actions: {
    storeToken: (_, { token }) => localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(token)),
    forgetToken: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
    // A full page load, so nothing of the signed-in session survives in memory.
    redirectToSignIn: () => window.location.assign(paths.signIn.getHref()),
  },
});

const AuthContext = createActorContext(browserAuthMachine);

/** Follows sign-ins and sign-outs of other tabs: they fire `storage` here, never in the tab that wrote. */
function FollowOtherTabs() {
  const auth = AuthContext.useActorRef();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key means the other tab cleared the whole storage.
      if (event.key === TOKEN_STORAGE_KEY || event.key === null) auth.send({ type: 'auth.tokenChanged', token: readStoredToken() });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [auth]);
  return null;
}

/** Runs one auth machine for the whole app, started from the token stored by an earlier visit. */
export function AuthProvider({ children }: { children: ReactNode }) {
  return (
    <AuthContext.Provider options={{ input: { storedToken: readStoredToken() } }}>
      <FollowOtherTabs />
      {children}
    </AuthContext.Provider>
  );
}

/**
 * The visitor's session: `token` (null when signed out), `user` (GET /me, null until it answers or
 * if it failed), `emailUnverified`, and `send` for the auth machine's events — `auth.signedIn`
 * {token}, `auth.signOut`, `auth.emailVerified`, `auth.reloadUser`.
 */
export function useAuth() {
  const { send } = AuthContext.useActorRef();
  const token = AuthContext.useSelector((snapshot) => snapshot.context.token);
  const user = AuthContext.useSelector((snapshot) => snapshot.context.user);
  const emailUnverified = AuthContext.useSelector(isEmailUnverified);
  return { token, signedIn: token !== null, user, emailUnverified, send };
}
