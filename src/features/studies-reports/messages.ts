import { defineCatalogue } from '../../i18n/define-catalogue';

/** The studies and reports page (/reports). */
export const reportMessages = defineCatalogue({
  ar: {
    'reports.intro':
      'دراسات الهيئة وتقاريرها عن الحياة الفطرية والغطاء النباتي وأعمالها السنوية. اطلب أي ملف ليصلك على بريدك الإلكتروني.',
    'reports.empty': 'لا توجد دراسات أو تقارير حاليا.',
    'reports.pages': 'صفحات الدراسات والتقارير',
    'reports.send': 'إرسال عبر البريد الإلكتروني',
    'reports.sending': 'جار الإرسال',
    'reports.signInFirst': 'يجب تسجيل الدخول أولا',
    'reports.sendFailed': 'حدث خطأ أثناء إرسال الملف، حاول مرة أخرى.',
  },
  en: {
    'reports.intro':
      "The authority's studies and reports on wildlife, vegetation cover and its yearly work. Ask for any file and it is sent to your e-mail.",
    'reports.empty': 'There are no studies or reports yet.',
    'reports.pages': 'Pages of studies and reports',
    'reports.send': 'Send by e-mail',
    'reports.sending': 'Sending',
    'reports.signInFirst': 'You must log in first',
    'reports.sendFailed': 'The file could not be sent. Please try again.',
  },
});
