import { defineCatalogue } from '../i18n/define-catalogue';

export const componentMessages = defineCatalogue({
  ar: {
    'common.opensInNewTab': '(يفتح في تبويب جديد)',
    'common.backHome': 'العودة إلى الصفحة الرئيسية',
    'pagination.page': '{selected, select, true {الصفحة {page}، الصفحة الحالية} other {الصفحة {page}}}',
    'pagination.first': 'الصفحة الأولى',
    'pagination.last': 'الصفحة الأخيرة',
    'pagination.next': 'الصفحة التالية',
    'pagination.previous': 'الصفحة السابقة',
  },
  en: {
    'common.opensInNewTab': '(opens in a new tab)',
    'common.backHome': 'Back to the home page',
    'pagination.page': '{selected, select, true {Page {page}, current page} other {Page {page}}}',
    'pagination.first': 'First page',
    'pagination.last': 'Last page',
    'pagination.next': 'Next page',
    'pagination.previous': 'Previous page',
  },
});
