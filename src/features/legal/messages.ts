import { defineCatalogue } from '../../i18n/define-catalogue';

/** The legal pages' own messages, loaded with their chunks (PageMessages). */
export const legalMessages = defineCatalogue({
  ar: {
    'legal.contents': 'محتويات الصفحة',
  },
  en: {
    'legal.contents': 'On this page',
  },
});
