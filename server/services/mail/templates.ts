import type { Locale } from '../../i18n/messages';
import { renderLayout, type MailBlock, type MailContent, type RenderedMail } from './layout';

/** Every e-mail the portal sends, by template name, with the values each one needs. */
export interface MailTemplateParams {
  'email-verification': { name: string; link: string };
  'password-reset': { name: string; link: string };
  /** code: the 6-digit one-time sign-in code. */
  'sign-in-code': { name: string; code: string };
  /** Sent instead of a verification mail when the address already has an account, so registering reveals nothing. */
  'account-exists': { name: string; signInLink: string; resetLink: string };
  /** To a new address whose registration gave a national id or CR number that another account holds. */
  'identity-number-registered': {
    name: string;
    number: IdentityNumberKind;
    signInLink: string;
    resetLink: string;
    contactLink: string;
  };
  /** To the holder of that number: someone tried to register with it. */
  'identity-number-attempt': { name: string; number: IdentityNumberKind; contactLink: string };
  /** To the old address when the profile's address changed: if it was not the owner, they can act. */
  'email-changed': { name: string; newEmail: string; resetLink: string; contactLink: string };
  /** To the holder of an address another account asked to move to; that account keeps its own address. */
  'email-change-attempt': { name: string; contactLink: string };
  /** A permit request was stored: its reference, the service's name in both languages, and the profile to follow it. */
  'permit-received': { name: string; reference: string; permitName: { ar: string; en: string }; profileLink: string };
  /** A member of staff took the request: it is being reviewed. */
  'permit-in-review': PermitDecisionParams;
  /** The applicant resubmitted a request they were asked to complete: `version` is the new version's number. */
  'permit-resubmitted': PermitDecisionParams & { version: number };
  /** A permit request was approved; the permit itself follows when it is issued. */
  'permit-approved': PermitDecisionParams;
  /** A permit request was rejected, with the reviewer's reason. */
  'permit-rejected': PermitDecisionParams & { reason: string };
  /** The reviewer asks for information: why, which answers the applicant may change, and the last day to resubmit. */
  'permit-needs-info': PermitDecisionParams & { reason: string; fields: string[]; resubmitBy: string };
  /** An approved permit was cancelled, by the applicant (no reason) or by staff (with one). */
  'permit-cancelled': PermitDecisionParams & { reason: string | null };
  /** An approved permit's last day has passed. */
  'permit-expired': PermitDecisionParams;
  /** A study or report the member asked for on /reports: its title in both languages; its signed download link (7 days) when it is too large to attach. */
  'study-report': { name: string; title: { ar: string; en: string }; link?: string };
  /** A new member of staff: the one-time link to set their password (docs/staff.md). */
  'staff-invitation': { name: string; link: string };
  /** Staff's answer to a message sent on /contact-us: the sender's subject, quoted, and the reply. */
  'contact-reply': { name: string; subject: string; reply: string };
  /** Staff approved a citizen's registration for an activity: its title in both languages and its days (YYYY-MM-DD). */
  'activity-registration-approved': ActivityRegistrationParams;
  /** Staff declined it, with their reason when they gave one. */
  'activity-registration-declined': ActivityRegistrationParams & { reason: string | null };
}

/** What every mail about a registration names: whose, which activity, its first and last reserve day, and the profile. */
export interface ActivityRegistrationParams {
  name: string;
  title: { ar: string; en: string };
  from: string;
  to: string;
  profileLink: string;
}

