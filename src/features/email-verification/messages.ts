import { defineCatalogue } from '../../i18n/define-catalogue';

export const emailVerificationMessages = defineCatalogue({
  ar: {
    'emailVerification.checking': 'جار التحقق من الرابط…',
    'emailVerification.verified': 'تم تأكيد بريدك الإلكتروني',
    'emailVerification.unexpectedError': 'حدث خطأ غير متوقع',
    'emailVerification.result': 'انتهى التحقق من رابط تأكيد البريد الإلكتروني.',
  },
  en: {
    'emailVerification.checking': 'Checking the link…',
    'emailVerification.verified': 'Your email has been verified',
    'emailVerification.unexpectedError': 'An unexpected error occurred',
    'emailVerification.result': 'The email verification link has been checked.',
  },
});
