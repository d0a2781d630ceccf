import { defineCatalogue } from '../../i18n/define-catalogue';

/** The captcha's label, loading and error texts, wherever a form asks for one. */
export const captchaMessages = defineCatalogue({
  ar: {
    'captcha.label': 'تحقق من أنك لست برنامجا آليا',
    'captcha.loading': 'جارٍ تحميل التحقق',
    'captcha.unavailable': 'تعذر تحميل التحقق. أعد تحميل الصفحة وحاول مرة أخرى.',
    'captcha.required': 'يرجى التحقق من reCAPTCHA قبل المتابعة',
  },
  en: {
    'captcha.label': 'Check that you are not a robot',
    'captcha.loading': 'Loading the check',
    'captcha.unavailable': 'The check could not be loaded. Reload the page and try again.',
    'captcha.required': 'Please complete the captcha before continuing',
  },
});
