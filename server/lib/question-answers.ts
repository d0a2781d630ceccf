import type { FastifyRequest } from 'fastify';
import type { RJSFSchema } from '@rjsf/utils';
import { wireToAnswers } from '../../schemas/questions/answers-wire';
import {
  MAX_FILES_PER_QUESTION,
  questionField,
  questionsToSchema,
  type Question,
} from '../../schemas/questions/questions-to-schema';
import { validateAnswers } from '../../schemas/questions/validate-answers';
import type { FileDescriptor } from '../../schemas/validation/file-descriptor';
import { translate } from '../i18n/messages';
import { submissionRefused } from './api-error';
import { readMultipartForm, type MultipartForm, type UploadedFile } from './multipart-form';

/** The answer to one question as validated: a value (a list of choices too), or the files of a file question. */
export type QuestionAnswer = { id: Question['id']; answer: unknown } | { id: Question['id']; files: UploadedFile[] };

/** Answers that passed the schema their questions make. */
export interface AcceptedAnswers extends MultipartForm {
  answered: QuestionAnswer[];
  /** The converted answers by question field, for an idempotency fingerprint. */
  data: Record<string, unknown>;
}

/**
 * What the multipart reader keeps of `answers[i][files][j]`: every file part of `answers` judged by
 * the questions' own file schema (size, type), as many as all file questions together may hold.
 */
function wireReaderSchema(form: RJSFSchema, questions: readonly Question[]): RJSFSchema {
  const fileQuestions = questions.filter((question) => question.type === 'file');
  if (fileQuestions.length === 0) return { type: 'object', properties: {} };
  const files = form.properties?.[questionField(fileQuestions[0]!.id)] as RJSFSchema;
  return {
    type: 'object',
    properties: { answers: { ...files, maxItems: fileQuestions.length * MAX_FILES_PER_QUESTION } },
  };
}

/**
 * THE reading of answers to runtime questions (a job application; a survey's answers can use it too):
 * the wire format of schemas/questions/answers-wire.ts, validated by the schema questionsToSchema makes
 * of `questions` (already in the request's language), as the browser validated it; a refusal is the
 * 422 envelope keyed by question field (`q_3`) in the request's language, and by the key as sent for
 * a field that is neither an answer nor one the route's config names (a survey's `guest_uuid`).
 * Files are read and inspected by content like every upload; nothing is written.
 */
export async function readQuestionAnswers(
  request: FastifyRequest,
  questions: readonly Question[],
): Promise<AcceptedAnswers> {
  const otherFields = Object.keys(request.routeOptions.config.questionAnswers?.otherFields ?? {});
  const form = questionsToSchema(questions);
  const { entries, files } = await readMultipartForm(request, wireReaderSchema(form.schema, questions));
  const unknown = new Set<string>();
  const data = wireToAnswers(
    questions,
    form.schema,
    entries.filter(([key]) => !otherFields.includes(key)),
    (key) => unknown.add(key),
  );
  const result = await validateAnswers(form, data, request.locale);
  if (unknown.size > 0 || !result.ok) {
    throw submissionRefused(
      request.locale,
      result.ok ? translate(request.locale, 'validation_failed') : result.message,
      result.ok ? {} : result.errors,
      unknown,
    );
  }
  const answered = questions.flatMap((question): QuestionAnswer[] => {
    const value = data[questionField(question.id)];
    if (value === undefined) return [];
    if (question.type !== 'file') return [{ id: question.id, answer: value }];
    const uploads = (value as FileDescriptor[])
      .map((descriptor) => files.get(descriptor))
      .filter((file): file is UploadedFile => !!file);
    return [{ id: question.id, files: uploads }];
  });
  return { answered, data, entries, files };
}
