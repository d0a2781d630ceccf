import { useIntl } from 'react-intl';
import type { Locale } from '../i18n/locale';

/** The active language, as set on the IntlProvider. */
export function useLocale(): Locale {
  return useIntl().locale === 'en' ? 'en' : 'ar';
}
