import type { footerLinks, pageHeaders, quickLinks, regionPlaces, showcaseLinks, topBarItems } from '../../schema';

/** Appearance demo content; list order is display order (the seed stores it as `position`). */

type Row<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], 'id' | 'position'>;

export const topBar: Row<typeof topBarItems>[] = [
  { titleAr: 'أوقات الزيارة: يوميا من 6 صباحا حتى 6 مساء', titleEn: 'Visiting hours: daily, 6 AM to 6 PM' },
  { titleAr: 'تمتد المحمية على نحو 28 ألف كيلومتر مربع', titleEn: 'The reserve covers about 28,000 sq km' },
  { titleAr: 'التخييم في المواقع المعتمدة فقط وبتصريح ساري', titleEn: 'Camping only at approved sites, with a valid permit' },
];

const aboutGroup = { groupNameAr: 'عن المحمية', groupNameEn: 'About the reserve' };
const servicesGroup = { groupNameAr: 'الخدمات الإلكترونية', groupNameEn: 'E-services' };
const mediaGroup = { groupNameAr: 'المركز الإعلامي', groupNameEn: 'Media centre' };
/** The footer groups' names, for a database seeded before they had English ones. */
export const footerGroups = [aboutGroup, servicesGroup, mediaGroup];

export const footer: Row<typeof footerLinks>[] = [
  { ...aboutGroup, labelAr: 'نبذة عن المحمية', labelEn: 'About the reserve', url: '/about' },
  { ...aboutGroup, labelAr: 'الأسئلة الشائعة', labelEn: 'FAQs', url: '/faqs' },
  { ...aboutGroup, labelAr: 'تواصل معنا', labelEn: 'Contact us', url: '/contact-us' },
  { ...aboutGroup, labelAr: 'سياسة الخصوصية والشروط', labelEn: 'Privacy and terms', url: '/terms' },
  { ...servicesGroup, labelAr: 'التصاريح', labelEn: 'Permits', url: '/services' },
  { ...servicesGroup, labelAr: 'اشتراطات النحالين', labelEn: 'Beekeeper conditions', url: '/terms-permits' },
  { ...servicesGroup, labelAr: 'ضوابط البحث العلمي', labelEn: 'Research rules', url: '/terms-permits-researcher' },
  { ...mediaGroup, labelAr: 'الأخبار', labelEn: 'News', url: '/news' },
  { ...mediaGroup, labelAr: 'الفعاليات والأنشطة', labelEn: 'Events and activities', url: '/events' },
  { ...mediaGroup, labelAr: 'ألبومات الصور', labelEn: 'Photo albums', url: '/images' },
  { ...mediaGroup, labelAr: 'الدراسات والتقارير', labelEn: 'Studies and reports', url: '/reports' },
  // No group on purpose: the footer shows these under 'غير محدد'.
  { groupNameAr: null, labelAr: 'الوظائف', labelEn: 'Jobs', url: '/jobs' },
  { groupNameAr: null, labelAr: 'الاستبيانات', labelEn: 'Surveys', url: '/survey' },
];

const header = (name: string) => `/demo/headers/${name}.webp`;

/** One header image for each of the 16 page keys of spec 000 §3. */
export const headers: (typeof pageHeaders.$inferInsert)[] = [
  { page: 'job_opportunities', imagePath: header('acacia') },
  { page: 'studies_and_reports', imagePath: header('escarpment') },
  { page: 'surveys', imagePath: header('rawdah') },
  { page: 'contact_us', imagePath: header('dunes') },
  { page: 'events', imagePath: header('night') },
  { page: 'volunteer_opportunity', imagePath: header('acacia') },
  { page: 'workshop', imagePath: header('wadi') },
  { page: 'environmental_tourism', imagePath: header('dunes') },
  { page: 'about_reserve', imagePath: header('escarpment') },
  { page: 'use_profile', imagePath: header('rawdah') },
  { page: 'articles', imagePath: header('wadi') },
  { page: 'albums', imagePath: header('night') },
  { page: 'researches', imagePath: header('escarpment') },
  { page: 'beekeeping_permit', imagePath: header('rawdah') },
  { page: 'free_camping_permit', imagePath: header('night') },
  { page: 'specific_area_permit', imagePath: header('dunes') },
];

export const quick: Row<typeof quickLinks>[] = [
  { url: '/services', imagePath: '/demo/quick-links/permit.webp', titleAr: 'إصدار تصريح', titleEn: 'Issue a permit' },
  { url: '/events', imagePath: '/demo/quick-links/events.webp', titleAr: 'الفعاليات والأنشطة', titleEn: 'Events and activities' },
  { url: '/volunteer', imagePath: '/demo/quick-links/volunteer.webp', titleAr: 'فرص التطوع', titleEn: 'Volunteer with us' },
  { url: '/reports', imagePath: '/demo/quick-links/reports.webp', titleAr: 'الدراسات والتقارير', titleEn: 'Studies and reports' },
  { url: '/images', imagePath: '/demo/quick-links/albums.webp', titleAr: 'ألبومات الصور', titleEn: 'Photo albums' },
];

