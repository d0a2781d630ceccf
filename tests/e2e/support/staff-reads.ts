import { staffMeAnswer } from '../../support/admin-stubs';

/**
 * The staff API's answers that the admin pages' browser tests serve in the tab, and the pages with their
 * headings: these tests judge the screens, whoever decides; the API's own tests judge the answers (tests/api/).
 */
export const PERMIT_UUID = '00000000-0000-4000-8000-000000000001';
const row = {
  uuid: PERMIT_UUID,
  reference: 'SA-2026-000001',
  type: 'beekeeping',
  status: 'pending',
  applicant_name: 'نورة القحطاني',
  national_id: '1000000001',
  created_at: '2026-01-04T08:00:00.000Z',
  due_on: '2026-01-25',
  overdue: true,
  assignee: null,
  version: 2,
};
const permitCase = {
  ...row,
  answers: [{ field: 'number_of_hives', label: 'عدد الخلايا', value: 40 }],
  files: [{ id: 7, field: 'id_card', name: 'هوية.pdf', url: `/api/v1/admin/permits/${PERMIT_UUID}/files/7` }],
  history: [
    {
      type: 'submitted',
      at: '2026-01-04T08:00:00.000Z',
      actor: { kind: 'applicant', name: null },
      from_state: null,
      to_state: 'pending',
      reason: null,
      note: null,
      visibility: 'applicant',
      version: 1,
    },
  ],
  changes: [{ field: 'number_of_hives', label: 'عدد الخلايا', before: 30, after: 40 }],
  actions: ['permit.assign', 'permit.reject', 'permit.requestInfo'],
};

const SIGNED_IN_UUID = '00000000-0000-4000-8000-0000000000a1';
const STAFF = [
  {
    uuid: SIGNED_IN_UUID,
    name: 'ريم الشمري',
    email: 'reem@authority.example.sa',
    language: 'ar',
    roles: [{ role: 'admin', permit_types: [] }],
    password_set: true,
    enrolled: true,
    disabled: false,
    created_at: '2026-01-04T08:00:00.000Z',
  },
  {
    uuid: '00000000-0000-4000-8000-0000000000a2',
    name: 'هند العتيبي',
    email: 'hind.alotaibi.reviewer@authority.example.sa',
    language: 'en',
    roles: [{ role: 'reviewer', permit_types: ['beekeeping', 'scientific_research'] }],
    password_set: true,
    enrolled: true,
    disabled: false,
    created_at: '2026-01-05T08:00:00.000Z',
  },
];

const MESSAGE_UUID = '00000000-0000-4000-8000-0000000000c1';
const message = {
  uuid: MESSAGE_UUID,
  type: 'complaints',
  subject: 'تأخر الرد على طلب تصريح التخييم في روضة خريم',
  sender_name: 'عبدالرحمن بن عبدالعزيز بن محمد آل سعود',
  received_at: '2026-01-06T09:30:00.000Z',
  status: 'in_progress',
  assignee_name: 'ريم الشمري',
};
const messageRead = {
  ...message,
  message: 'قدمت طلبي قبل ١٢ يوم عمل ولم يصلني رد حتى الآن.',
  sender_email: 'abdulrahman@example.sa',
  sender_phone: '+966٥٠١٢٣٤٥٦٧',
  is_reserve_resident: true,
  reserve_area: 'روضة خريم',
  locale: 'ar',
  assignee: { uuid: SIGNED_IN_UUID, name: 'ريم الشمري' },
  attachments: [{ id: 3, name: 'صورة الطلب.pdf', size_bytes: 182_044, mime_type: 'application/pdf' }],
  events: [
    {
      id: 1,
      type: 'assigned',
      actor_name: 'ريم الشمري',
      to_status: null,
      text: null,
      at: '2026-01-06T10:00:00.000Z',
    },
    {
      id: 2,
      type: 'note',
      actor_name: 'ريم الشمري',
      to_status: null,
      text: 'راجعت الطلب مع فريق التصاريح.',
      at: '2026-01-06T10:05:00.000Z',
    },
  ],
};

