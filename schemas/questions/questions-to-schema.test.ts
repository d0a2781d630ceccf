import { describe, expect, it } from 'vitest';
import type { FormLocale } from '../validation/form-definition';
import { errorTransformer, toFieldErrors } from '../validation/localize-errors';
import questionEditor from './editor/schema.json';
import { QUESTION_TYPES, questionsToSchema, type Question, type QuestionType } from './questions-to-schema';
import { questionsValidator } from './questions-validator';
import { validateAnswers } from './validate-answers';
import type { ErrorObject } from 'ajv';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { validatorOptions } from '../validation/validator-options';
import { interpretedValidate } from './questions-validator';

const questions: Question[] = [
  { id: 1, question: 'Your name', type: 'text', required: true },
  { id: 2, question: 'Why this job?', type: 'textarea', required: true },
  { id: 'cv', question: 'CV', type: 'file', required: true },
  {
    id: 4,
    question: 'Shift',
    type: 'radio',
    required: true,
    options: [
      { value: 'day', label: 'Day' },
      { value: 2, label: 'Night' },
    ],
  },
  {
    id: 5,
    question: 'Languages',
    type: 'checkbox',
    required: false,
    options: [
      { value: 'ar', label: 'Arabic' },
      { value: 'en', label: 'English' },
    ],
  },
  { id: 6, question: 'Start date', type: 'date', required: false },
  { id: 7, question: 'Years of experience', type: 'number', required: false },
  { id: 8, question: 'Phone', type: 'tel', required: false },
  { id: 9, question: 'Portfolio', type: 'file', required: false },
  { id: 10, question: 'Hobbies', type: 'checkbox', required: true, options: [{ value: 'a', label: 'A' }] },
];
const form = questionsToSchema(questions);

const pdf = { name: 'cv.pdf', type: 'application/pdf', size: 1000 };
const valid = { q_1: 'Sara', q_2: 'I love\nthe reserve', q_cv: [pdf], q_4: 'day', q_10: ['a'] };

const cases: [label: string, data: Record<string, unknown>, fields: string[]][] = [
  ['the required answers only', valid, []],
  [
    'every type answered',
    {
      ...valid,
      q_4: '2',
      q_5: ['ar', 'en'],
      q_6: '2026-02-28',
      q_7: 3.5,
      q_8: '+966 50 123 4567',
      q_9: [pdf, { ...pdf, type: 'image/png' }],
    },
    [],
  ],
  ['nothing', {}, ['q_1', 'q_2', 'q_cv', 'q_4', 'q_10']],
  ['blank text and textarea', { ...valid, q_1: '   ', q_2: '\n\t ' }, ['q_1', 'q_2']],
  [
    'a text too long and with a control character',
    { ...valid, q_1: 'a'.repeat(501), q_2: 'bad\u0000' },
    ['q_1', 'q_2'],
  ],
  ['a line break in a one-line text', { ...valid, q_1: 'two\nlines' }, ['q_1']],
  ['a required file question with no file', { ...valid, q_cv: [] }, ['q_cv']],
  ['a file over 5 MB', { ...valid, q_cv: [{ ...pdf, size: 5_242_881 }] }, ['q_cv']],
  ['a file of exactly 5 MB', { ...valid, q_cv: [{ ...pdf, size: 5_242_880 }] }, []],
  ['a file of a wrong type', { ...valid, q_cv: [{ ...pdf, type: 'text/html' }] }, ['q_cv']],
  ['a file refused on inspection', { ...valid, q_cv: [{ ...pdf, type: 'application/x-refused' }] }, ['q_cv']],
  ['an empty file', { ...valid, q_9: [{ ...pdf, size: 0 }] }, ['q_9']],
  ['six files', { ...valid, q_9: Array.from({ length: 6 }, () => pdf) }, ['q_9']],
  ['a choice not offered', { ...valid, q_4: 'evening' }, ['q_4']],
  ['a checkbox choice not offered, and twice the same', { ...valid, q_5: ['fr', 'ar', 'ar'] }, ['q_5']],
  ['a required checkbox with no choice', { ...valid, q_10: [] }, ['q_10']],
  ['a day that does not exist', { ...valid, q_6: '2023-02-30' }, ['q_6']],
  ['a number given as text', { ...valid, q_7: '3' }, ['q_7']],
  ['a phone number with letters', { ...valid, q_8: '05x1234567' }, ['q_8']],
  ['text where a list belongs', { ...valid, q_5: 'ar', q_cv: 'cv.pdf' }, ['q_5', 'q_cv']],
];

