import { defineCatalogue } from '../i18n/define-catalogue';

export const componentMessages = defineCatalogue({
  ar: {
    'common.opensInNewTab': '(يفتح في تبويب جديد)',
    'common.backHome': 'العودة إلى الصفحة الرئيسية',
    'common.close': 'إغلاق',
    'common.loadFailed': 'تعذر تحميل البيانات.',
    'common.retry': 'إعادة المحاولة',
    'common.loading': 'جار التحميل',
    'common.breadcrumb': 'مسار التنقل',
    'pagination.page': '{selected, select, true {الصفحة {page}، الصفحة الحالية} other {الصفحة {page}}}',
    'pagination.first': 'الصفحة الأولى',
    'pagination.last': 'الصفحة الأخيرة',
    'pagination.next': 'الصفحة التالية',
    'pagination.previous': 'الصفحة السابقة',
  },
  en: {
    'common.opensInNewTab': '(opens in a new tab)',
    'common.backHome': 'Back to the home page',
    'common.close': 'Close',
    'common.loadFailed': 'The data could not be loaded.',
    'common.retry': 'Try again',
    'common.loading': 'Loading',
    'common.breadcrumb': 'Breadcrumb',
    'pagination.page': '{selected, select, true {Page {page}, current page} other {Page {page}}}',
    'pagination.first': 'First page',
    'pagination.last': 'Last page',
    'pagination.next': 'Next page',
    'pagination.previous': 'Previous page',
  },
});