const place = (name: string) => ({
  largeImagePath: `/demo/places/${name}-large.webp`,
  smallImagePath: `/demo/places/${name}-small.webp`,
});

/** The five places of the home page, with the facts of spec 000 §9. */
export const places: Row<typeof regionPlaces>[] = [
  {
    ...place('tanhat'),
    titleAr: 'روضة التنهات',
    titleEn: 'Rawdat Al-Tanhat',
    descriptionAr:
      'من أكبر رياض المحمية، تمتد على مساحة تقارب 11 مليون متر مربع، وتحتضن 76 نوعا من النباتات البرية. تكتسي بعد أمطار الشتاء بساطا من الخزامى والنفل والأقحوان، وتقصدها الطيور المهاجرة في الربيع.',
    descriptionEn:
      'One of the largest meadows of the reserve, spreading over about 11 million sq m and home to 76 species of wild plants. After the winter rains it turns into a carpet of lavender, clover and chamomile, and migrating birds stop here every spring.',
  },
  {
    ...place('shawki'),
    titleAr: 'وادي الشوكي',
    titleEn: 'Wadi Al-Shawki',
    descriptionAr:
      'واد يمتد نحو 45 كيلومترا، تصطف على ضفتيه أشجار الطلح والسمر والسدر. يجري فيه السيل بعد الأمطار الغزيرة، ويوفر ظله ومراعيه ملاذا للظباء والطيور طوال العام.',
    descriptionEn:
      'A valley running for about 45 km, its banks lined with talh, samur and sidr trees. Floodwater flows through it after heavy rain, and its shade and pastures shelter gazelles and birds all year round.',
  },
  {
    ...place('armah'),
    titleAr: 'العرمة',
    titleEn: 'Al-Armah',
    descriptionAr:
      'حافة صخرية شاهقة يبلغ طولها نحو 100 كيلومتر بمتوسط ارتفاع 30 مترا، تطل على سهول المحمية. تنحت الرياح في صخورها أشكالا فريدة، وتعشش في شقوقها الطيور الجارحة.',
    descriptionEn:
      'A limestone escarpment about 100 km long with an average height of 30 m, overlooking the plains of the reserve. The wind has carved its rocks into striking shapes, and birds of prey nest in its crevices.',
  },
  {
    ...place('khafs'),
    titleAr: 'روضة الخفس',
    titleEn: 'Rawdat Al-Khafs',
    descriptionAr:
      'روضة منخفضة تمتد على نحو 21 مليون متر مربع، تتجمع فيها مياه السيول فتحيي تربتها الطينية الخصبة. تعد من أغنى مواقع المحمية بالغطاء النباتي في مواسم الأمطار.',
    descriptionEn:
      'A low-lying meadow of about 21 million sq m where floodwater gathers and revives its rich clay soil. In rainy seasons it is one of the greenest places in the reserve.',
  },
  {
    ...place('noura'),
    titleAr: 'روضة نورة',
    titleEn: 'Rawdat Noura',
    descriptionAr:
      'روضة هادئة تمتد على نحو 4.4 ملايين متر مربع، ويعيش فيها 12 نوعا من النباتات. مقصد محبب للعائلات في الربيع، حين تتفتح أزهارها الصفراء والبيضاء بين الكثبان.',
    descriptionEn:
      'A quiet meadow of about 4.4 million sq m with 12 plant species. Families love it in spring, when yellow and white flowers open between the dunes.',
  },
];

export const partners: Row<typeof showcaseLinks>[] = [
  { kind: 'partner', url: 'https://www.ncw.gov.sa', imagePath: '/demo/partners/wildlife-centre.webp' },
  { kind: 'partner', url: 'https://www.ncvc.gov.sa', imagePath: '/demo/partners/vegetation-centre.webp' },
  { kind: 'partner', url: 'https://ncm.gov.sa', imagePath: '/demo/partners/meteorology-centre.webp' },
  { kind: 'partner', url: 'https://ksu.edu.sa', imagePath: '/demo/partners/university.webp' },
  { kind: 'partner', url: 'https://mt.gov.sa', imagePath: '/demo/partners/tourism.webp' },
];

export const achievements: Row<typeof showcaseLinks>[] = [
  { kind: 'achievement', url: '/news/reserve-honoured-for-land-rehabilitation', imagePath: '/demo/achievements/rehabilitation-award.webp' },
  { kind: 'achievement', url: '/news/oryx-herd-reaches-new-record', imagePath: '/demo/achievements/oryx-milestone.webp' },
  { kind: 'achievement', url: '/news/seed-bank-collects-native-seeds', imagePath: '/demo/achievements/seed-bank.webp' },
  { kind: 'achievement', url: '/news/eco-tourism-guides-certified', imagePath: '/demo/achievements/certified-guides.webp' },
];
