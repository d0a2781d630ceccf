import type { Appearance } from '../../schemas/api/content';

const place = (key: string, titleAr: string, titleEn: string) => ({
  large_image: { path: `/demo/places/${key}-large.webp` },
  small_image: { path: `/demo/places/${key}-small.webp` },
  title_ar: titleAr,
  title_en: titleEn,
  description_ar: `وصف ${titleAr}`,
  description_en: `About ${titleEn}`,
});

/** Appearance settings as GET /appearance answers them, small but complete. */
export const appearanceFixture: Appearance = {
  top_bar: [{ id: 1, title_ar: 'أوقات الزيارة من 6 صباحا حتى 6 مساء', title_en: 'Visiting hours: 6 AM to 6 PM' }],
  footer_labels: [
    {
      group_name_ar: 'عن المحمية',
      group_name_en: 'About the reserve',
      label_ar: 'نبذة عن المحمية',
      label_en: 'About the reserve',
      url: '/about',
    },
    { group_name_ar: 'المركز الإعلامي', label_ar: 'الأخبار', label_en: 'News', url: '/news' },
    { group_name_ar: 'عن المحمية', label_ar: 'الأسئلة الشائعة', label_en: 'FAQs', url: '/faqs' },
    { group_name_ar: null, label_ar: 'الوظائف', label_en: 'Jobs', url: '/jobs' },
    { group_name_ar: '', label_ar: 'الاستبيانات', label_en: 'Surveys', url: 'https://example.org/surveys' },
  ],
  pages_headers: { articles: { path: '/demo/headers/wadi.webp' } },
  quick_links: [
    {
      url: '/services',
      image: { path: '/demo/quick-links/permit.webp' },
      title_ar: 'إصدار تصريح',
      title_en: 'Issue a permit',
    },
  ],
  region: [
    place('tanhat', 'روضة التنهات', 'Rawdat Al-Tanhat'),
    place('shawki', 'وادي الشوكي', 'Wadi Al-Shawki'),
    place('armah', 'العرمة', 'Al-Armah'),
    place('khafs', 'روضة الخفس', 'Rawdat Al-Khafs'),
    place('noura', 'روضة نورة', 'Rawdat Noura'),
  ],
  our_partners: [],
  achievements: [],
};
