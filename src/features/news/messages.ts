import { defineCatalogue } from '../../i18n/define-catalogue';

/** The news pages' own messages, loaded with their chunk (PageMessages). */
export const newsMessages = defineCatalogue({
  ar: {
    'news.intro': 'آخر أخبار المحمية: الحياة الفطرية، والمواسم، والبرامج التطوعية، وأعمال فرق الحماية.',
    'news.empty': 'لا توجد أخبار حاليا.',
    'news.pages': 'صفحات الأخبار',
    'news.publishedOn': 'نُشر في',
    'news.likes':
      '{count, plural, zero {لا إعجابات} one {إعجاب واحد} two {إعجابان} few {# إعجابات} many {# إعجابا} other {# إعجاب}}',
    'news.like': 'أعجبني',
    'news.likeFailed': 'تعذر تسجيل الإعجاب، حاول مرة أخرى.',
    'news.preview': 'معاينة: هكذا يرى الزوار هذا الخبر حين يُنشر. هذا الرابط للمحررين وحدهم، وينتهي بعد ساعات.',
  },
  en: {
    'news.intro': 'The latest from the reserve: wildlife, the seasons, volunteering and the work of the rangers.',
    'news.empty': 'There is no news yet.',
    'news.pages': 'Pages of news',
    'news.publishedOn': 'Published on',
    'news.likes': '{count, plural, one {# like} other {# likes}}',
    'news.like': 'Like',
    'news.likeFailed': 'The like could not be recorded. Please try again.',
    'news.preview':
      'Preview: this is how visitors will see this article once it is published. The link is for editors only and expires within hours.',
  },
});
