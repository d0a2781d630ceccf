import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { formRegistry, type FormId } from './registry';
import type { FormDefinition, FormLocale } from './validation/form-definition';
import { errorTransformer, toFieldErrors } from './validation/localize-errors';
import { loadForm } from './validation/form-loader';
import { fileFieldLimits, REFUSED_FILE_TYPE } from './validation/file-descriptor';
import { itemsSchema, propertySchema } from './validation/schema-walk';
import { revealConditions } from './validation/reveal';
import type { UiSchema } from '@rjsf/utils';
import { validateSubmission } from './validation/validate-submission';

const schemasDir = path.dirname(fileURLToPath(import.meta.url));
const forms = Object.entries(formRegistry) as [FormId, FormDefinition][];
const locales: FormLocale[] = ['ar', 'en'];

function examplesOf(id: FormId) {
  const dir = path.join(schemasDir, id, 'examples');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      file,
      valid: file.startsWith('valid-'),
      data: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown,
    }));
}

/** Fields of a form's top level whose schema says they hold files. */
function fileFieldsOf(form: FormDefinition): string[] {
  return Object.keys(form.schema.properties ?? {}).filter((field) =>
    fileFieldLimits(propertySchema(form.schema, field)),
  );
}

/** Lists of fields (companions, vehicles) that the form draws item by item, not through one widget. */
function itemListsOf(form: FormDefinition): string[] {
  return Object.entries(form.schema.properties ?? {})
    .filter(([field, fieldSchema]) => {
      const drawnByWidget =
        (form.uiSchema[field] as UiSchema | undefined)?.['ui:widget'] !== undefined ||
        fileFieldLimits(propertySchema(form.schema, field));
      return (
        typeof fieldSchema === 'object' &&
        fieldSchema.type === 'array' &&
        itemsSchema(fieldSchema)?.type === 'object' &&
        !drawnByWidget
      );
    })
    .map(([field]) => field);
}

/** Fields that warn before they are answered (ui:options.warnBefore). */
function warningFieldsOf(form: FormDefinition): string[] {
  return Object.entries(form.uiSchema)
    .filter(([, ui]) => (ui as UiSchema | undefined)?.['ui:options']?.warnBefore)
    .map(([field]) => field);
}

// A check over a form's fields is one case per field, so a form without such fields has no case that passes unchecked.
beforeEach(() => {
  expect.hasAssertions();
});

describe.each(forms)('the %s form', (id, form) => {
  const examples = examplesOf(id);

  it('has valid and invalid examples, each named valid-* or invalid-*', () => {
    expect(examples.some((example) => example.valid)).toBe(true);
    expect(examples.some((example) => !example.valid)).toBe(true);
    for (const { file } of examples) expect(file).toMatch(/^(valid|invalid)-[a-z0-9-]+\.json$/);
  });

  it('loads in the browser as the same definition the server reads', async () => {
    expect((await loadForm(id)).definition).toEqual(form);
  });

  describe.each(locales)('in %s', (locale) => {
    it.each(examples)(
      '$file: same verdict, fields and messages on the server and in the browser',
      async ({ valid, data }) => {
        const browser = (await loadForm(id)).validator;
        const server = await validateSubmission(id, data, locale);
        const inBrowser = browser.validateFormData(
          data,
          form.schema,
          undefined,
          errorTransformer(form, locale),
          form.uiSchema,
        );
        const browserErrors = toFieldErrors(inBrowser.errors);

        expect(server.ok).toBe(valid);
        if (server.ok) {
          expect(browserErrors).toEqual({});
        } else {
          expect(server.message).toBe(form.messages[locale].invalid);
          expect(Object.keys(server.errors).length).toBeGreaterThan(0);
          expect(browserErrors).toEqual(server.errors);
        }
      },
    );
  });

  it('names every field and gives the same message keys in Arabic and English', () => {
    const keysOf = (locale: FormLocale) =>
      Object.entries(form.messages[locale].fields).flatMap(([field, messages]) => [
        field,
        ...Object.keys(messages).map((key) => `${field}:${key}`),
        ...Object.keys(messages.errors ?? {}).map((keyword) => `${field}:errors.${keyword}`),
        ...Object.keys(messages.enumNames ?? {}).map((value) => `${field}:enumNames.${value}`),
      ]);
    expect(keysOf('en').sort()).toEqual(keysOf('ar').sort());

    const order = form.uiSchema['ui:order'] as string[] | undefined;
    for (const field of order?.filter((name) => name !== '*') ?? []) {
      expect(propertySchema(form.schema, field), `ui:order names ${field}`).toBeDefined();
      for (const locale of locales)
        expect(form.messages[locale].fields[field]?.title, `${locale} title of ${field}`).toBeTruthy();
    }
  });

  it('asks for no Markdown, which the browser app does not render (src/lib/schema-form/plain-markdown.tsx)', () => {
    expect(JSON.stringify(form.uiSchema)).not.toMatch(/enableMarkdown/);
  });

  it('keys its field messages by paths the schema has', () => {
    for (const fieldPath of Object.keys(form.messages.ar.fields)) {
      let schema = form.schema;
      for (const name of fieldPath.split('.')) {
        const next = propertySchema(schema.type === 'array' ? (schema.items as typeof schema) : schema, name);
        expect(next, `${fieldPath} in the schema`).toBeDefined();
        schema = next!;
      }
    }
  });

  it.each(fileFieldsOf(form))('refuses files the server found unsafe in %s, and says so', (field) => {
    const fieldSchema = propertySchema(form.schema, field);
    const file = fieldSchema?.type === 'array' ? itemsSchema(fieldSchema) : fieldSchema;
    expect(propertySchema(file, 'type')?.not, `${field}.type`).toEqual({ const: REFUSED_FILE_TYPE });
    for (const locale of locales)
      expect(form.messages[locale].fields[`${field}.type`]?.errors?.not, `${locale} ${field}.type not`).toBeTruthy();
  });

  it.each(itemListsOf(form))('heads each item of %s by its number, in both languages', (field) => {
    for (const locale of locales)
      expect(form.messages[locale].fields[field]?.itemTitle, `${locale} itemTitle of ${field}`).toContain('{index}');
  });

  it.each(warningFieldsOf(form))(
    'gives %s, which warns (ui:options.warnBefore), its warning in both languages',
    (field) => {
      for (const locale of locales)
        expect(form.messages[locale].fields[field]?.warning, `${locale} ${field} warning`).toBeTruthy();
    },
  );

  it.each(revealConditions(form.uiSchema))('reveals %s only on conditions about fields it has', (field, condition) => {
    expect(propertySchema(form.schema, field), field).toBeDefined();
    for (const other of Object.keys(condition))
      expect(propertySchema(form.schema, other), `${field} revealed by ${other}`).toBeDefined();
  });
});
