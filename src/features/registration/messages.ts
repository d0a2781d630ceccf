import { defineCatalogue } from '../../i18n/define-catalogue';

export const registrationMessages = defineCatalogue({
  ar: {
    'registration.intro': 'أنشئ حسابك للاستفادة من خدمات المحمية. الحقول المعلمة بنجمة مطلوبة.',
    'registration.companyIntro': 'سجّل منشأتك للتقدم بطلبات العمل في المحمية. الحقول المعلمة بنجمة مطلوبة.',
    'registration.haveAccount': 'لديك حساب؟',
    'registration.signIn': 'تسجيل الدخول',
    'registration.companySignIn': 'تسجيل دخول الشركات',
    'registration.companyFailed': 'حدث خطأ أثناء التسجيل',
    'registration.confirmBody': 'أرسلنا رابط تفعيل إلى بريدك الإلكتروني. افتح الرابط لتفعيل حسابك.',
    'registration.confirmSignInHint': 'بعد التفعيل يمكنك تسجيل الدخول:',
    'registration.signInIndividuals': 'تسجيل دخول الأفراد',
  },
  en: {
    'registration.intro':
      'Create your account to use the reserve’s services. Fields marked with an asterisk are required.',
    'registration.companyIntro':
      'Register your company to apply for work in the reserve. Fields marked with an asterisk are required.',
    'registration.haveAccount': 'Already have an account?',
    'registration.signIn': 'Sign in',
    'registration.companySignIn': 'Company sign-in',
    'registration.companyFailed': 'Registration error',
    'registration.confirmBody':
      'We have sent an activation link to your email. Open the link to activate your account.',
    'registration.confirmSignInHint': 'Once activated, you can sign in:',
    'registration.signInIndividuals': 'Individual sign-in',
  },
});