const JOB_UUID = '00000000-0000-4000-8000-0000000000d1';
const APPLICATION_UUID = '00000000-0000-4000-8000-0000000000d2';
const SURVEY_UUID = '00000000-0000-4000-8000-0000000000e1';
const job = { uuid: JOB_UUID, title: 'أخصائي حياة فطرية', is_open: true, created_at: '2026-01-02T08:00:00.000Z' };
const applicant = { name: 'عبدالرحمن بن عبدالعزيز آل سعود', email: 'abdulrahman@example.sa', phone: '+966501234567' };
const survey = {
  uuid: SURVEY_UUID,
  title: 'رضا الزوار عن مواقع التخييم',
  is_open: true,
  created_at: '2026-01-03T08:00:00.000Z',
};
const choice = (id: number, question: string, counts: number[]) => ({
  id,
  question,
  type: 'radio',
  answered: 7,
  options: counts.map((count, index) => ({
    value: String(index + 1),
    label: ['راضٍ جدًا', 'راضٍ', 'غير راضٍ'][index]!,
    count,
    percentage: Math.round((count / 7) * 1000) / 10,
  })),
});

const faq = {
  question_ar: 'هل يُسمح بإشعال النار في مواقع التخييم داخل روضة خريم خلال موسم الربيع؟',
  question_en: 'May campers light fires at the Rawdat Khuraim sites in spring?',
  answer_ar: '<p>نعم، في المواقد المخصصة فقط، من الساعة ٤ عصرًا حتى ١١ مساءً.</p>',
  answer_en: '<p>Yes, in the fire pits only, from 4 pm to 11 pm.</p>',
  position: 2,
};
const region = { name_ar: 'المنطقة الشمالية الشرقية لروضة خريم والتنهات', name_en: 'North-east of Rawdat Khuraim' };
const topBarItem = {
  title_ar: 'أوقات الزيارة في رمضان: من ٤ عصرًا حتى ١١ مساءً',
  title_en: 'Ramadan visiting hours: 4 PM to 11 PM',
  position: 1,
};
const footerLink = {
  group_name_ar: 'روابط مهمة',
  group_name_en: 'Useful links',
  label_ar: 'الأسئلة الشائعة',
  label_en: 'FAQs',
  url: '/faqs',
  position: 2,
};
const aboutStatistic = {
  image_path: '/demo/about/statistic-area.svg',
  value: '28,000',
  title_ar: 'كيلومتر مربع مساحة المحمية',
  title_en: 'Square kilometres of the reserve',
  position: 1,
};
const aboutStrategyItem = {
  kind: 'goal',
  icon_path: '/demo/about/goal-wildlife.svg',
  title_ar: 'حماية التنوع الأحيائي في المحمية',
  title_en: "Protect the reserve's biodiversity",
  position: 1,
};
const showcaseLink = {
  kind: 'partner',
  url: 'https://www.ncw.gov.sa/',
  image_path: '/demo/partners/wildlife-centre.webp',
  position: 1,
};
const quickLink = {
  title_ar: 'التصاريح',
  title_en: 'Permits',
  url: '/terms-permits',
  image_path: '/demo/quick-links/permit.webp',
  position: 1,
};
const studyReport = {
  title_ar: 'التقرير السنوي للمحمية 2025',
  title_en: "The reserve's annual report 2025",
  file_path: 'reports:0b5f3a52-8c1e-4b7a-9d2e-6f1a2b3c4d5e.pdf',
  file_name: 'annual-report-2025.pdf',
  file_type: 'application/pdf',
  file_size: 48213,
};
const aboutTask = {
  body_ar: 'حماية الحياة الفطرية في المحمية وإعادة توطين الأنواع المهددة بالانقراض.',
  body_en: "Protect the reserve's wildlife and reintroduce endangered species.",
  position: 3,
};
const album = {
  title_ar: 'قطيع المها في روضة خريم',
  title_en: 'The oryx herd at Rawdat Khuraim',
  slug: 'oryx-herd',
  tags: [{ ar: 'الحياة الفطرية', en: 'Wildlife' }],
  files: [{ path: '/demo/places/armah-large.webp', alt_ar: 'منظر من المحمية', alt_en: 'A view of the reserve' }],
};
const campingSetting = {
  enabled: true,
  description_ar: 'تصريح للتخييم المجاني في المواقع المخصصة خلال موسمها من ١ نوفمبر إلى ٣٠ أبريل.',
  description_en: 'A permit for free camping at the designated sites in their season, 1 November to 30 April.',
};

