import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AuthEvent } from '../../../machines/auth.machine';
import { readStoredToken, TOKEN_STORAGE_KEY } from '../api-client';
import { useScreenSettled } from '../screen-hydration';
import type { AuthRuntime, AuthState } from './auth-runtime';

/**
 * The visitor's session: `token` (null when signed out), `user` (GET /me, null until it answers or
 * if it failed), `emailUnverified`, `signIn` with a login token, and `send` for the auth machine's
 * other events — `auth.signOut`, `auth.emailVerified`, `auth.reloadUser`.
 */
export interface AuthSession extends AuthState {
  signedIn: boolean;
  /**
   * Signs in with the token a login, a code or a reset returned. Resolves once the token is stored and
   * every screen sees the session: a redirect made earlier would meet the login guard still signed out.
   */
  signIn(token: string): Promise<void>;
  send(event: Exclude<AuthEvent, { type: 'auth.signedIn' }>): void;
}

interface WaitingSignIn {
  token: string;
  arrived: () => void;
}

const AuthContext = createContext<AuthSession | null>(null);
const noSubscription = () => () => undefined;
const signedOut: AuthState = { token: null, user: null, emailUnverified: false };

/**
 * Runs one auth machine for the whole app, started from the token stored by an earlier visit.
 * The machine (and XState) load only once there is a session to run, so a signed-out visitor's
 * pages do not download them; events sent before it has loaded wait for it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [runtime, setRuntime] = useState<AuthRuntime | null>(null);
  const [isWanted, setWanted] = useState(() => readStoredToken() !== null);
  const waitingEvents = useRef<AuthEvent[]>([]);
  // Until the machine runs, the stored token alone says whether the visitor is signed in. Signed out,
  // it is the very object a server-rendered page hydrates with: a new one would re-render the app
  // while the page's screen still hydrates, and React would drop the server's HTML to draw it afresh.
  const [beforeRuntime] = useState<AuthState>(() => {
    const token = readStoredToken();
    return token === null ? signedOut : { token, user: null, emailUnverified: false };
  });
  // A server-rendered page was rendered signed out (the token lives in this browser only): it shows the
  // session, and starts the machine, once its screen has hydrated (src/lib/screen-hydration.tsx).
  const screenSettled = useScreenSettled();

  useEffect(() => {
    if (!isWanted || runtime || !screenSettled) return;
    let current = true;
    void import('./auth-runtime').then(({ startAuthRuntime }) => {
      if (!current) return;
      const started = startAuthRuntime(readStoredToken());
      for (const event of waitingEvents.current.splice(0)) started.send(event);
      setRuntime(started);
    });
    return () => {
      current = false;
    };
  }, [isWanted, runtime, screenSettled]);

  // Other tabs signing in or out fire `storage` here, never in the tab that wrote.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key means the other tab cleared the whole storage.
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      if (runtime) runtime.send({ type: 'auth.tokenChanged', token: readStoredToken() });
      else if (readStoredToken() !== null) setWanted(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [runtime]);

  const ownState = useSyncExternalStore(
    runtime?.subscribe ?? noSubscription,
    () => runtime?.getState() ?? beforeRuntime,
    () => signedOut,
  );
  const state = screenSettled ? ownState : signedOut;
  const send = useCallback(
    (event: AuthEvent) => {
      if (runtime) return runtime.send(event);
      waitingEvents.current.push(event);
      setWanted(true);
    },
    [runtime],
  );
  const waitingSignIns = useRef<WaitingSignIn[]>([]);
  const signIn = useCallback(
    (token: string) =>
      new Promise<void>((arrived) => {
        waitingSignIns.current.push({ token, arrived });
        send({ type: 'auth.signedIn', token });
      }),
    [send],
  );
  // After the commit that shows the token: from here on the guards of every screen read it.
  useEffect(() => {
    const shown = waitingSignIns.current.filter((waiting) => waiting.token === state.token);
    waitingSignIns.current = waitingSignIns.current.filter((waiting) => waiting.token !== state.token);
    for (const waiting of shown) waiting.arrived();
  }, [state.token]);

  const session = useMemo(() => ({ ...state, signedIn: state.token !== null, signIn, send }), [state, signIn, send]);
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}

/** The visitor's session (see AuthSession); only inside AuthProvider. */
export function useAuth(): AuthSession {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuth must be used inside AuthProvider');
  return session;
}
