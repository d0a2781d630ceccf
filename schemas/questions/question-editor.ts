import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldMessages, FormDefinition, FormLocale, FormMessages } from '../validation/form-definition';
import schema from './editor/schema.json';
import uiSchema from './editor/ui.json';
import ar from './editor/messages.ar.json';
import en from './editor/messages.en.json';

const shared: Record<FormLocale, { fields: Record<string, FieldMessages> }> = { ar, en };

/**
 * The form with the editors' question editor (editor/) as its `questions` field: every form whose items
 * carry questions (a job, a survey) draws and checks them alike. The form's own messages for `questions`
 * (its title, its description) are laid over the shared ones, field by field.
 */
export function withQuestionEditor(form: FormDefinition): FormDefinition {
  const messagesIn = (locale: FormLocale): FormMessages => {
    const own = form.messages[locale];
    const fields = { ...own.fields };
    for (const [field, messages] of Object.entries(shared[locale].fields))
      fields[field] = { ...messages, ...own.fields[field] };
    return { ...own, fields };
  };
  return {
    schema: { ...form.schema, properties: { ...form.schema.properties, questions: schema as RJSFSchema } },
    uiSchema: { ...form.uiSchema, questions: uiSchema as UiSchema },
    messages: { ar: messagesIn('ar'), en: messagesIn('en') },
  };
}
