import { useSavedLocale } from '../lib/locale-store';
import { ErrorBoundary } from '../app/error-boundary';
import { LoadingOverlay } from '../app/loading-overlay';
import { AdminProviders } from './admin-providers';
import { AdminShell } from './admin-shell';

/** The staff's app at /admin, in the saved language; a bundle of its own, so no citizen page carries it. */
export function AdminApp() {
  const locale = useSavedLocale();
  return (
    <AdminProviders locale={locale}>
      <ErrorBoundary>
        <AdminShell />
      </ErrorBoundary>
      <LoadingOverlay />
    </AdminProviders>
  );
}
