import type { CurrentUser } from '../../schemas/api/accounts';

/** GET /me of a signed-in individual, Sara, as the browser tests' stubbed server answers it; override any field. */
export const currentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  uuid: '5b0f7a52-8f5e-4c1e-9a43-6f4b1f0c2d11',
  account_type: 'individual',
  name: 'سارة العتيبي',
  national_id: '1012345678',
  email: 'sara@example.sa',
  country_code: '966',
  phone_number: '501234567',
  email_verified: true,
  birth_date: '1992-05-14',
  gender: 2,
  country: { id: 1, name_ar: 'المملكة العربية السعودية', name_en: 'Saudi Arabia' },
  city: { id: 1, name_ar: 'الرياض', name_en: 'Riyadh' },
  is_reserve_resident: false,
  personal_image: null,
  contact_method: 'email',
  language: 'ar',
  is_researcher: false,
  ...overrides,
});
