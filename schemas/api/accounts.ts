/** GET /countries: a country of the registration form. */
export interface Country {
  id: number;
  name_ar: string;
  name_en: string;
  /** ISO 3166-1 alpha-2, for the phone widget. */
  iso2: string;
}

/** GET /cities?country_id=: a city of the chosen country. */
export interface City {
  id: number;
  name_ar: string;
  name_en: string;
}

/** POST /login, /login/company, /reset-password, /otp/verify: `{ data: { token } }`. */
export interface SignInAnswer {
  token: string;
}

export type AccountType = 'individual' | 'company';

/** GET /me: the signed-in account (spec 000 §3 and the profile of spec 001 §3). */
export interface CurrentUser {
  uuid: string;
  account_type: AccountType;
  name: string;
  national_id: string | null;
  email: string;
  country_code: string;
  phone_number: string;
  email_verified: boolean;
  birth_date: string | null;
  gender: 1 | 2 | null;
  country: { id: number; name_ar: string } | null;
  city: { id: number; name_ar: string } | null;
  is_reserve_resident: boolean;
  personal_image: { path: string } | null;
  contact_method: 'email' | 'mobile';
  language: 'ar' | 'en';
  is_researcher: boolean;
}

/** GET /captcha: which captcha the sign-in form draws once it is required. */
export type CaptchaSettings = { provider: 'altcha'; challenge_url: string } | { provider: 'recaptcha'; site_key: string };

/** The form field that carries a solved captcha, whichever the provider (the spec's name). */
export const CAPTCHA_FIELD = 'g-recaptcha-response';
