import type { Locale } from '../i18n/locale';
import { DocumentHeadProvider, type DocumentHead } from '../lib/use-document-title';
import { AppProviders, type AppProvidersProps } from './providers';
import { ErrorBoundary } from './error-boundary';
import { AppShell } from './layout/app-shell';
import { LoadingOverlay } from './loading-overlay';
import { useSavedLocale } from '../lib/locale-store';

export interface AppProps extends Pick<AppProvidersProps, 'pageData' | 'emotionCache'> {
  /** The language a server-rendered page was rendered in (the server's render, and the browser's hydration). */
  serverLocale?: Locale;
  /** The server renderer's record of the page's <head>. */
  documentHead?: DocumentHead;
}

/** The whole browser app, in the saved language; routing comes from the surrounding wouter Router. */
export function App({ serverLocale, documentHead = undefined, ...environment }: AppProps) {
  const locale = useSavedLocale(serverLocale);
  return (
    <DocumentHeadProvider value={documentHead ?? null}>
      <AppProviders locale={locale} {...environment}>
        <ErrorBoundary>
          <AppShell />
        </ErrorBoundary>
        <LoadingOverlay />
      </AppProviders>
    </DocumentHeadProvider>
  );
}
