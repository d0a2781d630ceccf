import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { legalDocumentSchema } from '../../../schemas/legal-text';
import researcherRules from './researcher-rules.json';
import termsPermits from './terms-permits.json';
import terms from './terms.json';

const validate = new Ajv({ allErrors: true }).compile(legalDocumentSchema);

describe.each([
  ['terms.json', terms as unknown],
  ['terms-permits.json', termsPermits as unknown],
  ['researcher-rules.json', researcherRules as unknown],
])('the legal text %s', (_file, text) => {
  it('matches the legal text schema', () => {
    expect(validate(text) ? [] : validate.errors).toEqual([]);
  });

  it('has the same sections, by anchor, in both languages', () => {
    const { ar, en } = text as typeof terms;
    expect(ar.sections.map((section) => section.id)).toEqual(en.sections.map((section) => section.id));
    expect(new Set(ar.sections.map((section) => section.id)).size).toBe(ar.sections.length);
  });
});

it('refuses a text without its English, or with an empty list of points', () => {
  expect(validate({ ar: terms.ar })).toBe(false);
  expect(validate({ ...terms, en: { ...terms.en, intro: [{ list: [] }] } })).toBe(false);
});
