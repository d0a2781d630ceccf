import { defineCatalogue } from '../i18n/define-catalogue';

export const componentMessages = defineCatalogue({
  ar: {
    'common.opensInNewTab': '(يفتح في تبويب جديد)',
    'common.backHome': 'العودة إلى الصفحة الرئيسية',
  },
  en: {
    'common.opensInNewTab': '(opens in a new tab)',
    'common.backHome': 'Back to the home page',
  },
});
