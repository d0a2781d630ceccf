import { defineCatalogue } from '../i18n/define-catalogue';

export const adminShellMessages = defineCatalogue({
  ar: {
    'admin.name': 'إدارة المحمية',
    'admin.homeLink': 'إدارة المحمية، قائمة الطلبات',
    'admin.mainNav': 'قائمة الإدارة',
    'admin.permitsLink': 'طلبات التصاريح',
    'admin.signOut': 'تسجيل الخروج',
    'admin.signedInAs': 'مسجل الدخول باسم {name}',
    'admin.staffLink': 'الموظفون',
    'admin.serviceLevelsLink': 'مواعيد الرد',
    'admin.messagesLink': 'الرسائل',
    'admin.jobApplicationsLink': 'طلبات الوظائف',
    'admin.surveyResultsLink': 'نتائج الاستبيانات',
    'admin.activityRegistrationsLink': 'التسجيل في الأنشطة',
  },
  en: {
    'admin.name': 'Reserve administration',
    'admin.homeLink': 'Reserve administration, the request queue',
    'admin.mainNav': 'Administration menu',
    'admin.permitsLink': 'Permit requests',
    'admin.signOut': 'Sign out',
    'admin.signedInAs': 'Signed in as {name}',
    'admin.staffLink': 'Staff',
    'admin.serviceLevelsLink': 'Deadlines',
    'admin.messagesLink': 'Messages',
    'admin.jobApplicationsLink': 'Job applications',
    'admin.surveyResultsLink': 'Survey results',
    'admin.activityRegistrationsLink': 'Activity registrations',
  },
});
