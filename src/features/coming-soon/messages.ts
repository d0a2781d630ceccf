import { defineCatalogue } from '../../i18n/define-catalogue';

export const comingSoonMessages = defineCatalogue({
  ar: {
    'comingSoon.body': 'نعمل على هذه الصفحة وستكون متاحة قريبًا.',
  },
  en: {
    'comingSoon.body': 'We are working on this page; it will be available soon.',
  },
});
