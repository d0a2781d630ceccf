export type Locale = 'ar' | 'en';

/** Server messages in both languages; a key missing in one language fails type-checking. */
const catalogue = {
  ar: {
    validation_failed: 'البيانات المدخلة غير صحيحة',
    malformed_body: 'تعذرت قراءة الطلب، تأكد من صحة البيانات المرسلة',
    unsupported_media_type: 'نوع المحتوى المرسل غير مدعوم',
    unauthenticated: 'يجب تسجيل الدخول أولا',
    forbidden: 'ليس لديك صلاحية لتنفيذ هذا الإجراء',
    not_found: 'الصفحة أو العنصر المطلوب غير موجود',
    method_not_allowed: 'طريقة الطلب غير مسموحة',
    payload_too_large: 'حجم الطلب أكبر من المسموح',
    headers_too_large: 'ترويسات الطلب أكبر من المسموح',
    request_timeout: 'استغرق إرسال الطلب وقتا أطول من المسموح، يرجى المحاولة مرة أخرى',
    too_many_requests: 'محاولات كثيرة، يرجى المحاولة لاحقا',
    server_error: 'عذرا، حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى',
    whole_number_between: 'يجب أن تكون القيمة عددا صحيحا من {min} إلى {max}',
    idempotency_key_malformed: 'مفتاح الطلب يجب أن يتكون من 16 إلى 128 حرفا من الحروف الإنجليزية والأرقام و - و _',
    idempotency_key_in_progress: 'الطلب السابق بنفس المفتاح ما زال قيد المعالجة',
    idempotency_key_reused: 'مفتاح الطلب مستخدم لطلب مختلف',
    invalid_credentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    captcha_required: 'يرجى التحقق من reCAPTCHA قبل المتابعة',
    signed_out: 'تم تسجيل الخروج',
    verification_mail_sent: 'تم إرسال رابط التحقق إلى بريدك الإلكتروني',
    email_already_verified: 'تم التحقق من بريدك الإلكتروني مسبقا',
    email_verified: 'تم التحقق من بريدك الإلكتروني بنجاح',
    verification_link_invalid: 'رابط التحقق غير صالح',
    verification_link_expired: 'انتهت صلاحية رابط التحقق، اطلب رابطا جديدا',
    verification_link_used: 'تم استخدام رابط التحقق من قبل',
    sign_in_code_sent: 'إذا كان البريد الإلكتروني مسجلا لدينا فقد أرسلنا إليه رمز الدخول',
    sign_in_code_invalid: 'رمز الدخول غير صحيح أو انتهت صلاحيته',
    sign_in_code_exhausted: 'تجاوزت عدد المحاولات المسموح بها، اطلب رمزا جديدا',
    sign_in_code_accepted: 'تم تسجيل الدخول بنجاح!',
    permit_service_closed: 'هذه الخدمة متوقفة حاليا، ولا تستقبل طلبات جديدة',
    permit_individuals_only: 'خدمات التصاريح متاحة للأفراد فقط',
    permit_name_specific_area: 'تصريح دخول منطقة محددة',
    permit_name_work_permit: 'تصريح العمل خارج أوقات الدوام الرسمي',
    permit_name_beekeeping: 'تصريح المناحل',
    permit_name_free_camping: 'تصريح التخييم الحر',
    permit_name_scientific_research: 'تصريح البحث العلمي',
  },
  en: {
    validation_failed: 'The given data was invalid.',
    malformed_body: 'The request could not be read; check the data you sent.',
    unsupported_media_type: 'This content type is not supported.',
    unauthenticated: 'You must log in first.',
    forbidden: 'You are not allowed to do this.',
    not_found: 'The page or item you asked for does not exist.',
    method_not_allowed: 'This request method is not allowed.',
    payload_too_large: 'The request is larger than allowed.',
    headers_too_large: 'The request headers are larger than allowed.',
    request_timeout: 'The request took too long to arrive. Please try again.',
    too_many_requests: 'Too many attempts. Please try again later.',
    server_error: 'Sorry, something went wrong. Please try again.',
    whole_number_between: 'Must be a whole number from {min} to {max}.',
    idempotency_key_malformed: 'The request key must be 16 to 128 letters, digits, hyphens or underscores.',
    idempotency_key_in_progress: 'A request with this key is still being processed.',
    idempotency_key_reused: 'This request key was already used for a different request.',
    invalid_credentials: 'The email or password is incorrect.',
    captcha_required: 'Please complete the captcha before continuing.',
    signed_out: 'You have signed out.',
    verification_mail_sent: 'We sent a verification link to your email.',
    email_already_verified: 'Your email address is already verified.',
    email_verified: 'Your email address has been verified.',
    verification_link_invalid: 'This verification link is not valid.',
    verification_link_expired: 'This verification link has expired. Ask for a new one.',
    verification_link_used: 'This verification link has already been used.',
    sign_in_code_sent: 'If this email is registered with us, we have sent it a sign-in code.',
    sign_in_code_invalid: 'The sign-in code is wrong or has expired.',
    sign_in_code_exhausted: 'Too many wrong codes. Ask for a new one.',
    sign_in_code_accepted: 'Signed in successfully!',
    permit_service_closed: 'This service is closed for now and takes no new requests.',
    permit_individuals_only: 'Permit services are for individuals only.',
    permit_name_specific_area: 'specific area permit',
    permit_name_work_permit: 'work outside official hours permit',
    permit_name_beekeeping: 'beekeeping permit',
    permit_name_free_camping: 'free camping permit',
    permit_name_scientific_research: 'scientific research permit',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type MessageKey = keyof (typeof catalogue)['ar'];

/** Arabic unless the client's first language preference is English. */
export function localeFromHeader(acceptLanguage: string | undefined): Locale {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ar';
}

export function translate(locale: Locale, key: MessageKey): string {
  return catalogue[locale][key];
}
