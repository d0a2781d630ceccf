import { describe, expect, it } from 'vitest';
import type { FileDescriptor } from '../validation/file-descriptor';
import { answersToWire, wireToAnswers } from './answers-wire';
import { questionsToSchema, type Question } from './questions-to-schema';

const questions: Question[] = [
  { id: 1, question: 'Name', type: 'text', required: true },
  { id: 2, question: 'Skipped', type: 'textarea', required: false },
  { id: 'cv', question: 'CV', type: 'file', required: true },
  {
    id: 4,
    question: 'Languages',
    type: 'checkbox',
    required: false,
    options: [
      { value: 'ar', label: 'Arabic' },
      { value: 'en', label: 'English' },
    ],
  },
  { id: 5, question: 'Years', type: 'number', required: false },
  { id: 6, question: 'Shift', type: 'radio', required: false, options: [{ value: 1, label: 'Day' }] },
];
const { schema } = questionsToSchema(questions);
const cv: FileDescriptor = { name: 'cv.pdf', type: 'application/pdf', size: 10 };
const photo: FileDescriptor = { name: 'me.png', type: 'image/png', size: 20 };

describe('the wire format of answers', () => {
  it('numbers the answered questions and omits empty answers', () => {
    const entries = answersToWire(
      questions,
      { q_1: 'Sara', q_2: '', q_cv: [cv, photo], q_4: ['ar', 'en'], q_5: 3, q_6: undefined },
      (file) => file as FileDescriptor,
    );
    expect(entries).toEqual([
      ['answers[0][id]', '1'],
      ['answers[0][answer]', 'Sara'],
      ['answers[1][id]', 'cv'],
      ['answers[1][files][0]', cv],
      ['answers[1][files][1]', photo],
      ['answers[2][id]', '4'],
      ['answers[2][answer][]', 'ar'],
      ['answers[2][answer][]', 'en'],
      ['answers[3][id]', '5'],
      ['answers[3][answer]', '3'],
    ]);
  });

  it('skips a file whose part is not known and an empty list', () => {
    expect(answersToWire(questions, { q_cv: [cv], q_4: [] }, () => undefined)).toEqual([['answers[0][id]', 'cv']]);
  });

  it('reads a body back into the same answers', () => {
    const answers = { q_1: 'Sara', q_cv: [cv, photo], q_4: ['ar', 'en'], q_5: 3, q_6: '1' };
    expect(
      wireToAnswers(
        questions,
        schema,
        answersToWire(questions, answers, (file) => file as FileDescriptor),
      ),
    ).toEqual(answers);
  });

  it('reads a choice list sent with indices or as one value, and Arabic-Indic digits', () => {
    const entries = [
      ['answers[0][id]', '4'],
      ['answers[0][answer][0]', 'en'],
      ['answers[1][answer]', '٣'],
      ['answers[1][id]', '5'],
      ['answers[2][id]', '4'],
    ] as const;
    expect(wireToAnswers(questions, schema, entries)).toEqual({ q_4: ['en'], q_5: 3 });
    expect(
      wireToAnswers(questions, schema, [
        ['answers[0][id]', '4'],
        ['answers[0][answer]', 'ar'],
      ]),
    ).toEqual({ q_4: ['ar'] });
  });

  it('drops unknown question ids, answers without an id, other keys, and text posing as a file', () => {
    const entries = [
      ['answers[0][id]', '99'],
      ['answers[0][answer]', 'x'],
      ['answers[1][answer]', 'no id'],
      ['answers[2][id]', '__proto__'],
      ['answers[2][answer]', 'x'],
      ['q_1', 'direct'],
      ['answers[3][id]', 'cv'],
      ['answers[3][files][0]', 'not a file'],
      ['answers[4][id]', '1'],
      ['answers[4][answer]', ''],
    ] as const;
    expect(wireToAnswers(questions, schema, entries)).toEqual({});
  });

  it('keeps a text question answered twice as a list, which validation refuses', () => {
    const entries = [
      ['answers[0][id]', '1'],
      ['answers[0][answer]', 'a'],
      ['answers[1][id]', '1'],
      ['answers[1][answer]', 'b'],
    ] as const;
    expect(wireToAnswers(questions, schema, entries)).toEqual({ q_1: ['a', 'b'] });
  });
});
