import { defineCatalogue } from '../../i18n/define-catalogue';

export const comingSoonMessages = defineCatalogue({
  ar: {
    'comingSoon.body': 'نعمل على هذه الصفحة وستكون متاحة قريبًا.',
    'comingSoon.home': 'العودة إلى الصفحة الرئيسية',
  },
  en: {
    'comingSoon.body': 'We are working on this page; it will be available soon.',
    'comingSoon.home': 'Back to the home page',
  },
});
