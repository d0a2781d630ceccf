import type { Locale } from '../../i18n/messages';
import { renderLayout, type MailContent, type RenderedMail } from './layout';

/** Every e-mail the portal sends, by template name, with the values each one needs. */
export interface MailTemplateParams {
  'email-verification': { name: string; link: string };
  'password-reset': { name: string; link: string };
  /** code: the 6-digit one-time sign-in code. */
  'sign-in-code': { name: string; code: string };
  /** Sent instead of a verification mail when the address already has an account, so registering reveals nothing. */
  'account-exists': { name: string; signInLink: string; resetLink: string };
}

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
        { kind: 'paragraph', text: 'Thank you for registering on the Authority’s portal. To activate your account, please verify your e-mail address.' },
        { kind: 'button', label: 'Verify e-mail address', href: link },
        { kind: 'note', text: 'This link is valid for 60 minutes. If you did not create an account on the portal, you can ignore this e-mail.' },
      ],
    }),
  },
  'password-reset': {
    ar: ({ name, link }) => ({
      subject: 'إعادة تعيين كلمة المرور',
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: 'تلقينا طلبا لإعادة تعيين كلمة المرور لحسابك. لاختيار كلمة مرور جديدة، اضغط على الزر التالي.' },
        { kind: 'button', label: 'إعادة تعيين كلمة المرور', href: link },
        { kind: 'note', text: 'الرابط صالح لمدة 60 دقيقة ويستخدم مرة واحدة. إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة ولن يتغير شيء في حسابك.' },
      ],
    }),
    en: ({ name, link }) => ({
      subject: 'Reset your password',
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: 'We received a request to reset the password of your account. To choose a new password, use the button below.' },
        { kind: 'button', label: 'Reset password', href: link },
        { kind: 'note', text: 'This link is valid for 60 minutes and works once. If you did not ask to reset your password, ignore this e-mail; nothing changes in your account.' },
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
        { kind: 'note', text: 'الرمز صالح لمدة دقيقتين. لا تشارك هذا الرمز مع أحد، فموظفو الهيئة لن يطلبوه منك أبدا. إذا لم تحاول تسجيل الدخول، ننصحك بتغيير كلمة المرور.' },
      ],
    }),
    en: ({ name, code }) => ({
      subject: 'Your sign-in code',
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: 'Your one-time sign-in code is:' },
        { kind: 'code', code: checkedCode(code) },
        { kind: 'note', text: 'The code is valid for 2 minutes. Do not share it with anyone; the Authority’s staff will never ask you for it. If you did not try to sign in, we recommend changing your password.' },
      ],
    }),
  },
  'account-exists': {
    ar: ({ name, signInLink, resetLink }) => ({
      subject: 'لديك حساب في البوابة بالفعل',
      blocks: [
        { kind: 'greeting', name },
        { kind: 'paragraph', text: 'طلب أحدهم إنشاء حساب جديد في البوابة بهذا البريد الإلكتروني، ولأن لديك حسابا مسجلا به بالفعل لم ننشئ حسابا جديدا.' },
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
        { kind: 'paragraph', text: 'Someone asked to register on the portal with this e-mail address. You already have an account with it, so no new account was created.' },
        { kind: 'paragraph', text: 'If this was you, you can sign in to your account:' },
        { kind: 'button', label: 'Sign in', href: signInLink },
        { kind: 'paragraph', text: 'If you have forgotten your password, you can reset it:' },
        { kind: 'button', label: 'Reset password', href: resetLink },
        { kind: 'note', text: 'If you did not ask to register, ignore this e-mail; nothing has changed in your account.' },
      ],
    }),
  },
};

// A code is shown as it is in a large font; anything but six digits is a bug in the caller.
function checkedCode(code: string): string {
  if (!/^\d{6}$/.test(code)) throw new Error('A sign-in code must be six digits');
  return code;
}

/** Renders one template in one language: subject, HTML (Arabic right-to-left) and plain text. */
export function renderMail<Name extends MailTemplateName>(template: Name, params: MailTemplateParams[Name], locale: Locale): RenderedMail {
  const content = templates[template][locale](params);
  return renderLayout(locale, content);
}
