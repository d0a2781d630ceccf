import type { MouseEvent } from 'react';
import { Box, Link } from '@mui/material';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { Locale } from '../../i18n/locale';
import { useLocale } from '../../lib/use-locale';
import { saveLocale } from '../../lib/locale-store';

// Each language is named in itself, so a reader of either can find theirs.
const languages: ReadonlyArray<{ locale: Locale; name: string }> = [
  { locale: 'ar', name: 'العربية' },
  { locale: 'en', name: 'English' },
];

/** The GOV.UK language switch: the current language marked, the other a link that switches in place. */
export function LanguageSwitch() {
  const intl = useIntl();
  const active = useLocale();
  const [pathname] = useLocation();

  const switchTo = (locale: Locale) => (event: MouseEvent) => {
    event.preventDefault();
    saveLocale(locale);
  };

  return (
    <Box component="nav" aria-label={intl.formatMessage({ id: 'header.languageNav' })}>
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {languages.map(({ locale, name }) => (
          <Box component="li" key={locale} lang={locale} sx={{ display: 'flex', alignItems: 'center', minHeight: 44 }}>
            {locale === active ? (
              <Box component="span" aria-current="true" sx={{ fontWeight: 700, px: 1 }}>
                {name}
              </Box>
            ) : (
              <Link
                href={pathname}
                hrefLang={locale}
                lang={locale}
                rel="alternate"
                onClick={switchTo(locale)}
                color="inherit"
                sx={{ display: 'flex', alignItems: 'center', minHeight: 44, px: 1 }}
              >
                {name}
              </Link>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
