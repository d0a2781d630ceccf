import { defineCatalogue } from '../../../i18n/define-catalogue';

export const staffSignInMessages = defineCatalogue({
  ar: {
    'staffSignIn.title': 'دخول الموظفين',
    'staffSignIn.intro': 'أدخل بريدك الإلكتروني وكلمة المرور، ثم رمز تطبيق المصادقة.',
    'staffSignIn.codeTitle': 'رمز التحقق',
    'staffSignIn.codeIntro': 'أدخل الرمز الذي يظهر الآن في تطبيق المصادقة لحسابك.',
    'staffSignIn.enrolTitle': 'أضف حسابك إلى تطبيق المصادقة',
    'staffSignIn.enrolSteps':
      'هذا أول دخول لك. امسح الرمز بتطبيق مصادقة (مثل Google Authenticator أو Microsoft Authenticator)، ثم أدخل الرمز الذي يعرضه التطبيق.',
    'staffSignIn.qrAlt': 'رمز QR لإضافة حسابك إلى تطبيق المصادقة',
    'staffSignIn.secretLabel': 'لا يمكنك المسح؟ أدخل هذا المفتاح في التطبيق يدويا:',
    'staffSignIn.back': 'العودة إلى كلمة المرور',
    'staffSignIn.challengeLapsed': 'انتهت مهلة تسجيل الدخول. أدخل كلمة المرور مرة أخرى.',
    'staffSignIn.recoveryTitle': 'رموز الاسترداد',
    'staffSignIn.recoveryIntro':
      'احفظ هذه الرموز في مكان آمن الآن: لن تظهر مرة أخرى. يصلح كل رمز مرة واحدة بدلا من رمز التطبيق إن فقدت هاتفك.',
    'staffSignIn.recoveryList': 'رموز الاسترداد',
    'staffSignIn.recoveryKept': 'حفظت الرموز، متابعة',
    'staffSignIn.failed': 'تعذر تسجيل الدخول. حاول مرة أخرى.',
    'staffSetPassword.title': 'تعيين كلمة المرور',
    'staffSetPassword.intro': 'اختر كلمة مرور لحسابك في إدارة المحمية، ثم سجّل الدخول.',
    'staffSetPassword.noToken':
      'هذا الرابط غير مكتمل. افتح الرابط الذي وصلك بالبريد كما هو، أو اطلب من المشرف رابطا جديدا.',
  },
  en: {
    'staffSignIn.title': 'Staff sign-in',
    'staffSignIn.intro': 'Enter your email and password, then the code of your authenticator app.',
    'staffSignIn.codeTitle': 'Verification code',
    'staffSignIn.codeIntro': 'Enter the code your authenticator app shows now for your account.',
    'staffSignIn.enrolTitle': 'Add your account to an authenticator app',
    'staffSignIn.enrolSteps':
      'This is your first sign-in. Scan the code with an authenticator app (such as Google Authenticator or Microsoft Authenticator), then enter the code the app shows.',
    'staffSignIn.qrAlt': 'QR code to add your account to an authenticator app',
    'staffSignIn.secretLabel': 'Cannot scan? Enter this key in the app by hand:',
    'staffSignIn.back': 'Back to the password',
    'staffSignIn.challengeLapsed': 'Your sign-in timed out. Enter your password again.',
    'staffSignIn.recoveryTitle': 'Recovery codes',
    'staffSignIn.recoveryIntro':
      'Keep these codes somewhere safe now: they will not be shown again. Each one works once, instead of the app’s code, if you lose your phone.',
    'staffSignIn.recoveryList': 'Recovery codes',
    'staffSignIn.recoveryKept': 'I have kept the codes, continue',
    'staffSignIn.failed': 'We could not sign you in. Please try again.',
    'staffSetPassword.title': 'Set your password',
    'staffSetPassword.intro': 'Choose a password for your reserve administration account, then sign in.',
    'staffSetPassword.noToken':
      'This link is incomplete. Open the link from your email as it is, or ask an administrator for a new one.',
  },
});
