import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { itemEnvelopeOf, listEnvelopeOf } from './envelopes';
import { QUESTION_TYPES } from '../questions/questions-to-schema';

const uuid = { type: 'string', format: 'uuid' } as const;
const time = { type: 'string', format: 'date-time' } as const;

const count = { type: 'integer', minimum: 0 } as const;

/**
 * A row of a staff list that counts what came in for it (a job's applications, a survey's answers):
 * its title in the request's language, whether it is open now, when it was made, and the count named `counted`.
 */
const countedListItemOf = <const Counted extends string>(counted: Counted) =>
  ({
    type: 'object',
    required: ['uuid', 'title', 'is_open', 'created_at', counted],
    additionalProperties: false,
    properties: {
      uuid,
      title: { type: 'string' },
      is_open: { type: 'boolean' },
      created_at: time,
      ...({ [counted]: count } as Record<Counted, typeof count>),
    },
  }) as const satisfies JSONSchema;

/** GET admin/jobs: a job with how many applied. */
export const jobWithApplicationsSchema = countedListItemOf('applications');
export type JobWithApplications = FromSchema<typeof jobWithApplicationsSchema>;
export const jobsWithApplicationsPageSchema = listEnvelopeOf(jobWithApplicationsSchema);

/** An applicant as staff see them: the account's name, e-mail and phone (E.164). */
const applicantSchema = {
  type: 'object',
  required: ['name', 'email', 'phone'],
  additionalProperties: false,
  properties: { name: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' } },
} as const satisfies JSONSchema;

/** GET admin/jobs/{uuid}/applications: one application in the job's list. */
export const applicationSummarySchema = {
  type: 'object',
  required: ['uuid', 'applicant', 'created_at'],
  additionalProperties: false,
  properties: { uuid, applicant: applicantSchema, created_at: time },
} as const satisfies JSONSchema;
export type ApplicationSummary = FromSchema<typeof applicationSummarySchema>;
export const applicationsPageSchema = listEnvelopeOf(applicationSummarySchema);

/** A file given as an answer, downloaded by its id. */
const answerFileSchema = {
  type: 'object',
  required: ['id', 'name', 'mime_type', 'size_bytes'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    mime_type: { type: 'string' },
    size_bytes: { type: 'integer' },
  },
} as const satisfies JSONSchema;

/** A question with its answer as text: a choice's labels (not values), a file question's files; empty when not answered. */
export const answeredQuestionSchema = {
  type: 'object',
  required: ['id', 'question', 'type', 'answer', 'files'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    question: { type: 'string' },
    type: { type: 'string', enum: QUESTION_TYPES },
    answer: { type: 'array', items: { type: 'string' } },
    files: { type: 'array', items: answerFileSchema },
  },
} as const satisfies JSONSchema;
export type AnsweredQuestion = FromSchema<typeof answeredQuestionSchema>;

/** GET admin/job-applications/{uuid}: an application with every question of its job. */
export const applicationDetailSchema = {
  type: 'object',
  required: ['uuid', 'job', 'applicant', 'created_at', 'answers'],
  additionalProperties: false,
  properties: {
    uuid,
    job: {
      type: 'object',
      required: ['uuid', 'title'],
      additionalProperties: false,
      properties: { uuid, title: { type: 'string' } },
    },
    applicant: applicantSchema,
    created_at: time,
    answers: { type: 'array', items: answeredQuestionSchema },
  },
} as const satisfies JSONSchema;
export type ApplicationDetail = FromSchema<typeof applicationDetailSchema>;
export const applicationDetailAnswerSchema = itemEnvelopeOf(applicationDetailSchema);

/** GET admin/surveys: a survey with how many answered it. */
export const surveyWithAnswersSchema = countedListItemOf('answers');
export type SurveyWithAnswers = FromSchema<typeof surveyWithAnswersSchema>;
export const surveysWithAnswersPageSchema = listEnvelopeOf(surveyWithAnswersSchema);

/**
 * One question's results. `answered`: how many answers answer it. A choice question (radio, checkbox)
 * has `options`, each with its count and its percentage of `answered` (for a checkbox, of the respondents
 * who answered it, so they may add to more than 100). Text, phone, date and number questions list their
 * answers newest first in `texts`, at most `TEXTS_SHOWN`; a number or date question also has `summary`.
 */
export const questionResultSchema = {
  type: 'object',
  required: ['id', 'question', 'type', 'answered'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    question: { type: 'string' },
    type: { type: 'string', enum: QUESTION_TYPES },
    answered: count,
    options: {
      type: 'array',
      items: {
        type: 'object',
        required: ['value', 'label', 'count', 'percentage'],
        additionalProperties: false,
        properties: {
          value: { type: 'string' },
          label: { type: 'string' },
          count,
          /** 0–100, one decimal. */
          percentage: { type: 'number', minimum: 0, maximum: 100 },
        },
      },
    },
    texts: { type: 'array', items: { type: 'string' } },
    summary: {
      type: 'object',
      required: ['min', 'max'],
      additionalProperties: false,
      properties: {
        min: { type: 'string' },
        max: { type: 'string' },
        /** Numbers only, two decimals at most. */
        mean: { type: 'number' },
      },
    },
  },
} as const satisfies JSONSchema;
export type QuestionResult = FromSchema<typeof questionResultSchema>;

/** GET admin/surveys/{uuid}/results. */
export const surveyResultsSchema = {
  type: 'object',
  required: ['uuid', 'title', 'answers', 'questions'],
  additionalProperties: false,
  properties: {
    uuid,
    title: { type: 'string' },
    answers: count,
    questions: { type: 'array', items: questionResultSchema },
  },
} as const satisfies JSONSchema;
export type SurveyResults = FromSchema<typeof surveyResultsSchema>;
export const surveyResultsAnswerSchema = itemEnvelopeOf(surveyResultsSchema);

/** How many free-text answers a question's results list at most (newest first). */
export const TEXTS_SHOWN = 50;
