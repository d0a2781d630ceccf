import { defineCatalogue } from '../i18n/define-catalogue';

export const shellMessages = defineCatalogue({
  ar: {
    'app.name': 'بوابة المحمية',
    'app.documentTitle': '{page} | بوابة المحمية',
    'app.skipToContent': 'تخطَّ إلى المحتوى الرئيسي',
    'app.loading': 'جارٍ التحميل...',
    'app.renderError': 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  },
  en: {
    'app.name': 'Reserve portal',
    'app.documentTitle': '{page} | Reserve portal',
    'app.skipToContent': 'Skip to main content',
    'app.loading': 'Loading...',
    'app.renderError': 'Something went wrong. Please try again.',
  },
});
