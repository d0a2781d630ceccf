import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormDefinition } from '../../../schemas/validation/form-definition';
import { errorTransformer, toFieldErrors } from '../../../schemas/validation/localize-errors';
import { precompiledValidatorModule } from '../../../schemas/validation/precompile';
import { freshAddress, postForm, type Fields } from '../../support/accounts';
import { newApplicant, validPermitFields } from '../../support/permit-fixtures';
import type { TestApp } from '../../support/test-app';

// An analyst's edit of the work permit's files, and nothing else: companions 0–7 become 0–3, and a
// required emergency contact appears (in the schema, the UI order and both message files).
vi.mock('../../../schemas/permits/work-permit/schema.json', async (importOriginal) => {
  const { default: schema } = await importOriginal<{
    default: { required: string[]; properties: Record<string, Record<string, unknown>> };
  }>();
  return {
    default: {
      ...schema,
      required: [...schema.required, 'emergency_contact'],
      properties: {
        ...schema.properties,
        companions: { ...schema.properties.companions, maxItems: 3 },
        emergency_contact: { type: 'string', format: 'line', pattern: '\\S', maxLength: 100 },
      },
    },
  };
});
vi.mock('../../../schemas/permits/work-permit/ui.json', async (importOriginal) => {
  const { default: ui } = await importOriginal<{ default: { 'ui:order': string[] } }>();
  return { default: { ...ui, 'ui:order': [...ui['ui:order'], 'emergency_contact'] } };
});
for (const [locale, companions, contact, required] of [
  ['ar', '3 مرافقين على الأكثر', 'جهة اتصال للطوارئ', 'هذا الحقل مطلوب'],
  ['en', 'At most 3 companions', 'Emergency contact', 'This field is required'],
] as const) {
  vi.doMock(`../../../schemas/permits/work-permit/messages.${locale}.json`, async (importOriginal) => {
    const { default: messages } = await importOriginal<{ default: { fields: Record<string, { errors?: object }> } }>();
    return {
      default: {
        ...messages,
        fields: {
          ...messages.fields,
          companions: {
            ...messages.fields.companions,
            errors: { ...messages.fields.companions!.errors, maxItems: companions },
          },
          emergency_contact: { title: contact, errors: { required, '*': required } },
        },
      },
    };
  });
}

const generatedDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../schemas/.generated');

describe('a permit form changed by editing its JSON alone', () => {
  let t: TestApp;
  let browserValidator: ReturnType<typeof createPrecompiledValidator>;
  let edited: FormDefinition;
  const form = () => edited;
  const companions = (count: number): Fields =>
    Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        [`companions[${index}][name]`, `مرافق ${index}`],
        [`companions[${index}][phone]`, '0501234567'],
      ]).flat(),
    );
  const base = () =>
    Object.fromEntries(
      Object.entries(validPermitFields['work-permit']()).filter(([name]) => !name.startsWith('companions')),
    );

  beforeAll(async () => {
    // The test setup loaded the registry before these mocks: load it, and the server, afresh.
    vi.resetModules();
    edited = (await import('../../../schemas/registry')).formDefinition('permits/work-permit');
    const { createTestApp } = await import('../../support/test-app');
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    // The browser's validator, precompiled from the edited schema exactly as `npm run build:validators` does.
    const file = path.join(generatedDir, `edited-${randomUUID()}.js`);
    await fs.writeFile(file, precompiledValidatorModule(form().schema));
    try {
      const { default: functions } = (await import(/* @vite-ignore */ file)) as { default: ValidatorFunctions };
      browserValidator = createPrecompiledValidator(functions, form().schema);
    } finally {
      await fs.rm(file);
    }
  });
  afterAll(() => t.close());

  const server = async (fields: Fields) => {
    const { token } = await newApplicant(t);
    return postForm(t, 'permits/work-permit', fields, { token, from: freshAddress() });
  };
  const browser = (answers: Record<string, unknown>) =>
    toFieldErrors(
      browserValidator.validateFormData(
        answers,
        form().schema,
        undefined,
        errorTransformer(form(), 'ar'),
        form().uiSchema,
      ).errors,
    );

  it('the server refuses a fourth companion and a missing new field, with the edited messages', async () => {
    const refused = await server({ ...base(), ...companions(4) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      companions: ['3 مرافقين على الأكثر'],
      emergency_contact: ['هذا الحقل مطلوب'],
    });

    const accepted = await server({ ...base(), ...companions(3), emergency_contact: 'أحمد 0501112233' });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it("the browser's precompiled validator says the same of the same answers", () => {
    const answers = {
      user_full_name: 'سارة',
      user_email: 'sara@example.sa',
      user_phone: '966501234567',
      user_id_number: '1012345678',
      user_country_id: 1,
      from_date: '2099-01-15 00:00',
      to_date: '2099-01-16 00:00',
      region_id: 2,
      purpose: 'صيانة',
      terms: true,
      companions: Array.from({ length: 4 }, (_, index) => ({ name: `مرافق ${index}`, phone: '0501234567' })),
    };
    expect(browser(answers)).toEqual({ companions: ['3 مرافقين على الأكثر'], emergency_contact: ['هذا الحقل مطلوب'] });
    expect(browser({ ...answers, companions: answers.companions.slice(0, 3), emergency_contact: 'أحمد' })).toEqual({});
  });

  it('the form the browser draws has the new field, labelled, in its order', () => {
    expect(form().uiSchema['ui:order']).toContain('emergency_contact');
    expect(form().messages.en.fields.emergency_contact?.title).toBe('Emergency contact');
  });
});
