import { AppProviders } from './providers';
import { ErrorBoundary } from './error-boundary';
import { AppShell } from './layout/app-shell';
import { LoadingOverlay } from './loading-overlay';
import { useSavedLocale } from './locale-store';

/** The whole browser app, in the saved language; routing comes from the surrounding wouter Router. */
export function App() {
  const locale = useSavedLocale();
  return (
    <AppProviders locale={locale}>
      <ErrorBoundary>
        <AppShell />
      </ErrorBoundary>
      <LoadingOverlay />
    </AppProviders>
  );
}
