import { defineCatalogue } from '../../i18n/define-catalogue';

/** The surveys list (/survey) and a survey's page (/survey/:uuid). */
export const surveyMessages = defineCatalogue({
  ar: {
    'surveys.intro':
      'شاركنا رأيك في خدمات المحمية ومرافقها. تساعدنا إجاباتك على تحسين تجربة الزوار والحفاظ على الطبيعة.',
    'surveys.empty': 'لا توجد استبيانات حاليا.',
    'surveys.pages': 'صفحات الاستبيانات',
    'surveys.complete': 'أكمل الاستبيان',
    'surveys.membersOnly': 'للمستخدمين المسجلين',
    'surveys.closed': 'مغلق',
    'surveys.closedNotice': 'هذا الاستبيان مغلق ولا يستقبل إجابات جديدة.',
    'surveys.answeredNotice': 'لقد أجبت على هذا الاستبيان من قبل، شكرا لمشاركتك.',
    'surveys.publishedOn': 'نشر في',
    'surveys.submitFailed': 'حدث خطأ أثناء التسجيل',
    'surveys.signInFirst': 'هذا الاستبيان متاح للمستخدمين المسجلين فقط، يجب تسجيل الدخول أولا',
  },
  en: {
    'surveys.intro':
      "Tell us what you think of the reserve's services and facilities. Your answers help us improve visits and look after nature.",
    'surveys.empty': 'There are no surveys at the moment.',
    'surveys.pages': 'Pages of surveys',
    'surveys.complete': 'Complete the survey',
    'surveys.membersOnly': 'For signed-in members',
    'surveys.closed': 'Closed',
    'surveys.closedNotice': 'This survey is closed and takes no more answers.',
    'surveys.answeredNotice': 'You have already answered this survey. Thank you for taking part.',
    'surveys.publishedOn': 'Published on',
    'surveys.submitFailed': 'An error occurred while submitting',
    'surveys.signInFirst': 'This survey is for signed-in members only. You must log in first.',
  },
});
