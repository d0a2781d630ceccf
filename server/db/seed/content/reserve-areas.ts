import type { reserveAreas } from '../../schema';

/** Where a reserve resident may live; the contact form offers these when the resident box is ticked. */
export const areas: Omit<typeof reserveAreas.$inferInsert, 'id'>[] = [
  { nameAr: 'رماح', nameEn: 'Rumah' },
  { nameAr: 'حفر العتك', nameEn: 'Hafr Al-Atk' },
  { nameAr: 'الرمحية', nameEn: 'Al-Rumhiyah' },
  { nameAr: 'شوية', nameEn: 'Shuwayyah' },
  { nameAr: 'بنبان', nameEn: 'Banban' },
  { nameAr: 'الثمامة', nameEn: 'Al-Thumamah' },
  { nameAr: 'روضة خريم', nameEn: 'Rawdat Khuraim' },
  { nameAr: 'الأرطاوية', nameEn: 'Al-Artawiyah' },
  { nameAr: 'منطقة أخرى داخل المحمية', nameEn: 'Another area inside the reserve' },
];
