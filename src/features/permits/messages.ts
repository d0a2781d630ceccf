import { defineCatalogue } from '../../i18n/define-catalogue';

/** The permit services: the /services page and the permit forms' pages. */
export const permitMessages = defineCatalogue({
  ar: {
    'services.about':
      'تتيح هيئة المحمية للأفراد التقدم إلكترونيا بطلبات التصاريح لزيارة المحمية والعمل والبحث فيها. اختر الخدمة، وعبّئ الطلب بعد تسجيل الدخول، وسيصلك التصريح على بريدك الإلكتروني عند قبوله.',
    'services.apply': 'تقديم الطلب',
    'services.noneOpen': 'لا توجد خدمات متاحة حاليا.',
    'permits.closed': 'هذه الخدمة متوقفة حاليا، ولا تستقبل طلبات جديدة.',
    'permits.individualsOnly': 'خدمات التصاريح متاحة للأفراد فقط. سجّل الدخول بحساب فرد لتقديم الطلب.',
    'permits.submitFailed': 'حدث خطأ غير متوقع، حاول مرة أخرى.',
  },
  en: {
    'services.about':
      'The reserve authority lets individuals apply online for permits to visit, work and do research in the reserve. Choose a service and fill in the request once signed in; the permit is sent to your email when it is accepted.',
    'services.apply': 'Apply',
    'services.noneOpen': 'No service is open at the moment.',
    'permits.closed': 'This service is closed for now and takes no new requests.',
    'permits.individualsOnly': 'Permit services are for individuals only. Sign in with an individual account to apply.',
    'permits.submitFailed': 'An unexpected error occurred, please try again.',
  },
});
