import type { cities, countries } from '../../schema';

type CountrySeed = Omit<typeof countries.$inferInsert, 'id'> & { cities: Omit<typeof cities.$inferInsert, 'id' | 'countryId'>[] };

/** Countries of the registration form with their main cities; Saudi Arabia first, as id 1 (the permits' fixed country). */
export const countryList: CountrySeed[] = [
  {
    iso2: 'SA',
    nameAr: 'المملكة العربية السعودية',
    nameEn: 'Saudi Arabia',
    cities: [
      { nameAr: 'الرياض', nameEn: 'Riyadh' },
      { nameAr: 'جدة', nameEn: 'Jeddah' },
      { nameAr: 'مكة المكرمة', nameEn: 'Makkah' },
      { nameAr: 'المدينة المنورة', nameEn: 'Madinah' },
      { nameAr: 'الدمام', nameEn: 'Dammam' },
      { nameAr: 'الخبر', nameEn: 'Khobar' },
      { nameAr: 'الأحساء', nameEn: 'Al-Ahsa' },
      { nameAr: 'بريدة', nameEn: 'Buraydah' },
      { nameAr: 'حائل', nameEn: 'Hail' },
      { nameAr: 'تبوك', nameEn: 'Tabuk' },
      { nameAr: 'أبها', nameEn: 'Abha' },
      { nameAr: 'جازان', nameEn: 'Jazan' },
      { nameAr: 'نجران', nameEn: 'Najran' },
      { nameAr: 'الباحة', nameEn: 'Al-Baha' },
      { nameAr: 'سكاكا', nameEn: 'Sakaka' },
      { nameAr: 'عرعر', nameEn: 'Arar' },
      { nameAr: 'رفحاء', nameEn: 'Rafha' },
      { nameAr: 'حفر الباطن', nameEn: 'Hafar Al-Batin' },
      { nameAr: 'المجمعة', nameEn: 'Al-Majmaah' },
      { nameAr: 'رماح', nameEn: 'Rumah' },
    ],
  },
  { iso2: 'AE', nameAr: 'الإمارات العربية المتحدة', nameEn: 'United Arab Emirates', cities: [{ nameAr: 'أبوظبي', nameEn: 'Abu Dhabi' }, { nameAr: 'دبي', nameEn: 'Dubai' }] },
  { iso2: 'KW', nameAr: 'الكويت', nameEn: 'Kuwait', cities: [{ nameAr: 'مدينة الكويت', nameEn: 'Kuwait City' }] },
  { iso2: 'BH', nameAr: 'البحرين', nameEn: 'Bahrain', cities: [{ nameAr: 'المنامة', nameEn: 'Manama' }] },
  { iso2: 'QA', nameAr: 'قطر', nameEn: 'Qatar', cities: [{ nameAr: 'الدوحة', nameEn: 'Doha' }] },
  { iso2: 'OM', nameAr: 'عُمان', nameEn: 'Oman', cities: [{ nameAr: 'مسقط', nameEn: 'Muscat' }] },
  { iso2: 'JO', nameAr: 'الأردن', nameEn: 'Jordan', cities: [{ nameAr: 'عمّان', nameEn: 'Amman' }] },
  { iso2: 'EG', nameAr: 'مصر', nameEn: 'Egypt', cities: [{ nameAr: 'القاهرة', nameEn: 'Cairo' }, { nameAr: 'الإسكندرية', nameEn: 'Alexandria' }] },
  { iso2: 'GB', nameAr: 'المملكة المتحدة', nameEn: 'United Kingdom', cities: [{ nameAr: 'لندن', nameEn: 'London' }] },
  { iso2: 'US', nameAr: 'الولايات المتحدة', nameEn: 'United States', cities: [{ nameAr: 'واشنطن', nameEn: 'Washington' }] },
];
