import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { IntlProvider } from 'react-intl';
import { AuthProvider } from '../features/auth/auth-provider';
import { emotionCacheFor } from '../lib/emotion-cache';
import { messagesFor } from '../i18n/catalogue';
import { directionOf, type Locale } from '../i18n/locale';
import { createPortalTheme } from './theme';
import { Toaster } from './toaster';

interface AppProvidersProps {
  locale: Locale;
  children: ReactNode;
}

/** Language, direction, theme, toasts and the visitor's session for everything below; sets <html lang dir>. */
export function AppProviders({ locale, children }: AppProvidersProps) {
  const direction = directionOf(locale);
  const theme = useMemo(() => createPortalTheme(direction), [direction]);
  const messages = useMemo(() => messagesFor(locale), [locale]);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);

  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="ar">
      <CacheProvider value={emotionCacheFor(direction)}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <AuthProvider>{children}</AuthProvider>
          <Toaster />
        </ThemeProvider>
      </CacheProvider>
    </IntlProvider>
  );
}
