import { defineCatalogue } from '../../i18n/define-catalogue';

/** The FAQ page's own messages, loaded with its chunk (PageMessages). */
export const faqMessages = defineCatalogue({
  ar: {
    'faqs.intro':
      'إجابات عن أكثر ما يسألنا عنه زوار المحمية: أوقات الزيارة والتصاريح والتخييم وتربية النحل والبحث العلمي.',
    'faqs.empty': 'لا توجد أسئلة شائعة حاليا.',
    'faqs.pages': 'صفحات الأسئلة الشائعة',
  },
  en: {
    'faqs.intro':
      "Answers to what the reserve's visitors ask us most: visiting hours, permits, camping, beekeeping and research.",
    'faqs.empty': 'There are no frequently asked questions yet.',
    'faqs.pages': 'Pages of frequently asked questions',
  },
});
