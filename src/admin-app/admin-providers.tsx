import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { IntlProvider } from 'react-intl';
import { emotionCacheFor } from '../lib/emotion-cache';
import { PageDataProvider, PageDataStore } from '../lib/page-data';
import { directionOf, type Locale } from '../i18n/locale';
import { createPortalTheme } from '../app/theme';
import { Toaster } from '../app/toaster';
import { adminMessagesFor } from './catalogue';

/** The admin app's language, direction, theme, toasts and API reads; sets <html lang dir>. */
export function AdminProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const direction = directionOf(locale);
  const theme = useMemo(() => createPortalTheme(direction), [direction]);
  const messages = useMemo(() => adminMessagesFor(locale), [locale]);
  const [pageData] = useState(() => new PageDataStore());

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);

  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="ar">
      <CacheProvider value={emotionCacheFor(direction)}>
        <ThemeProvider themeId={THEME_ID} theme={theme}>
          <CssBaseline />
          <PageDataProvider value={pageData}>{children}</PageDataProvider>
          <Toaster />
        </ThemeProvider>
      </CacheProvider>
    </IntlProvider>
  );
}
