import type { Locale } from '../locale';
import { permitServices } from './permits';

/**
 * The name of each page whose header image the appearance gives (`pages_headers`, page_headers), as the
 * public side names it: the page's title (src/config/page-titles.ts), an activity type's heading on the
 * activities page (src/features/activities/messages.ts), a permit's title (its service.json). Editors
 * find a header by it (admin/content/page-headers).
 */
export const pageHeaderNames: Readonly<Record<string, Record<Locale, string>>> = {
  about_reserve: { ar: 'عن المحمية', en: 'About the reserve' },
  articles: { ar: 'الأخبار', en: 'News' },
  albums: { ar: 'ألبومات الصور', en: 'Photo albums' },
  events: { ar: 'الفعاليات', en: 'Events' },
  volunteer_opportunity: { ar: 'الفرص التطوعية', en: 'Volunteer opportunities' },
  workshop: { ar: 'ورش العمل', en: 'Workshops' },
  environmental_tourism: { ar: 'السياحة البيئية', en: 'Environmental tourism' },
  job_opportunities: { ar: 'الوظائف', en: 'Jobs' },
  surveys: { ar: 'الاستبيانات', en: 'Surveys' },
  studies_and_reports: { ar: 'الدراسات والتقارير', en: 'Studies and reports' },
  researches: { ar: 'الأبحاث', en: 'Research' },
  contact_us: { ar: 'تواصل معنا', en: 'Contact us' },
  use_profile: { ar: 'الملف الشخصي', en: 'Profile' },
  ...Object.fromEntries(permitServices.map(({ headerImage, title }) => [headerImage, title])),
};

/** A page's name in each language; a key the portal does not name yet is shown as it is. */
export const pageHeaderName = (page: string): Record<Locale, string> => pageHeaderNames[page] ?? { ar: page, en: page };
