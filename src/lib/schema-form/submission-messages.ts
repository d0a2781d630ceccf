import { defineCatalogue } from '../../i18n/define-catalogue';

/**
 * What a page says when its form could not be sent (useFormSubmission runs in the page, around the form): loaded with the entry, unlike the form's own texts.
 */
export const formSubmissionMessages = defineCatalogue({
  ar: {
    'schemaForm.submitFailed': 'عذرا، تعذر إرسال البيانات. يرجى المحاولة مرة أخرى',
  },
  en: {
    'schemaForm.submitFailed': 'Sorry, we could not submit your answers. Please try again.',
  },
});
