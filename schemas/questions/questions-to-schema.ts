/**
 * THE conversion of runtime questions (a job's, a survey's) into a form definition: the same
 * `FormDefinition` as a folder of schemas/ has, so SchemaForm draws it, the server validates it with
 * the same ajv factory (`validateAnswers`, validate-answers.ts) and the browser with an eval-free
 * validator of the same schema (`questionsValidator`, questions-validator.ts; the CSP forbids
 * compiling ajv in the browser). Each question is a top-level field named `questionField(id)`
 * (`q_12`), so the 422 envelope keys a refusal by question. The wire format of an answer set
 * (`answers[i][id]`, `answers[i][answer]`…) is in answers-wire.ts.
 *
 * Rules (docs/requirements.md §P5): a required question needs an answer; text must not be blank; a required file
 * question needs at least one file; files: up to 5 per question, 5 MB each, PNG/JPG/GIF/PDF, judged by
 * content on the server; a checkbox answers a list; an empty answer is no answer.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldMessages, FormDefinition, FormLocale, FormMessages } from '../validation/form-definition';
import { REFUSED_FILE_TYPE } from '../validation/file-descriptor';

export const QUESTION_TYPES = ['text', 'textarea', 'file', 'radio', 'checkbox', 'date', 'number', 'tel'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface QuestionOption {
  value: string | number;
  label: string;
}

/** One question, its text already in the reader's language. */
export interface Question {
  /** Letters, digits, `_` or `-` (a number is written as its digits). */
  id: string | number;
  question: string;
  type: QuestionType;
  required: boolean;
  /** The choices of a radio or checkbox question. */
  options?: QuestionOption[];
}

export const MAX_FILES_PER_QUESTION = 5;
export const MAX_FILE_BYTES = 5_242_880;
export const ANSWER_FILE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'application/pdf'];
const MAX_LINE = 500;
const MAX_TEXT = 5000;

/** The form field of a question: a prefix, for a field named by digits alone would read as a list index. */
export const questionField = (id: string | number) => `q_${id}`;

const fileSchema: RJSFSchema = {
  type: 'object',
  required: ['name', 'type', 'size'],
  properties: {
    name: { type: 'string', maxLength: 255 },
    type: { type: 'string', not: { const: REFUSED_FILE_TYPE }, enum: ANSWER_FILE_TYPES },
    size: { type: 'integer', minimum: 1, maximum: MAX_FILE_BYTES },
  },
};

const optionValues = (question: Question) => (question.options ?? []).map(({ value }) => String(value));

function answerSchema(question: Question): RJSFSchema {
  switch (question.type) {
    case 'text':
      return { type: 'string', format: 'line', pattern: '\\S', maxLength: MAX_LINE };
    case 'textarea':
      return { type: 'string', format: 'text', pattern: '\\S', maxLength: MAX_TEXT };
    case 'tel':
      return { type: 'string', pattern: '^\\+?[0-9][0-9 -]{4,18}[0-9]$', maxLength: 20 };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'number':
      return { type: 'number', minimum: -1e12, maximum: 1e12 };
    case 'radio':
      return { type: 'string', enum: optionValues(question) };
    case 'checkbox':
      return {
        type: 'array',
        ...(question.required ? { minItems: 1 } : {}),
        uniqueItems: true,
        items: { type: 'string', enum: optionValues(question) },
      };
    case 'file':
      return {
        type: 'array',
        ...(question.required ? { minItems: 1 } : {}),
        maxItems: MAX_FILES_PER_QUESTION,
        items: fileSchema,
      };
  }
}

const widgets: Partial<Record<QuestionType, UiSchema>> = {
  textarea: { 'ui:widget': 'textarea', 'ui:options': { rows: 5 } },
  tel: { 'ui:options': { inputType: 'tel' } },
  date: { 'ui:widget': 'day' },
  radio: { 'ui:widget': 'radio' },
  checkbox: { 'ui:widget': 'checkboxes' },
  file: { 'ui:widget': 'files' },
};

type Texts = Record<
  | 'required'
  | 'blank'
  | 'tooLong'
  | 'characters'
  | 'tel'
  | 'date'
  | 'number'
  | 'choice'
  | 'atLeastOneFile'
  | 'tooManyFiles'
  | 'fileTooLarge'
  | 'fileEmpty'
  | 'fileUnsafe'
  | 'fileType'
  | 'fileName'
  | 'filesDescription',
  string
>;

