import { defineCatalogue } from '../../i18n/define-catalogue';

/** Texts of the form renderer and its widgets, shared by every form. */
export const schemaFormMessages = defineCatalogue({
  ar: {
    'schemaForm.sending': 'جار الإرسال',
    'schemaForm.loading': 'جار تحميل النموذج',
    'schemaForm.submitFailed': 'عذرا، تعذر إرسال البيانات. يرجى المحاولة مرة أخرى',
    'schemaForm.chooseFiles': 'اختيار الملفات',
    'schemaForm.chooseFile': 'اختيار ملف',
    'schemaForm.removeFile': 'إزالة {name}',
    'schemaForm.callingCode': 'رمز الاتصال الدولي',
    'schemaForm.opensInNewTab': 'يفتح في علامة تبويب جديدة',
  },
  en: {
    'schemaForm.sending': 'Sending',
    'schemaForm.loading': 'Loading the form',
    'schemaForm.submitFailed': 'Sorry, we could not submit your answers. Please try again.',
    'schemaForm.chooseFiles': 'Choose files',
    'schemaForm.chooseFile': 'Choose a file',
    'schemaForm.removeFile': 'Remove {name}',
    'schemaForm.callingCode': 'Country calling code',
    'schemaForm.opensInNewTab': 'opens in a new tab',
  },
});
