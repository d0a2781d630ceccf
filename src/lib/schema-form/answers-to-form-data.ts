import type { Answers } from '../../../machines/submission.machine';
import type { FormId } from '../../../schemas/registry';
import { loadForm } from '../../../schemas/validation/form-loader';
import { propertySchema } from '../../../schemas/validation/schema-walk';
import { chosenFile } from './chosen-files';

const isChoice = (item: unknown) => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean';

function appendAnswer(form: FormData, key: string, value: unknown): void {
  const file = chosenFile(value);
  if (file) form.append(key, file, file.name);
  // A list's item with fields of its own (a work permit's companion): companions[0][name], as the server reads it.
  else if (typeof value === 'object' && value !== null && !Array.isArray(value))
    for (const [name, item] of Object.entries(value)) appendAnswer(form, `${key}[${name}]`, item);
  else if (typeof value === 'string' ? value !== '' : typeof value === 'number' || typeof value === 'boolean')
    form.append(key, String(value));
}

/**
 * THE encoding of a form's answers for the API, the inverse of the server's multipartToData: each
 * answered field by its name, a list of choices as `field[]` for each, a list of files as `field[0]`,
 * `field[1]`… (a list of at most one, such as a single required document, by its bare name), a list's
 * item with fields as `field[0][name]`, a chosen file as its File. Fields in `except` are
 * left to the caller (a phone number the API takes in parts).
 */
export async function answersToFormData(
  formId: FormId,
  answers: Answers,
  except: readonly string[] = [],
): Promise<FormData> {
  const { schema } = (await loadForm(formId)).definition;
  const form = new FormData();
  for (const [field, value] of Object.entries(answers)) {
    if (except.includes(field)) continue;
    if (!Array.isArray(value)) appendAnswer(form, field, value);
    else if (propertySchema(schema, field)?.maxItems === 1) appendAnswer(form, field, value[0]);
    // A list of choices as `area_ids[]` (docs/requirements.md §M7); files and items with fields by their index.
    else value.forEach((item, index) => appendAnswer(form, isChoice(item) ? `${field}[]` : `${field}[${index}]`, item));
  }
  return form;
}
