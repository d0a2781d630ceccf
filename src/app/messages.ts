import { defineCatalogue } from '../i18n/define-catalogue';

export const shellMessages = defineCatalogue({
  ar: {
    'app.name': 'بوابة المحمية',
    'app.documentTitle': '{page} | بوابة المحمية',
    'app.skipToContent': 'تخطَّ إلى المحتوى الرئيسي',
    'app.loading': 'جارٍ التحميل...',
    'app.renderError': 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
    'app.notFound.body': 'لم نجد الصفحة التي تبحث عنها. ربما نُقلت أو أن الرابط غير صحيح.',
  },
  en: {
    'app.name': 'Reserve portal',
    'app.documentTitle': '{page} | Reserve portal',
    'app.skipToContent': 'Skip to main content',
    'app.loading': 'Loading...',
    'app.renderError': 'Something went wrong. Please try again.',
    'app.notFound.body': 'We could not find the page you are looking for. It may have moved, or the link may be wrong.',
  },
});