/** A job as its editor opens it: a question of each kind the editor draws differently. */
const editedJob = {
  title_ar: 'حارس ميداني في روضة خريم لموسم الربيع ١٤٤٨',
  title_en: 'Field Ranger at Rawdat Khuraim for spring 2027',
  description_ar: '<p>تبحث هيئة المحمية عن حارس ميداني يقوم بدوريات في الأودية والسهول.</p>',
  description_en: '<p>The reserve authority is looking for a Field Ranger to patrol its valleys and plains.</p>',
  is_open: true,
  closes_at: '2027-03-01 23:59',
  questions: [
    {
      id: 1,
      type: 'textarea',
      required: true,
      question_ar: 'لماذا ترغب في العمل في المحمية؟',
      question_en: 'Why do you want to work at the reserve?',
    },
    {
      id: 2,
      type: 'radio',
      required: true,
      question_ar: 'ما نوع الدوام الذي تفضله؟',
      question_en: 'Which hours do you prefer?',
      options: [
        { value: 'full-time', label_ar: 'دوام كامل', label_en: 'Full time' },
        { value: 'part-time', label_ar: 'دوام جزئي', label_en: 'Part time' },
      ],
    },
  ],
};
const editedSurvey = {
  title_ar: survey.title,
  title_en: 'Visitor satisfaction with the camping sites',
  description_ar: 'ساعدنا على تحسين مواقع التخييم في روضة خريم.\nيستغرق الاستبيان دقيقتين.',
  description_en: 'Help us improve the camping sites at Rawdat Khuraim.\nIt takes two minutes.',
  display_in_public: true,
  is_open: true,
  questions: [
    {
      id: 1,
      type: 'radio',
      required: true,
      question_ar: 'ما مدى رضاك عن نظافة الموقع؟',
      question_en: "How satisfied are you with the site's cleanliness?",
      options: [
        { value: 'satisfied', label_ar: 'راضٍ', label_en: 'Satisfied' },
        { value: 'unsatisfied', label_ar: 'غير راضٍ', label_en: 'Unsatisfied' },
      ],
    },
  ],
};

const CITIZEN_UUID = '00000000-0000-4000-8000-0000000000b1';
/** An individual's account as an admin sets its researcher flag: a long name, and a change in its history. */
const citizenAccount = {
  uuid: CITIZEN_UUID,
  name: 'عبدالرحمن بن عبدالعزيز بن محمد آل سعود',
  is_researcher: true,
  revision: '6',
  history: [
    {
      actor: 'ريم الشمري',
      at: '2026-01-10T08:00:00.000Z',
      is_researcher: true,
      reason: 'خطاب من جامعة الملك سعود بتاريخ ١٤٤٨/٦/١ يؤكد انتسابه إلى قسم علوم النبات.',
    },
  ],
};

