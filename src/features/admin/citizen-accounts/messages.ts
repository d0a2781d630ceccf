import { defineCatalogue } from '../../../i18n/define-catalogue';

/** The researcher flag's screens: finding an individual's account, and the account's flag with its history. */
export const citizenAccountsMessages = defineCatalogue({
  ar: {
    'citizenAccounts.title': 'صفة الباحث',
    'citizenAccounts.intro':
      'الباحث يقدم أبحاثه من صفحة الأبحاث في البوابة. ابحث عن حساب الفرد بالبريد الإلكتروني أو رقم الهوية الذي سجل به، ثم امنحه الصفة أو ألغها مع ذكر السبب.',
    'citizenAccounts.readOnly': 'تطلع على الصفة وسجلها؛ تغييرها للمشرفين.',
    'citizenAccounts.find': 'البحث عن حساب',
    'citizenAccounts.notFound': 'لا يوجد حساب فرد بهذا الرابط.',
    'citizenAccounts.status': 'الحالة',
    'citizenAccounts.isResearcher': 'باحث: يقدم الأبحاث من البوابة',
    'citizenAccounts.isNotResearcher': 'ليس باحثا',
    'citizenAccounts.change': 'تغيير الصفة',
    'citizenAccounts.history': 'سجل التغييرات',
    'citizenAccounts.noHistory': 'لم تتغير صفة هذا الحساب منذ إنشائه.',
    'citizenAccounts.set': 'منح {actor} صفة الباحث',
    'citizenAccounts.cleared': 'ألغى {actor} صفة الباحث',
    'citizenAccounts.reason': 'السبب: {reason}',
  },
  en: {
    'citizenAccounts.title': 'The researcher flag',
    'citizenAccounts.intro':
      "A researcher submits research from the portal's research page. Find an individual's account by the e-mail address or national ID they registered with, then set or clear the flag with a reason.",
    'citizenAccounts.readOnly': 'You read the flag and its history; admins change it.',
    'citizenAccounts.find': 'Find an account',
    'citizenAccounts.notFound': "No individual's account has this address.",
    'citizenAccounts.status': 'Status',
    'citizenAccounts.isResearcher': 'A researcher: submits research on the portal',
    'citizenAccounts.isNotResearcher': 'Not a researcher',
    'citizenAccounts.change': 'Change the flag',
    'citizenAccounts.history': 'History of changes',
    'citizenAccounts.noHistory': "This account's flag has not changed since it was created.",
    'citizenAccounts.set': '{actor} set the researcher flag',
    'citizenAccounts.cleared': '{actor} cleared the researcher flag',
    'citizenAccounts.reason': 'Reason: {reason}',
  },
});
