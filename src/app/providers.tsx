import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { THEME_ID } from '@mui/material/styles';
// MUI's own ThemeProvider would also bring its CSS-variables provider, which this theme does not use.
import { ThemeProvider } from '@mui/system';
import { IntlProvider } from 'react-intl';
import { AuthProvider } from '../lib/session/auth-provider';
import { emotionCacheFor } from '../lib/emotion-cache';
import { PageDataProvider, PageDataStore } from '../lib/page-data';
import { messagesFor } from './catalogue';
import { directionOf, type Locale } from '../i18n/locale';
import { createPortalTheme } from './theme';
import { Toaster } from './toaster';

export interface AppProvidersProps {
  locale: Locale;
  /** The page load's API answers; the server renderer and a hydrating page pass theirs, otherwise a new one. */
  pageData?: PageDataStore;
  /** The server renderer's own cache, from which it extracts the page's styles; otherwise the browser's. */
  emotionCache?: EmotionCache;
  children: ReactNode;
}

/** Language, direction, theme, API answers, toasts and the visitor's session for everything below; sets <html lang dir>. */
export function AppProviders({ locale, pageData, emotionCache, children }: AppProvidersProps) {
  const direction = directionOf(locale);
  const theme = useMemo(() => createPortalTheme(direction), [direction]);
  const messages = useMemo(() => messagesFor(locale), [locale]);
  const [ownPageData] = useState(() => pageData ?? new PageDataStore());

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);

  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="ar">
      <CacheProvider value={emotionCache ?? emotionCacheFor(direction)}>
        <ThemeProvider themeId={THEME_ID} theme={theme}>
          <CssBaseline />
          <PageDataProvider value={ownPageData}>
            <AuthProvider>{children}</AuthProvider>
          </PageDataProvider>
          <Toaster />
        </ThemeProvider>
      </CacheProvider>
    </IntlProvider>
  );
}
