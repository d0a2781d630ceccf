import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import NotFoundPage from '../components/not-found-page';
import { adminPaths } from '../config/admin-paths';
import { useCurrentPath } from '../lib/use-current-path';
import { useStaffToken } from '../lib/staff-session/staff-session';
import { RouteLoadingFallback } from '../app/route-loading-fallback';
import { adminPages } from './admin-pages';

/** The staff guard: without a staff token, to the staff sign-in and back here after it. */
function RequireStaff({ children }: { children: ReactNode }) {
  const token = useStaffToken();
  const here = useCurrentPath();
  return token === null ? <Redirect to={adminPaths.signIn.getHref(here)} replace /> : children;
}

/** Every page of the admin manifest by path; /admin opens the queue; unknown paths get the not-found page. */
export function AdminRoutes() {
  return (
    <Suspense fallback={<RouteLoadingFallback />}>
      <Switch>
        <Route path={adminPaths.home.path}>
          <Redirect to={adminPaths.permits.getHref()} replace />
        </Route>
        {adminPages.map(({ path, Screen, guard }) => (
          <Route key={path} path={path}>
            {guard === 'staff' ? (
              <RequireStaff>
                <Screen />
              </RequireStaff>
            ) : (
              <Screen />
            )}
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
