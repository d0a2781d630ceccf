import { defineCatalogue } from '../i18n/define-catalogue';

export const componentMessages = defineCatalogue({
  ar: {
    'common.opensInNewTab': '(يفتح في تبويب جديد)',
  },
  en: {
    'common.opensInNewTab': '(opens in a new tab)',
  },
});
