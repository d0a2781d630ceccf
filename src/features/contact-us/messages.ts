import { defineCatalogue } from '../../i18n/define-catalogue';

export const contactUsMessages = defineCatalogue({
  ar: {
    'contactUs.intro': 'أرسل إلينا شكوى أو اقتراحا، وسنتواصل معك في أقرب وقت. الحقول المعلمة بنجمة مطلوبة.',
  },
  en: {
    'contactUs.intro':
      'Send us a complaint or a suggestion and we will get back to you soon. Fields marked with an asterisk are required.',
  },
});
