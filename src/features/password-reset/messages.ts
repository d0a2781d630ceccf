import { defineCatalogue } from '../../i18n/define-catalogue';

export const passwordResetMessages = defineCatalogue({
  ar: {
    'passwordReset.forgetIntro': 'أدخل بريدك الإلكتروني وسنرسل إليك رابطا لإعادة تعيين كلمة المرور.',
    'passwordReset.resetIntro': 'اختر كلمة مرور جديدة لحسابك. ستنتقل بعد حفظها إلى صفحة تسجيل الدخول.',
    'passwordReset.backToSignIn': 'العودة إلى تسجيل الدخول',
  },
  en: {
    'passwordReset.forgetIntro': 'Enter your email and we will send you a link to reset your password.',
    'passwordReset.resetIntro':
      'Choose a new password for your account. Once it is saved you will be taken to the sign-in page.',
    'passwordReset.backToSignIn': 'Back to sign in',
  },
});