// An activity's days as words, with Latin digits in Arabic as everywhere on the portal.
const activityDayFormats: Record<Locale, Intl.DateTimeFormat> = {
  ar: new Intl.DateTimeFormat('ar-u-nu-latn', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
};

/** An activity's days in `locale`: one day, or the first and the last. */
function activityDays(locale: Locale, from: string, to: string): string {
  const [first, last] = [from, to].map((day) => activityDayFormats[locale].format(new Date(`${day}T00:00:00Z`)));
  if (from === to) return locale === 'ar' ? `يوم ${first}` : `on ${first}`;
  return locale === 'ar' ? `من ${first} إلى ${last}` : `from ${first} to ${last}`;
}

/** What every mail about a permit request's decision names: whose, which request, and where to follow it. */
export interface PermitDecisionParams {
  name: string;
  reference: string;
  permitName: { ar: string; en: string };
  profileLink: string;
}

/** The last paragraph and button of every permit decision mail. */
const followOnProfile = {
  ar: (profileLink: string) =>
    [
      { kind: 'paragraph', text: 'يمكنك متابعة الطلب من صفحتك الشخصية:' },
      { kind: 'button', label: 'صفحتي الشخصية', href: profileLink },
    ] as const,
  en: (profileLink: string) =>
    [
      { kind: 'paragraph', text: 'You can follow the request on your profile:' },
      { kind: 'button', label: 'My profile', href: profileLink },
    ] as const,
};

/** The numbers one account only may hold. */
export type IdentityNumberKind = 'national_id' | 'commercial_registration_number';

const numberNames: Record<Locale, Record<IdentityNumberKind, string>> = {
  ar: { national_id: 'رقم الهوية الوطنية', commercial_registration_number: 'رقم السجل التجاري' },
  en: { national_id: 'national ID number', commercial_registration_number: 'commercial registration number' },
};

export type MailTemplateName = keyof MailTemplateParams;

/** A template's content in both languages; a template or language missing fails type-checking. */
type Templates = { [Name in MailTemplateName]: Record<Locale, (params: MailTemplateParams[Name]) => MailContent> };

const templates: Templates = {
  'email-verification': {
    ar: ({ name, link }) => ({
      subject: 'تأكيد بريدك الإلكتروني',
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: 'شكرا لتسجيلك في بوابة الهيئة. لتفعيل حسابك، يرجى تأكيد بريدك الإلكتروني.' },
        { kind: 'button', label: 'تأكيد البريد الإلكتروني', href: link },
        { kind: 'note', text: 'الرابط صالح لمدة 60 دقيقة. إذا لم تنشئ حسابا في البوابة، يمكنك تجاهل هذه الرسالة.' },
      ],
    }),
    en: ({ name, link }) => ({
      subject: 'Verify your e-mail address',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: 'Thank you for registering on the Authority’s portal. To activate your account, please verify your e-mail address.',
        },
        { kind: 'button', label: 'Verify e-mail address', href: link },
        {
          kind: 'note',
          text: 'This link is valid for 60 minutes. If you did not create an account on the portal, you can ignore this e-mail.',
        },
      ],
    }),
  },
  'password-reset': {
    ar: ({ name, link }) => ({
      subject: 'إعادة تعيين كلمة المرور',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: 'تلقينا طلبا لإعادة تعيين كلمة المرور لحسابك. لاختيار كلمة مرور جديدة، اضغط على الزر التالي.',
        },
        { kind: 'button', label: 'إعادة تعيين كلمة المرور', href: link },
        {
          kind: 'note',
          text: 'الرابط صالح لمدة 60 دقيقة ويستخدم مرة واحدة. إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة ولن يتغير شيء في حسابك.',
        },
      ],
    }),
    en: ({ name, link }) => ({
      subject: 'Reset your password',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: 'We received a request to reset the password of your account. To choose a new password, use the button below.',
        },
        { kind: 'button', label: 'Reset password', href: link },
        {
          kind: 'note',
          text: 'This link is valid for 60 minutes and works once. If you did not ask to reset your password, ignore this e-mail; nothing changes in your account.',
        },
      ],
    }),
  },
  'sign-in-code': {
    ar: ({ name, code }) => ({
      subject: 'رمز الدخول إلى البوابة',
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: 'رمز الدخول لمرة واحدة هو:' },
        { kind: 'code', code: checkedCode(code) },
        {
          kind: 'note',
          text: 'الرمز صالح لمدة دقيقتين. لا تشارك هذا الرمز مع أحد، فموظفو الهيئة لن يطلبوه منك أبدا. إذا لم تحاول تسجيل الدخول، ننصحك بتغيير كلمة المرور.',
        },
      ],
    }),
    en: ({ name, code }) => ({
      subject: 'Your sign-in code',
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: 'Your one-time sign-in code is:' },
        { kind: 'code', code: checkedCode(code) },
        {
          kind: 'note',
          text: 'The code is valid for 2 minutes. Do not share it with anyone; the Authority’s staff will never ask you for it. If you did not try to sign in, we recommend changing your password.',
        },
      ],
    }),
  },
  'account-exists': {
    ar: ({ name, signInLink, resetLink }) => ({
      subject: 'لديك حساب في البوابة بالفعل',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: 'طلب أحدهم إنشاء حساب جديد في البوابة بهذا البريد الإلكتروني، ولأن لديك حسابا مسجلا به بالفعل لم ننشئ حسابا جديدا.',
        },
        { kind: 'paragraph', text: 'إذا كنت أنت من طلب ذلك، يمكنك تسجيل الدخول إلى حسابك:' },
        { kind: 'button', label: 'تسجيل الدخول', href: signInLink },
        { kind: 'paragraph', text: 'وإذا نسيت كلمة المرور، يمكنك إعادة تعيينها:' },
        { kind: 'button', label: 'إعادة تعيين كلمة المرور', href: resetLink },
        { kind: 'note', text: 'إذا لم تطلب إنشاء حساب، فتجاهل هذه الرسالة؛ لم يتغير شيء في حسابك.' },
      ],
    }),
    en: ({ name, signInLink, resetLink }) => ({
      subject: 'You already have an account',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: 'Someone asked to register on the portal with this e-mail address. You already have an account with it, so no new account was created.',
        },
        { kind: 'paragraph', text: 'If this was you, you can sign in to your account:' },
        { kind: 'button', label: 'Sign in', href: signInLink },
        { kind: 'paragraph', text: 'If you have forgotten your password, you can reset it:' },
        { kind: 'button', label: 'Reset password', href: resetLink },
        {
          kind: 'note',
          text: 'If you did not ask to register, ignore this e-mail; nothing has changed in your account.',
        },
      ],
    }),
  },
  'identity-number-registered': {
    ar: ({ name, number, signInLink, resetLink, contactLink }) => ({
      subject: 'يوجد حساب مسجل بهذا الرقم',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `طلبت إنشاء حساب في بوابة الهيئة بهذا البريد الإلكتروني، لكن ${numberNames.ar[number]} الذي أدخلته مسجل بحساب آخر لدينا، لذلك لم ننشئ حسابا جديدا.`,
        },
        { kind: 'paragraph', text: 'إذا كان ذلك الحساب لك، يمكنك تسجيل الدخول إليه:' },
        { kind: 'button', label: 'تسجيل الدخول', href: signInLink },
        {
          kind: 'paragraph',
          text: 'وإذا نسيت كلمة مروره يمكنك إعادة تعيينها، أو تواصل معنا إذا لم تعد تعرف بريده الإلكتروني:',
        },
        { kind: 'button', label: 'إعادة تعيين كلمة المرور', href: resetLink },
        { kind: 'button', label: 'تواصل معنا', href: contactLink },
        { kind: 'note', text: 'إذا لم تطلب إنشاء حساب، فتجاهل هذه الرسالة.' },
      ],
    }),
    en: ({ name, number, signInLink, resetLink, contactLink }) => ({
      subject: 'This number already has an account',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `You asked to register on the Authority’s portal with this e-mail address, but the ${numberNames.en[number]} you entered already belongs to another account, so no new account was created.`,
        },
        { kind: 'paragraph', text: 'If that account is yours, you can sign in to it:' },
        { kind: 'button', label: 'Sign in', href: signInLink },
        {
          kind: 'paragraph',
          text: 'If you have forgotten its password you can reset it, or contact us if you no longer know its e-mail address:',
        },
        { kind: 'button', label: 'Reset password', href: resetLink },
        { kind: 'button', label: 'Contact us', href: contactLink },
        { kind: 'note', text: 'If you did not ask to register, ignore this e-mail.' },
      ],
    }),
  },
  'identity-number-attempt': {
    ar: ({ name, number, contactLink }) => ({
      subject: 'محاولة تسجيل برقم حسابك',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `طلب أحدهم إنشاء حساب جديد في بوابة الهيئة باستخدام ${numberNames.ar[number]} المسجل في حسابك وبريد إلكتروني آخر. لم ننشئ أي حساب، ولم يتغير شيء في حسابك.`,
        },
        { kind: 'paragraph', text: 'إذا لم تكن أنت من طلب ذلك، يرجى التواصل معنا:' },
        { kind: 'button', label: 'تواصل معنا', href: contactLink },
        { kind: 'note', text: 'إذا كنت أنت من طلب ذلك، فلا حاجة لفعل شيء؛ استمر في استخدام حسابك الحالي.' },
      ],
    }),
    en: ({ name, number, contactLink }) => ({
      subject: 'Someone tried to register with your number',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `Someone asked to register a new account on the Authority’s portal with the ${numberNames.en[number]} of your account and another e-mail address. No account was created and nothing has changed in your account.`,
        },
        { kind: 'paragraph', text: 'If this was not you, please contact us:' },
        { kind: 'button', label: 'Contact us', href: contactLink },
        { kind: 'note', text: 'If it was you, there is nothing to do; keep using your existing account.' },
      ],
    }),
  },
  'email-changed': {
    ar: ({ name, newEmail, resetLink, contactLink }) => ({
      subject: 'تم تغيير البريد الإلكتروني لحسابك',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `تم تغيير البريد الإلكتروني لحسابك في بوابة الهيئة إلى ${newEmail}. أرسلنا إلى العنوان الجديد رابطا لتأكيده.`,
        },
        { kind: 'paragraph', text: 'إذا لم تكن أنت من غيره، فأعد تعيين كلمة المرور وتواصل معنا:' },
        { kind: 'button', label: 'إعادة تعيين كلمة المرور', href: resetLink },
        { kind: 'button', label: 'تواصل معنا', href: contactLink },
      ],
    }),
    en: ({ name, newEmail, resetLink, contactLink }) => ({
      subject: 'The e-mail address of your account was changed',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `The e-mail address of your account on the Authority’s portal was changed to ${newEmail}. We sent a link to the new address to verify it.`,
        },
        { kind: 'paragraph', text: 'If this was not you, reset your password and contact us:' },
        { kind: 'button', label: 'Reset password', href: resetLink },
        { kind: 'button', label: 'Contact us', href: contactLink },
      ],
    }),
  },
  'email-change-attempt': {
    ar: ({ name, contactLink }) => ({
      subject: 'محاولة استخدام بريدك الإلكتروني لحساب آخر',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: 'طلب صاحب حساب آخر في بوابة الهيئة نقل حسابه إلى بريدك الإلكتروني. لم نغير شيئا، وبقي بريدك الإلكتروني لحسابك وحده.',
        },
        { kind: 'paragraph', text: 'إذا كان لديك ما يقلقك، يرجى التواصل معنا:' },
        { kind: 'button', label: 'تواصل معنا', href: contactLink },
      ],
    }),
    en: ({ name, contactLink }) => ({
      subject: 'Someone tried to use your e-mail address for another account',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: 'The holder of another account on the Authority’s portal asked to move it to your e-mail address. Nothing was changed: your address stays with your account alone.',
        },
        { kind: 'paragraph', text: 'If anything worries you, please contact us:' },
        { kind: 'button', label: 'Contact us', href: contactLink },
      ],
    }),
  },
  'permit-received': {
    ar: ({ name, reference, permitName, profileLink }) => ({
      subject: `استلمنا طلبك: ${permitName.ar} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `استلمنا طلب ${permitName.ar}، ورقمه المرجعي ${reference}. سندرس الطلب، وسيصلك التصريح على هذا البريد عند القبول.`,
        },
        { kind: 'paragraph', text: 'يمكنك متابعة حالة الطلب من صفحتك الشخصية:' },
        { kind: 'button', label: 'صفحتي الشخصية', href: profileLink },
      ],
    }),
    en: ({ name, reference, permitName, profileLink }) => ({
      subject: `We received your request: ${permitName.en} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `We received your ${permitName.en} request; its reference is ${reference}. We will review it, and the permit will be sent to this address once it is accepted.`,
        },
        { kind: 'paragraph', text: 'You can follow its status on your profile:' },
        { kind: 'button', label: 'My profile', href: profileLink },
      ],
    }),
  },
  'permit-in-review': {
    ar: ({ name, reference, permitName, profileLink }) => ({
      subject: `طلبك قيد الدراسة: ${permitName.ar} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: `بدأ أحد موظفي الهيئة دراسة طلب ${permitName.ar} رقم ${reference}.` },
        ...followOnProfile.ar(profileLink),
      ],
    }),
    en: ({ name, reference, permitName, profileLink }) => ({
      subject: `Your request is being reviewed: ${permitName.en} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `A member of the authority's staff is now reviewing your ${permitName.en} request ${reference}.`,
        },
        ...followOnProfile.en(profileLink),
      ],
    }),
  },
  'permit-resubmitted': {
    ar: ({ name, reference, permitName, profileLink, version }) => ({
      subject: `استلمنا طلبك المعدل: ${permitName.ar} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `استلمنا طلب ${permitName.ar} رقم ${reference} بعد تعديله (النسخة ${version})، وسيُدرس من جديد.`,
        },
        ...followOnProfile.ar(profileLink),
      ],
    }),
    en: ({ name, reference, permitName, profileLink, version }) => ({
      subject: `We received your changed request: ${permitName.en} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `We received your changed ${permitName.en} request ${reference} (version ${version}); it will be reviewed again.`,
        },
        ...followOnProfile.en(profileLink),
      ],
    }),
  },
  'permit-approved': {
    ar: ({ name, reference, permitName, profileLink }) => ({
      subject: `تمت الموافقة على طلبك: ${permitName.ar} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: `تمت الموافقة على طلب ${permitName.ar} رقم ${reference}.` },
        {
          kind: 'paragraph',
          text: `التصريح مرفق بهذه الرسالة (${reference}.pdf)، ويمكنك تنزيله من صفحتك الشخصية. احمله معك مع بطاقة هويتك.`,
        },
        ...followOnProfile.ar(profileLink),
      ],
    }),
    en: ({ name, reference, permitName, profileLink }) => ({
      subject: `Your request was approved: ${permitName.en} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: `Your ${permitName.en} request ${reference} was approved.` },
        {
          kind: 'paragraph',
          text: `Your permit is attached (${reference}.pdf); you can also download it from your profile. Carry it with your ID card.`,
        },
        ...followOnProfile.en(profileLink),
      ],
    }),
  },
  'permit-rejected': {
    ar: ({ name, reference, permitName, profileLink, reason }) => ({
      subject: `تم رفض طلبك: ${permitName.ar} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: `نعتذر، تم رفض طلب ${permitName.ar} رقم ${reference}، للسبب التالي:` },
        { kind: 'note', text: reason },
        ...followOnProfile.ar(profileLink),
      ],
    }),
    en: ({ name, reference, permitName, profileLink, reason }) => ({
      subject: `Your request was rejected: ${permitName.en} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `We are sorry: your ${permitName.en} request ${reference} was rejected, for this reason:`,
        },
        { kind: 'note', text: reason },
        ...followOnProfile.en(profileLink),
      ],
    }),
  },
  'permit-needs-info': {
    ar: ({ name, reference, permitName, profileLink, reason, fields, resubmitBy }) => ({
      subject: `مطلوب استكمال طلبك: ${permitName.ar} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: `نحتاج إلى معلومات إضافية لدراسة طلب ${permitName.ar} رقم ${reference}:` },
        { kind: 'note', text: reason },
        { kind: 'paragraph', text: `يمكنك تعديل: ${fields.join('، ')}.` },
        { kind: 'paragraph', text: `يرجى تعديل الطلب وإعادة إرساله من صفحتك الشخصية في موعد أقصاه ${resubmitBy}.` },
        { kind: 'button', label: 'صفحتي الشخصية', href: profileLink },
      ],
    }),
    en: ({ name, reference, permitName, profileLink, reason, fields, resubmitBy }) => ({
      subject: `Information needed for your request: ${permitName.en} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: `We need more information to review your ${permitName.en} request ${reference}:` },
        { kind: 'note', text: reason },
        { kind: 'paragraph', text: `You may change: ${fields.join(', ')}.` },
        { kind: 'paragraph', text: `Please change the request and send it again from your profile by ${resubmitBy}.` },
        { kind: 'button', label: 'My profile', href: profileLink },
      ],
    }),
  },
  'permit-cancelled': {
    ar: ({ name, reference, permitName, profileLink, reason }) => ({
      subject: `تم إلغاء التصريح: ${permitName.ar} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        reason === null
          ? { kind: 'paragraph', text: `تم إلغاء ${permitName.ar} رقم ${reference} بناء على طلبك.` }
          : { kind: 'paragraph', text: `تم إلغاء ${permitName.ar} رقم ${reference}، للسبب التالي:` },
        ...(reason === null ? [] : [{ kind: 'note', text: reason } as const]),
        ...followOnProfile.ar(profileLink),
      ],
    }),
    en: ({ name, reference, permitName, profileLink, reason }) => ({
      subject: `Your permit was cancelled: ${permitName.en} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        reason === null
          ? { kind: 'paragraph', text: `Your ${permitName.en} ${reference} was cancelled, as you asked.` }
          : { kind: 'paragraph', text: `Your ${permitName.en} ${reference} was cancelled, for this reason:` },
        ...(reason === null ? [] : [{ kind: 'note', text: reason } as const]),
        ...followOnProfile.en(profileLink),
      ],
    }),
  },
  'permit-expired': {
    ar: ({ name, reference, permitName, profileLink }) => ({
      subject: `انتهت مدة التصريح: ${permitName.ar} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: `انتهت مدة ${permitName.ar} رقم ${reference} بانقضاء آخر أيامه.` },
        ...followOnProfile.ar(profileLink),
      ],
    }),
    en: ({ name, reference, permitName, profileLink }) => ({
      subject: `Your permit has expired: ${permitName.en} (${reference})`,
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: `Your ${permitName.en} ${reference} has expired: its last day has passed.` },
        ...followOnProfile.en(profileLink),
      ],
    }),
  },
  'study-report': {
    ar: ({ name, title, link }) => ({
      subject: `الدراسات والتقارير: ${title.ar}`,
      blocks: link
        ? [
            { kind: 'greeting', name },
            {
              kind: 'paragraph',
              text: `بناء على طلبك من صفحة الدراسات والتقارير، يمكنك تنزيل ملف «${title.ar}» من الزر التالي.`,
            },
            { kind: 'button', label: 'تنزيل الملف', href: link },
            { kind: 'note', text: 'الرابط صالح لمدة 7 أيام. إذا لم تطلب هذا الملف، يمكنك تجاهل هذه الرسالة.' },
          ]
        : [
            { kind: 'greeting', name },
            {
              kind: 'paragraph',
              text: `بناء على طلبك من صفحة الدراسات والتقارير، تجد ملف «${title.ar}» مرفقا بهذه الرسالة.`,
            },
            { kind: 'note', text: 'إذا لم تطلب هذا الملف، يمكنك تجاهل هذه الرسالة.' },
          ],
    }),
    en: ({ name, title, link }) => ({
      subject: `Studies and reports: ${title.en}`,
      blocks: link
        ? [
            { kind: 'greeting', name },
            {
              kind: 'paragraph',
              text: `As you asked on the studies and reports page, you can download “${title.en}” with the button below.`,
            },
            { kind: 'button', label: 'Download the file', href: link },
            {
              kind: 'note',
              text: 'This link is valid for 7 days. If you did not ask for this file, you can ignore this e-mail.',
            },
          ]
        : [
            { kind: 'greeting', name },
            {
              kind: 'paragraph',
              text: `As you asked on the studies and reports page, “${title.en}” is attached to this e-mail.`,
            },
            { kind: 'note', text: 'If you did not ask for this file, you can ignore this e-mail.' },
          ],
    }),
  },
  'staff-invitation': {
    ar: ({ name, link }) => ({
      subject: 'حسابك في لوحة إدارة المحمية',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: 'أنشئ لك حساب في لوحة إدارة المحمية. اختر كلمة المرور من الزر التالي، ثم سجل الدخول واربط تطبيق المصادقة بحسابك.',
        },
        { kind: 'button', label: 'اختيار كلمة المرور', href: link },
        { kind: 'note', text: 'الرابط صالح لمدة 7 أيام ويستخدم مرة واحدة. إن لم تتوقع هذه الرسالة فتجاهلها.' },
      ],
    }),
    en: ({ name, link }) => ({
      subject: 'Your account on the reserve administration',
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: 'An account on the reserve’s administration was created for you. Choose your password with the button below, then sign in and link an authenticator app to your account.',
        },
        { kind: 'button', label: 'Choose a password', href: link },
        {
          kind: 'note',
          text: 'This link is valid for 7 days and works once. If you did not expect this e-mail, ignore it.',
        },
      ],
    }),
  },
  'contact-reply': {
    ar: ({ name, subject, reply }) => ({
      subject: `رد على رسالتك: ${subject}`,
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: `شكرا لتواصلك مع الهيئة. هذا ردنا على رسالتك «${subject}»:` },
        ...paragraphsOf(reply),
        { kind: 'note', text: 'لمتابعة الموضوع، أرسل رسالة جديدة من صفحة «تواصل معنا» في البوابة.' },
      ],
    }),
    en: ({ name, subject, reply }) => ({
      subject: `Reply to your message: ${subject}`,
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `Thank you for contacting the Authority. Here is our reply to your message “${subject}”:`,
        },
        ...paragraphsOf(reply),
        { kind: 'note', text: 'To follow this up, send a new message from the portal’s “Contact us” page.' },
      ],
    }),
  },
  'activity-registration-approved': {
    ar: ({ name, title, from, to, profileLink }) => ({
      subject: `قُبل تسجيلك: ${title.ar}`,
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `يسرنا إبلاغك بقبول تسجيلك في «${title.ar}»، ${activityDays('ar', from, to)}. نتطلع إلى مشاركتك.`,
        },
        { kind: 'paragraph', text: 'تجد أنشطتك في صفحتك الشخصية:' },
        { kind: 'button', label: 'صفحتي الشخصية', href: profileLink },
      ],
    }),
    en: ({ name, title, from, to, profileLink }) => ({
      subject: `Your registration is approved: ${title.en}`,
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text: `We are glad to tell you that your registration for “${title.en}”, ${activityDays('en', from, to)}, is approved. We look forward to seeing you.`,
        },
        { kind: 'paragraph', text: 'Your activities are on your profile:' },
        { kind: 'button', label: 'My profile', href: profileLink },
      ],
    }),
  },
  'activity-registration-declined': {
    ar: ({ name, title, from, to, profileLink, reason }) => ({
      subject: `تعذر قبول تسجيلك: ${title.ar}`,
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text:
            `نعتذر عن قبول تسجيلك في «${title.ar}»، ${activityDays('ar', from, to)}` +
            (reason === null ? '.' : '، للسبب التالي:'),
        },
        ...(reason === null ? [] : [{ kind: 'note', text: reason } as const]),
        { kind: 'paragraph', text: 'تجد أنشطتك في صفحتك الشخصية:' },
        { kind: 'button', label: 'صفحتي الشخصية', href: profileLink },
      ],
    }),
    en: ({ name, title, from, to, profileLink, reason }) => ({
      subject: `Your registration was declined: ${title.en}`,
      blocks: [
        { kind: 'greeting', name },
        {
          kind: 'paragraph',
          text:
            `We are sorry: your registration for “${title.en}”, ${activityDays('en', from, to)}, was declined` +
            (reason === null ? '.' : ', for this reason:'),
        },
        ...(reason === null ? [] : [{ kind: 'note', text: reason } as const]),
        { kind: 'paragraph', text: 'Your activities are on your profile:' },
        { kind: 'button', label: 'My profile', href: profileLink },
      ],
    }),
  },
};

/** Staff's own text, a paragraph per line they wrote (HTML would run the lines together). */
function paragraphsOf(text: string): MailBlock[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => ({ kind: 'paragraph', text: line }));
}

// A code is shown as it is in a large font; anything but six digits is a bug in the caller.
function checkedCode(code: string): string {
  if (!/^\d{6}$/.test(code)) throw new Error('A sign-in code must be six digits');
  return code;
}

/** Renders one template in one language: subject, HTML (Arabic right-to-left) and plain text. */
export function renderMail<Name extends MailTemplateName>(
  template: Name,
  params: MailTemplateParams[Name],
  locale: Locale,
): RenderedMail {
  const content = templates[template][locale](params);
  return renderLayout(locale, content);
}
