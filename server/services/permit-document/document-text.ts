import type { Locale } from '../../i18n/messages';

/** A text in both languages, as the permit prints everything. */
export type Bilingual = Record<Locale, string>;

/** What a permit may say beyond its holder and days, in its order on the page. */
export const detailKeys = [
  'region',
  'sites',
  'campingLocation',
  'apiaryLocation',
  'apiary',
  'hives',
  'purpose',
  'researchTitle',
  'institution',
  'companions',
  'vehicles',
  'plates',
] as const;
export type DetailKey = (typeof detailKeys)[number];

/** The permit's own words; what the applicant answered comes from the request and the reserve's lists. */
export const documentText = {
  ar: {
    reference: 'رقم التصريح',
    holder: 'حامل التصريح',
    idNumber: 'رقم الهوية',
    validOn: 'صالح في',
    validFrom: 'صالح من',
    validUntil: 'صالح حتى',
    issuedOn: 'تاريخ الإصدار',
    checkCode: 'رمز التحقق',
    verify: 'للتحقق من التصريح امسح الرمز بكاميرا الهاتف، أو أدخل رقم التصريح ورمز التحقق في:',
    showIdCard: 'يُبرز هذا التصريح مع بطاقة هوية حامله.',
    details: {
      region: 'المنطقة',
      sites: 'المواقع',
      campingLocation: 'موقع التخييم',
      apiaryLocation: 'موقع المناحل',
      apiary: 'المنحل',
      hives: 'عدد الخلايا',
      purpose: 'الغرض',
      researchTitle: 'عنوان البحث',
      institution: 'الجهة أو الجامعة',
      companions: 'المرافقون',
      vehicles: 'المركبات',
      plates: 'أرقام اللوحات',
    },
  },
  en: {
    reference: 'Permit number',
    holder: 'Permit holder',
    idNumber: 'ID number',
    validOn: 'Valid on',
    validFrom: 'Valid from',
    validUntil: 'Valid until',
    issuedOn: 'Issued on',
    checkCode: 'Check code',
    verify: 'To verify this permit, scan the code with a phone camera, or enter the permit number and check code at:',
    showIdCard: 'Show this permit together with the holder’s ID card.',
    details: {
      region: 'Region',
      sites: 'Sites',
      campingLocation: 'Camping location',
      apiaryLocation: 'Apiary location',
      apiary: 'Apiary',
      hives: 'Number of hives',
      purpose: 'Purpose',
      researchTitle: 'Research title',
      institution: 'Institution or university',
      companions: 'Companions',
      vehicles: 'Vehicles',
      plates: 'Plate numbers',
    },
  },
} as const satisfies Record<Locale, { details: Record<DetailKey, string> } & Record<string, unknown>>;