/** The staff API's answers by pathname, for an admin signed in as ريم الشمري. */
const campingLocation = {
  name_ar: 'مخيم روضة نورة الشتوي على أطراف الكثبان الرملية الشرقية',
  name_en: 'Rawdat Nourah winter camp',
  season_start_month: 10,
  season_end_month: 4,
  closed_from: '2026-12-01',
  closed_until: '2026-12-31',
};
const permitArea = {
  name_ar: 'روضة خريم الشمالية قرب مسار مشاهدة الحياة الفطرية',
  name_en: 'Northern Rawdat Khuraim',
  region_id: 1,
  open_to_work_permits: true,
  closed_from: '2026-03-01',
  closed_until: '2026-04-15',
};
const apiary = {
  name_ar: 'منحل السدر الشمالي',
  name_en: 'Northern Sidr apiary',
  location_id: 1,
  lat: 25.296,
  lng: 46.132,
  reserved_by_authority: true,
};
const apiaryLocation = {
  name_ar: 'موقع مناحل وادي السدر',
  name_en: 'Wadi Sidr apiaries',
  image_path: '/demo/headers/rawdah.webp',
};
const articlesHeader = { page_ar: 'الأخبار', page_en: 'News', image_path: '/demo/headers/wadi.webp' };
/** A scheduled article with a long Arabic title, its body as the rich-text editor opens it. */
const article = {
  title_ar: 'افتتاح مسار المشي الجديد في روضة خريم بعد أعمال التأهيل البيئي وإعادة زراعة النباتات المحلية',
  title_en: 'A new walking trail opens in Rawdat Khuraim after its restoration',
  subtitle_ar: 'بمشاركة ٣٠ متطوعاً من أهالي المنطقة',
  slug: 'rawdat-khuraim-trail',
  description_ar: '<h2>المسار</h2><p>يمتد المسار <strong>٤ كم</strong> بين أشجار السدر.</p>',
  description_en: '<h2>The trail</h2><p>The trail runs <strong>4 km</strong> among the sidr trees.</p>',
  status: 'published',
  publish_at: '2026-12-01 09:00',
  // Its image, drawn by the image widget with its description in the page's language.
  image_path: '/demo/articles/wadi.webp',
  image_alt_ar: 'مسار ترابي بين أشجار السدر في روضة خريم',
  image_alt_en: 'A dirt trail among sidr trees in Rawdat Khuraim',
};
const editedActivity = {
  type: 'volunteer_opportunity',
  title_ar: 'زراعة أشجار السدر في روضة نورة',
  title_en: 'Planting sidr trees at Rawdat Noura',
  slug: 'sidr-planting-rawdat-noura-2027',
  starts_at: '2027-02-12 08:00',
  ends_at: '2027-02-12 14:00',
  location_name_ar: 'روضة نورة',
  location_name_en: 'Rawdat Noura',
  location_url: 'https://maps.google.com/?q=Rawdat+Noura',
  description_ar: '<p>نزرع مئة شتلة سدر مع فريق المحمية.</p>',
  description_en: "<p>We plant a hundred sidr seedlings with the reserve's team.</p>",
  terms_ar: '<ul><li>العمر ١٨ سنة فأكثر</li></ul>',
  terms_en: '<ul><li>Aged 18 or over</li></ul>',
  auto_approve: false,
  capacity: 40,
};
/** A list of one item and the item, with its history, as the content frame's API answers them. */
const contentReads = (type: string, values: { name_ar: string; name_en: string }, changed: string) => ({
  [`/api/v1/admin/content/${type}`]: {
    data: [{ id: '3', title_ar: values.name_ar, title_en: values.name_en }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  [`/api/v1/admin/content/${type}/3`]: {
    data: {
      id: '3',
      revision: '4',
      values,
      history: [
        {
          action: 'edited',
          actor: 'ريم الشمري',
          at: '2026-01-07T08:00:00.000Z',
          changes: { [changed]: { before: null, after: (values as Record<string, unknown>)[changed] } },
        },
      ],
    },
  },
});

export const STAFF_READS: Record<string, unknown> = {
  '/api/v1/admin/me': staffMeAnswer('admin', { uuid: SIGNED_IN_UUID, name: STAFF[0]!.name, email: STAFF[0]!.email }),
  '/api/v1/admin/staff': { data: STAFF, meta: { current_page: 1, from: 1, last_page: 1, total: 2, per_page: 50 } },
  '/api/v1/admin/permits': { data: [row], meta: { current_page: 1, last_page: 3, total: 41, per_page: 20 } },
  [`/api/v1/admin/permits/${PERMIT_UUID}`]: { data: permitCase },
  '/api/v1/admin/service-levels': {
    data: {
      levels: [
        { type: 'specific_area', working_days: 3, editable: true },
        { type: 'beekeeping', working_days: null, editable: true },
        { type: 'scientific_research', working_days: 15, editable: false },
      ],
      holidays: [{ day: '2027-03-20', name_ar: 'عيد الفطر المبارك', name_en: 'Eid al-Fitr' }],
    },
  },
  '/api/v1/admin/contact-messages': {
    data: [message],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  [`/api/v1/admin/contact-messages/${MESSAGE_UUID}`]: { data: messageRead },
  '/api/v1/admin/jobs': {
    data: [{ ...job, applications: 1 }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  [`/api/v1/admin/jobs/${JOB_UUID}/applications`]: {
    data: [{ uuid: APPLICATION_UUID, applicant, created_at: '2026-01-08T08:00:00.000Z' }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  [`/api/v1/admin/job-applications/${APPLICATION_UUID}`]: {
    data: {
      uuid: APPLICATION_UUID,
      job: { uuid: JOB_UUID, title: job.title },
      applicant,
      created_at: '2026-01-08T08:00:00.000Z',
      answers: [
        { id: 1, question: 'سنوات الخبرة', type: 'number', answer: ['٧'], files: [] },
        {
          id: 2,
          question: 'السيرة الذاتية',
          type: 'file',
          answer: [],
          files: [{ id: 4, name: 'السيرة الذاتية.pdf', mime_type: 'application/pdf', size_bytes: 240_112 }],
        },
      ],
    },
  },
  '/api/v1/admin/activity-registrations': {
    data: [
      {
        uuid: '00000000-0000-4000-8000-0000000000f1',
        activity: {
          uuid: '00000000-0000-4000-8000-0000000000f2',
          title: 'زراعة أشجار السدر في روضة نورة',
          type: 'volunteer_opportunity',
          start_date: '2026-02-12',
        },
        citizen: { name: applicant.name, email: applicant.email },
        reason: 'أشارك للمرة الثالثة، وأحمل شهادة إسعافات أولية منذ ٢٠٢٤.',
        status: 'pending',
        registered_at: '2026-01-09T08:00:00.000Z',
      },
    ],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/surveys': {
    data: [{ ...survey, answers: 7 }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  [`/api/v1/admin/citizen-accounts/${CITIZEN_UUID}`]: { data: citizenAccount },
  '/api/v1/admin/content/permit-regions': {
    data: [{ id: '3', title_ar: region.name_ar, title_en: region.name_en }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/permit-regions/3': { data: { id: '3', revision: '4', values: region, history: [] } },
  '/api/v1/admin/content/research-categories': {
    data: [{ id: '2', title_ar: 'الغطاء النباتي', title_en: 'Vegetation' }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/reserve-areas': {
    data: [{ id: '1', title_ar: 'رماح', title_en: 'Rumah' }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/top-bar-items': {
    data: [{ id: '4', title_ar: topBarItem.title_ar, title_en: topBarItem.title_en }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/top-bar-items/4': { data: { id: '4', revision: '2', values: topBarItem, history: [] } },
  '/api/v1/admin/content/footer-links': {
    data: [{ id: '6', title_ar: footerLink.label_ar, title_en: footerLink.label_en }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/footer-links/6': { data: { id: '6', revision: '3', values: footerLink, history: [] } },
  '/api/v1/admin/content/about-tasks': {
    data: [{ id: '2', title_ar: aboutTask.body_ar, title_en: aboutTask.body_en }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/about-tasks/2': { data: { id: '2', revision: '1', values: aboutTask, history: [] } },
  '/api/v1/admin/content/about-statistics': {
    data: [{ id: '3', title_ar: aboutStatistic.title_ar, title_en: aboutStatistic.title_en }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/about-statistics/3': { data: { id: '3', revision: '1', values: aboutStatistic, history: [] } },
  '/api/v1/admin/content/about-strategy-items': {
    data: [{ id: '5', title_ar: aboutStrategyItem.title_ar, title_en: aboutStrategyItem.title_en }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/about-strategy-items/5': {
    data: { id: '5', revision: '1', values: aboutStrategyItem, history: [] },
  },
  '/api/v1/admin/content/showcase-links': {
    data: [{ id: '7', title_ar: showcaseLink.url, title_en: showcaseLink.url }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/showcase-links/7': { data: { id: '7', revision: '1', values: showcaseLink, history: [] } },
  '/api/v1/admin/content/quick-links': {
    data: [{ id: '8', title_ar: quickLink.title_ar, title_en: quickLink.title_en }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/quick-links/8': { data: { id: '8', revision: '1', values: quickLink, history: [] } },
  '/api/v1/admin/content/albums': {
    data: [{ id: '3', title_ar: album.title_ar, title_en: album.title_en }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/albums/3': { data: { id: '3', revision: '1', values: album, history: [] } },
  '/api/v1/admin/content/studies-reports': {
    data: [{ id: '4', title_ar: studyReport.title_ar, title_en: studyReport.title_en }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/studies-reports/4': { data: { id: '4', revision: '1', values: studyReport, history: [] } },
  '/api/v1/admin/content/permit-settings': {
    data: [{ id: 'free_camping_permit', title_ar: 'تصريح التخييم المجاني', title_en: 'Free camping permit' }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/permit-settings/free_camping_permit': {
    data: { id: 'free_camping_permit', revision: '2', values: campingSetting, history: [] },
  },
  '/api/v1/admin/content/page-headers': {
    data: [{ id: 'articles', title_ar: 'الأخبار', title_en: 'News' }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/page-headers/articles': {
    data: { id: 'articles', revision: '2', values: articlesHeader, history: [] },
  },
  '/api/v1/admin/content/articles': {
    data: [
      {
        id: '5',
        title_ar: article.title_ar,
        title_en: article.title_en,
        state: 'scheduled',
        publish_at: '2026-12-01T06:00:00.000Z',
      },
      { id: '4', title_ar: 'يوم التشجير الوطني', title_en: 'National tree-planting day', state: 'published' },
      { id: '3', title_ar: 'مسودة: موسم الربيع', title_en: 'Draft: the spring season', state: 'draft' },
    ],
    meta: { current_page: 1, from: 1, last_page: 1, total: 3, per_page: 20 },
  },
  '/api/v1/admin/content/articles/5': {
    data: { id: '5', revision: '2', values: article, history: [] },
  },
  '/api/v1/admin/content/faqs': {
    data: [{ id: '7', title_ar: faq.question_ar, title_en: faq.question_en }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/faqs/7': {
    data: {
      id: '7',
      revision: '12',
      values: faq,
      history: [
        {
          action: 'edited',
          actor: 'ريم الشمري',
          at: '2026-01-07T08:00:00.000Z',
          changes: { answer_ar: { before: '<p>نعم.</p>', after: faq.answer_ar } },
        },
      ],
    },
  },
  ...contentReads('camping-locations', campingLocation, 'closed_from'),
  ...contentReads('permit-areas', permitArea, 'closed_from'),
  ...contentReads('apiaries', apiary, 'reserved_by_authority'),
  ...contentReads('apiary-locations', apiaryLocation, 'name_en'),
  '/api/v1/admin/content/jobs': {
    data: [{ id: '9', title_ar: editedJob.title_ar, title_en: editedJob.title_en }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/jobs/9': {
    data: { id: '9', revision: '3', values: editedJob, history: [] },
  },
  '/api/v1/admin/content/surveys': {
    data: [{ id: '5', title_ar: editedSurvey.title_ar, title_en: editedSurvey.title_en }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/surveys/5': {
    data: { id: '5', revision: '2', values: editedSurvey, history: [] },
  },
  '/api/v1/admin/content/activities': {
    data: [{ id: '5', title_ar: editedActivity.title_ar, title_en: editedActivity.title_en }],
    meta: { current_page: 1, from: 1, last_page: 1, total: 1, per_page: 20 },
  },
  '/api/v1/admin/content/activities/5': {
    data: { id: '5', revision: '2', values: editedActivity, history: [] },
  },
  [`/api/v1/admin/surveys/${SURVEY_UUID}/results`]: {
    data: {
      uuid: SURVEY_UUID,
      title: survey.title,
      answers: 7,
      questions: [
        choice(1, 'ما مدى رضاك عن نظافة الموقع؟', [4, 3, 0]),
        choice(2, 'ما مدى رضاك عن المرافق؟', [2, 2, 3]),
        {
          id: 3,
          question: 'ما الذي نحسنه؟',
          type: 'textarea',
          answered: 2,
          texts: ['مظلات أكثر قرب المواقد', 'لوحات إرشادية بالإنجليزية'],
        },
      ],
    },
  },
};

/** Every admin page with its h1; the sign-in and set-password pages talk to the real server. */
export const ADMIN_PAGES = [
  { address: '/admin/sign-in', heading: { ar: 'دخول الموظفين', en: 'Staff sign-in' } },
  {
    address: '/admin/set-password?token=abcdefghijklmnopqrstuvwxyz',
    heading: { ar: 'تعيين كلمة المرور', en: 'Set your password' },
  },
  { address: '/admin/permits', heading: { ar: 'طلبات التصاريح', en: 'Permit requests' } },
  {
    address: `/admin/permits/${PERMIT_UUID}`,
    heading: { ar: 'SA-2026-000001 — تصريح المناحل', en: 'SA-2026-000001 — Beekeeping permit' },
  },
  { address: '/admin/staff', heading: { ar: 'الموظفون', en: 'Staff' } },
  { address: '/admin/service-levels', heading: { ar: 'مواعيد الرد والإجازات', en: 'Answer deadlines and holidays' } },
  { address: '/admin/messages', heading: { ar: 'رسائل المواطنين', en: "Citizens' messages" } },
  { address: `/admin/messages/${MESSAGE_UUID}`, heading: { ar: message.subject, en: message.subject } },
  { address: '/admin/jobs-applications', heading: { ar: 'طلبات الوظائف', en: 'Job applications' } },
  {
    address: `/admin/jobs-applications/${JOB_UUID}`,
    heading: { ar: 'طلبات الوظيفة', en: "The job's applications" },
  },
  {
    address: `/admin/jobs-applications/${JOB_UUID}/${APPLICATION_UUID}`,
    heading: { ar: `طلب توظيف: ${job.title}`, en: `Application: ${job.title}` },
  },
  { address: '/admin/registrations', heading: { ar: 'التسجيل في الأنشطة', en: 'Activity registrations' } },
  { address: '/admin/survey-results', heading: { ar: 'نتائج الاستبيانات', en: 'Survey results' } },
  {
    address: `/admin/survey-results/${SURVEY_UUID}`,
    heading: { ar: `نتائج ${survey.title}`, en: `Results of ${survey.title}` },
  },
  { address: '/admin/citizen-accounts', heading: { ar: 'صفة الباحث', en: 'The researcher flag' } },
  {
    address: `/admin/citizen-accounts/${CITIZEN_UUID}`,
    heading: { ar: citizenAccount.name, en: citizenAccount.name },
  },
  { address: '/admin/content', heading: { ar: 'المحتوى', en: 'Content' } },
  { address: '/admin/content/articles', heading: { ar: 'الأخبار', en: 'News' } },
  { address: '/admin/content/articles/new', heading: { ar: 'خبر جديد', en: 'New article' } },
  { address: '/admin/content/articles/5', heading: { ar: article.title_ar, en: article.title_en } },
  { address: '/admin/content/faqs', heading: { ar: 'الأسئلة الشائعة', en: 'Frequently asked questions' } },
  { address: '/admin/content/faqs/new', heading: { ar: 'سؤال جديد', en: 'New question' } },
  { address: '/admin/content/faqs/7', heading: { ar: faq.question_ar, en: faq.question_en } },
  { address: '/admin/content/camping-locations', heading: { ar: 'مواقع التخييم الحر', en: 'Free camping sites' } },
  { address: '/admin/content/camping-locations/new', heading: { ar: 'موقع تخييم جديد', en: 'New camping site' } },
  {
    address: '/admin/content/camping-locations/3',
    heading: { ar: campingLocation.name_ar, en: campingLocation.name_en },
  },
  { address: '/admin/content/permit-areas', heading: { ar: 'مواقع التصاريح', en: 'Permit areas' } },
  { address: '/admin/content/permit-areas/new', heading: { ar: 'موقع جديد', en: 'New area' } },
  { address: '/admin/content/permit-areas/3', heading: { ar: permitArea.name_ar, en: permitArea.name_en } },
  { address: '/admin/content/jobs', heading: { ar: 'الوظائف', en: 'Jobs' } },
  { address: '/admin/content/jobs/new', heading: { ar: 'وظيفة جديدة', en: 'New job' } },
  { address: '/admin/content/jobs/9', heading: { ar: editedJob.title_ar, en: editedJob.title_en } },
  { address: '/admin/content/surveys', heading: { ar: 'الاستبيانات', en: 'Surveys' } },
  { address: '/admin/content/surveys/new', heading: { ar: 'استبيان جديد', en: 'New survey' } },
  { address: '/admin/content/surveys/5', heading: { ar: editedSurvey.title_ar, en: editedSurvey.title_en } },
  { address: '/admin/content/activities', heading: { ar: 'الفعاليات والأنشطة', en: 'Events and activities' } },
  { address: '/admin/content/activities/new', heading: { ar: 'نشاط جديد', en: 'New activity' } },
  {
    address: '/admin/content/activities/5',
    heading: { ar: editedActivity.title_ar, en: editedActivity.title_en },
  },
  { address: '/admin/content/permit-regions', heading: { ar: 'مناطق التصاريح', en: 'Permit regions' } },
  { address: '/admin/content/permit-regions/new', heading: { ar: 'منطقة جديدة', en: 'New region' } },
  { address: '/admin/content/permit-regions/3', heading: { ar: region.name_ar, en: region.name_en } },
  { address: '/admin/content/apiaries', heading: { ar: 'المناحل', en: 'Apiaries' } },
  { address: '/admin/content/apiaries/new', heading: { ar: 'منحل جديد', en: 'New apiary' } },
  { address: '/admin/content/apiaries/3', heading: { ar: apiary.name_ar, en: apiary.name_en } },
  { address: '/admin/content/apiary-locations', heading: { ar: 'مواقع المناحل', en: 'Apiary locations' } },
  { address: '/admin/content/apiary-locations/new', heading: { ar: 'موقع مناحل جديد', en: 'New apiary location' } },
  {
    address: '/admin/content/apiary-locations/3',
    heading: { ar: apiaryLocation.name_ar, en: apiaryLocation.name_en },
  },
  {
    address: '/admin/content/research-categories',
    heading: { ar: 'مجالات البحث العلمي', en: 'Research categories' },
  },
  {
    address: '/admin/content/reserve-areas',
    heading: { ar: 'مواقع المحمية في نموذج التواصل', en: 'Reserve areas of the contact form' },
  },
  { address: '/admin/content/top-bar-items', heading: { ar: 'الشريط العلوي', en: 'Top bar' } },
  { address: '/admin/content/top-bar-items/new', heading: { ar: 'عنصر جديد في الشريط', en: 'New top bar item' } },
  { address: '/admin/content/top-bar-items/4', heading: { ar: topBarItem.title_ar, en: topBarItem.title_en } },
  { address: '/admin/content/footer-links', heading: { ar: 'روابط التذييل', en: 'Footer links' } },
  { address: '/admin/content/footer-links/new', heading: { ar: 'رابط جديد', en: 'New link' } },
  { address: '/admin/content/footer-links/6', heading: { ar: footerLink.label_ar, en: footerLink.label_en } },
  { address: '/admin/content/about-tasks', heading: { ar: 'مهام الهيئة', en: "The authority's tasks" } },
  { address: '/admin/content/about-tasks/new', heading: { ar: 'مهمة جديدة', en: 'New task' } },
  { address: '/admin/content/about-tasks/2', heading: { ar: aboutTask.body_ar, en: aboutTask.body_en } },
  { address: '/admin/content/about-statistics', heading: { ar: 'إحصائيات المحمية', en: "The reserve's statistics" } },
  { address: '/admin/content/about-statistics/new', heading: { ar: 'إحصائية جديدة', en: 'New statistic' } },
  {
    address: '/admin/content/about-statistics/3',
    heading: { ar: aboutStatistic.title_ar, en: aboutStatistic.title_en },
  },
  { address: '/admin/content/about-strategy-items', heading: { ar: 'الأهداف والركائز', en: 'Goals and pillars' } },
  {
    address: '/admin/content/about-strategy-items/new',
    heading: { ar: 'هدف أو ركيزة جديدة', en: 'New goal or pillar' },
  },
  {
    address: '/admin/content/about-strategy-items/5',
    heading: { ar: aboutStrategyItem.title_ar, en: aboutStrategyItem.title_en },
  },
  { address: '/admin/content/showcase-links', heading: { ar: 'الشركاء والإنجازات', en: 'Partners and achievements' } },
  {
    address: '/admin/content/showcase-links/new',
    heading: { ar: 'شريك أو إنجاز جديد', en: 'New partner or achievement' },
  },
  { address: '/admin/content/showcase-links/7', heading: { ar: showcaseLink.url, en: showcaseLink.url } },
  { address: '/admin/content/quick-links', heading: { ar: 'الروابط السريعة', en: 'Quick links' } },
  { address: '/admin/content/quick-links/new', heading: { ar: 'رابط سريع جديد', en: 'New quick link' } },
  { address: '/admin/content/quick-links/8', heading: { ar: quickLink.title_ar, en: quickLink.title_en } },
  { address: '/admin/content/albums', heading: { ar: 'ألبومات الصور', en: 'Photo albums' } },
  { address: '/admin/content/albums/new', heading: { ar: 'ألبوم جديد', en: 'New album' } },
  { address: '/admin/content/albums/3', heading: { ar: album.title_ar, en: album.title_en } },
  { address: '/admin/content/studies-reports', heading: { ar: 'الدراسات والتقارير', en: 'Studies and reports' } },
  {
    address: '/admin/content/studies-reports/new',
    heading: { ar: 'دراسة أو تقرير جديد', en: 'New study or report' },
  },
  {
    address: '/admin/content/studies-reports/4',
    heading: { ar: studyReport.title_ar, en: studyReport.title_en },
  },
  { address: '/admin/content/page-headers', heading: { ar: 'صور ترويسات الصفحات', en: 'Page header images' } },
  { address: '/admin/content/page-headers/articles', heading: { ar: 'الأخبار', en: 'News' } },
  { address: '/admin/content/permit-settings', heading: { ar: 'إعدادات التصاريح', en: 'Permit settings' } },
  {
    address: '/admin/content/permit-settings/free_camping_permit',
    heading: { ar: campingSetting.description_ar, en: campingSetting.description_en },
  },
];
