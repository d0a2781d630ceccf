import { defineCatalogue } from '../i18n/define-catalogue';

export const shellMessages = defineCatalogue({
  ar: {
    'app.name': 'بوابة المحمية',
  },
  en: {
    'app.name': 'Reserve portal',
  },
});
