import { defineCatalogue } from '../../i18n/define-catalogue';

/** The jobs list (/jobs) and a job's page (/jobs/:uuid). */
export const jobMessages = defineCatalogue({
  ar: {
    'jobs.intro': 'انضم إلى فريق المحمية وساهم في حماية الطبيعة وتنمية الحياة الفطرية.',
    'jobs.empty': 'لا توجد وظائف حاليا.',
    'jobs.pages': 'صفحات الوظائف',
    'jobs.apply': 'قدّم الآن',
    'jobs.closed': 'مغلقة',
    'jobs.closedNotice': 'هذه الوظيفة مغلقة ولا تستقبل طلبات جديدة.',
    'jobs.publishedOn': 'نشرت في',
    'jobs.requirements': 'المتطلبات',
    'jobs.responsibilities': 'المسؤوليات',
    'jobs.applyHeading': 'التقديم على الوظيفة',
    'jobs.signInNotice': 'يجب تسجيل الدخول لتقديم طلبك.',
    'jobs.signIn': 'تسجيل الدخول',
    'jobs.signInFirst': 'يجب تسجيل الدخول أولا',
    'jobs.submitFailed': 'حدث خطأ أثناء التقديم',
  },
  en: {
    'jobs.intro': "Join the reserve's team and help protect nature and its wildlife.",
    'jobs.empty': 'There are no jobs at the moment.',
    'jobs.pages': 'Pages of jobs',
    'jobs.apply': 'Apply now',
    'jobs.closed': 'Closed',
    'jobs.closedNotice': 'This job is closed and takes no more applications.',
    'jobs.publishedOn': 'Published on',
    'jobs.requirements': 'Requirements',
    'jobs.responsibilities': 'Responsibilities',
    'jobs.applyHeading': 'Apply for this job',
    'jobs.signInNotice': 'Sign in to send your application.',
    'jobs.signIn': 'Sign in',
    'jobs.signInFirst': 'You must log in first.',
    'jobs.submitFailed': 'An error occurred while applying',
  },
});
