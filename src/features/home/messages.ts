import { defineCatalogue } from '../../i18n/define-catalogue';

export const homeMessages = defineCatalogue({
  ar: {
    'home.heading': 'مرحبًا بك في بوابة المحمية الملكية',
    'home.banner.landscape': 'مشهد واسع لطبيعة المحمية الملكية',
    'home.banner.about': 'تعرّف على المحمية',
    'home.banner.wildlife': 'الحياة الفطرية في المحمية',
    'home.quickLinks.title': 'روابط سريعة',
    'home.quickLinks.issuePermit': 'إصدار تصريح',
    'home.places.title': 'أماكن في المحمية',
    'home.places.choose': 'اختر مكانًا',
    'home.news.title': 'آخر الأخبار',
    'home.news.viewAll': 'عرض جميع الأخبار',
    'home.news.empty': 'لا توجد أخبار حاليًا.',
  },
  en: {
    'home.heading': 'Welcome to the royal reserve portal',
    'home.banner.landscape': 'A wide view of the royal reserve’s landscape',
    'home.banner.about': 'Learn about the reserve',
    'home.banner.wildlife': 'Wildlife of the reserve',
    'home.quickLinks.title': 'Quick links',
    'home.quickLinks.issuePermit': 'Issue a permit',
    'home.places.title': 'Places in the reserve',
    'home.places.choose': 'Choose a place',
    'home.news.title': 'Latest news',
    'home.news.viewAll': 'View all news',
    'home.news.empty': 'There is no news yet.',
  },
});