describe.each<FormLocale>(['ar', 'en'])('questionsToSchema in %s', (locale) => {
  const browser = questionsValidator(form.schema);
  it.each(cases)(
    '%s: the same verdict, fields and messages in the browser and on the server',
    async (_, data, fields) => {
      const server = await validateAnswers(form, data, locale);
      const inBrowser = toFieldErrors(
        browser.validateFormData(data, form.schema, undefined, errorTransformer(form, locale), form.uiSchema).errors,
      );
      expect(server.ok ? {} : server.errors).toEqual(inBrowser);
      expect(Object.keys(inBrowser).sort()).toEqual([...fields].sort());
      if (!server.ok) expect(server.message).toBe(form.messages[locale].invalid);
    },
  );
});

describe('the browser validator of questions', () => {
  const ajv = customizeValidator(validatorOptions);
  const interpreted = interpretedValidate(form.schema);
  const raw = (errors: readonly ErrorObject[] | null | undefined) =>
    (errors ?? []).map(({ instancePath, keyword, params }) => ({ instancePath, keyword, params }));
  it.each(cases)('%s: reports what ajv reports, in its order', (_, data) => {
    interpreted(data);
    expect(raw(interpreted.errors)).toEqual(raw(ajv.rawValidation<ErrorObject>(form.schema, data).errors));
  });
});

describe('questionsToSchema', () => {
  it('titles each field with its question and names each choice by its label', () => {
    expect(form.messages.en.fields.q_1?.title).toBe('Your name');
    expect(form.messages.ar.fields.q_4?.enumNames).toEqual({ day: 'Day', 2: 'Night' });
    expect(form.uiSchema['ui:order']).toEqual(questions.map(({ id }) => `q_${id}`));
  });

  it('gives a required question its own message in the request language', async () => {
    const en = await validateAnswers(form, { ...valid, q_1: ' ', q_cv: [] }, 'en');
    const ar = await validateAnswers(form, { ...valid, q_1: ' ', q_cv: [] }, 'ar');
    expect(en.ok || en.errors).toEqual({ q_1: ['This question is required'], q_cv: ['Attach at least one file'] });
    expect(ar.ok || ar.errors).toEqual({ q_1: ['هذا السؤال مطلوب'], q_cv: ['أرفق ملفًا واحدًا على الأقل'] });
  });

  it('makes a schema of the structure only, the same whatever the texts', () => {
    const renamed = questions.map((question) => ({ ...question, question: `${question.question}?` }));
    expect(questionsToSchema(renamed).schema).toEqual(form.schema);
  });
});

describe('the question editor of jobs and surveys (editor/)', () => {
  const item = questionEditor.items;

  it('offers exactly the question types drawn here, so every question it stores can be drawn and checked', () => {
    expect(item.properties.type.enum).toEqual(QUESTION_TYPES);
  });

  it('asks for options for exactly the types whose answers are chosen from them', () => {
    const choosesFromOptions = (type: QuestionType) =>
      JSON.stringify(
        questionsToSchema([{ id: 1, question: 'Q', type, required: false, options: [{ value: 'x-1', label: 'X' }] }])
          .schema,
      ).includes('x-1');
    expect(item.if.properties.type.enum).toEqual(QUESTION_TYPES.filter(choosesFromOptions));
  });
});
