import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../config/paths';
import { useAuth } from '../lib/session/auth-provider';
import { PageHeaderKey } from '../lib/page-header';
import { ScreenHydrated } from '../lib/screen-hydration';
import { notFoundPage, pages, type Page } from './pages';
import { RouteLoadingFallback } from './route-loading-fallback';
import { useCurrentPath } from '../lib/use-current-path';

/** The login guard: a visitor without a stored token is sent to sign in, and back here after it, replacing this history entry. */
function RequireSignIn({ children }: { children: ReactNode }) {
  const { signedIn } = useAuth();
  const here = useCurrentPath();
  return !signedIn ? <Redirect to={paths.signIn.getHref(here)} replace /> : children;
}

function GuardedScreen({ page: { Screen, guard, header } }: { page: Page }) {
  return (
    <PageHeaderKey value={header}>
      {guard === 'signed-in' ? (
        <RequireSignIn>
          <Screen />
        </RequireSignIn>
      ) : (
        <Screen />
      )}
    </PageHeaderKey>
  );
}

/** Every page of the manifest (app/pages.tsx) by path; unknown paths get the not-found page. */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteLoadingFallback />}>
      <ScreenHydrated />
      <Switch>
        {pages.map((page) => (
          <Route key={page.path} path={page.path}>
            <GuardedScreen page={page} />
          </Route>
        ))}
        <Route component={notFoundPage.Screen} />
      </Switch>
    </Suspense>
  );
}
