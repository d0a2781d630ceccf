import { defineCatalogue } from '../../i18n/define-catalogue';

export const researchMessages = defineCatalogue({
  ar: {
    'research.intro': 'أبحاثك المقدمة إلى المحمية ومرفقاتها. لا يراها أحد غيرك.',
    'research.submitHeading': 'تقديم بحث جديد',
    'research.researchersOnly': 'تقديم الأبحاث متاح للحسابات المسجلة كباحثين فقط.',
    'research.rulesLink': 'اطلع على ضوابط البحث العلمي',
    'research.listHeading': 'أبحاثي',
    'research.empty': 'لم تقدم أي بحث بعد.',
    'research.pages': 'صفحات الأبحاث',
    'research.category': 'التصنيف: {category}',
    'research.submittedOn': 'تاريخ التقديم:',
    'research.attachments': 'المرفقات',
    'research.download': 'تنزيل {name}',
    'research.downloadFailed': 'تعذر تنزيل الملف {name}، حاول مرة أخرى.',
  },
  en: {
    'research.intro': 'The researches you submitted to the reserve, with their attachments. Nobody else can see them.',
    'research.submitHeading': 'Submit a research',
    'research.researchersOnly': 'Submitting researches is open to accounts registered as researchers only.',
    'research.rulesLink': 'Read the research rules',
    'research.listHeading': 'My researches',
    'research.empty': 'You have not submitted any research yet.',
    'research.pages': 'Pages of my researches',
    'research.category': 'Category: {category}',
    'research.submittedOn': 'Submitted on',
    'research.attachments': 'Attachments',
    'research.download': 'Download {name}',
    'research.downloadFailed': 'The file {name} could not be downloaded. Please try again.',
  },
});