const texts: Record<FormLocale, Texts & Omit<FormMessages, 'fields'>> = {
  ar: {
    submit: 'إرسال',
    invalid: 'يرجى تعبئة الحقول المطلوبة',
    success: 'تم الإرسال بنجاح',
    required: 'هذا السؤال مطلوب',
    blank: 'هذا السؤال مطلوب',
    tooLong: 'الإجابة أطول من المسموح',
    characters: 'الإجابة تحتوي على أحرف غير مسموح بها',
    tel: 'أدخل رقم هاتف صحيحًا',
    date: 'أدخل تاريخًا صحيحًا',
    number: 'أدخل رقمًا صحيحًا',
    choice: 'اختر من الخيارات المعروضة',
    atLeastOneFile: 'أرفق ملفًا واحدًا على الأقل',
    tooManyFiles: 'يمكنك إرفاق 5 ملفات على الأكثر',
    fileTooLarge: 'حجم الملف أكبر من 5 ميغابايت',
    fileEmpty: 'الملف فارغ',
    fileUnsafe: 'تعذر قبول هذا الملف: محتواه غير آمن أو تالف.',
    fileType: 'نوع الملف غير مسموح؛ الأنواع المسموحة: PNG وJPG وGIF وPDF',
    fileName: 'اسم الملف غير صالح',
    filesDescription: 'حتى 5 ملفات PNG أو JPG أو GIF أو PDF، حجم كل منها 5 ميغابايت أو أقل.',
  },
  en: {
    submit: 'Send',
    invalid: 'Please fill in the required fields',
    success: 'Sent successfully',
    required: 'This question is required',
    blank: 'This question is required',
    tooLong: 'The answer is too long',
    characters: 'The answer contains characters that are not allowed',
    tel: 'Enter a valid phone number',
    date: 'Enter a valid date',
    number: 'Enter a valid number',
    choice: 'Choose one of the options shown',
    atLeastOneFile: 'Attach at least one file',
    tooManyFiles: 'You can attach at most 5 files',
    fileTooLarge: 'The file is larger than 5 MB',
    fileEmpty: 'The file is empty',
    fileUnsafe: 'This file could not be accepted: its content is unsafe or damaged.',
    fileType: 'File type not allowed; allowed types: PNG, JPG, GIF and PDF',
    fileName: 'Invalid file name',
    filesDescription: 'Up to 5 PNG, JPG, GIF or PDF files, each 5 MB or smaller.',
  },
};

function questionMessages(question: Question, t: Texts): Record<string, FieldMessages> {
  const field = questionField(question.id);
  const own: FieldMessages = { title: question.question };
  switch (question.type) {
    case 'text':
    case 'textarea':
      own.errors = { required: t.required, pattern: t.blank, maxLength: t.tooLong, '*': t.characters };
      break;
    case 'tel':
      own.errors = { required: t.required, '*': t.tel };
      break;
    case 'date':
      own.errors = { required: t.required, '*': t.date };
      break;
    case 'number':
      own.errors = { required: t.required, '*': t.number };
      break;
    case 'radio':
    case 'checkbox':
      own.enumNames = Object.fromEntries((question.options ?? []).map(({ value, label }) => [String(value), label]));
      own.errors = { required: t.required, minItems: t.required, '*': t.choice };
      break;
    case 'file':
      own.description = t.filesDescription;
      own.errors = {
        required: t.atLeastOneFile,
        minItems: t.atLeastOneFile,
        maxItems: t.tooManyFiles,
        '*': t.fileType,
      };
      return {
        [field]: own,
        [`${field}.size`]: { errors: { maximum: t.fileTooLarge, minimum: t.fileEmpty } },
        [`${field}.type`]: { errors: { not: t.fileUnsafe, '*': t.fileType } },
        [`${field}.name`]: { errors: { '*': t.fileName } },
      };
  }
  return { [field]: own };
}

function formMessages(questions: readonly Question[], locale: FormLocale): FormMessages {
  const { submit, invalid, success } = texts[locale];
  const fields = Object.assign(
    {},
    ...questions.map((question) => questionMessages(question, texts[locale])),
  ) as FormMessages['fields'];
  return { submit, invalid, success, fields };
}

/**
 * The form of a list of questions, in their order. The schema depends only on the questions' ids,
 * types, required flags and option values (never on their texts), so both languages of a job
 * validate with one compiled schema. The question texts are the titles of both locales.
 */
export function questionsToSchema(questions: readonly Question[]): FormDefinition {
  const properties = Object.fromEntries(
    questions.map((question) => [questionField(question.id), answerSchema(question)]),
  );
  const required = questions.filter((question) => question.required).map((question) => questionField(question.id));
  const uiSchema: UiSchema = { 'ui:order': questions.map((question) => questionField(question.id)) };
  for (const question of questions) {
    const widget = widgets[question.type];
    // A copy each: a question's labels are written into its own settings, never into its type's.
    if (widget) uiSchema[questionField(question.id)] = structuredClone(widget);
  }
  return {
    schema: { type: 'object', ...(required.length > 0 ? { required } : {}), properties },
    uiSchema,
    messages: { ar: formMessages(questions, 'ar'), en: formMessages(questions, 'en') },
  };
}
