import type { Readable } from 'node:stream';
import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import {
  TEXTS_SHOWN,
  type QuestionResult,
  type SurveyResults,
  type SurveyWithAnswers,
} from '../../../schemas/api/submissions';
import type { Database } from '../../db/client';
import { surveyAnswerFiles, surveyAnswers, surveys, type StoredQuestion } from '../../db/schema';
import { translate, type Locale } from '../../i18n/messages';
import { notFound } from '../../lib/api-error';
import { csvExport, type CsvCell, type CsvColumn } from '../../lib/csv-export';
import { findSurvey, type StoredSurvey } from '../content/surveys';
import { pageWithChildCounts } from './counted-pages';
import { answerTexts, joinedInCell, optionLabel, questionText, storedValues } from './answer-text';
import { reserveDayTime } from '../../../schemas/validation/reserve-day';

/** How many answers are read from the database at a time. */
const BATCH = 500;

const titleOf = (survey: StoredSurvey, locale: Locale) => (locale === 'en' ? survey.titleEn : survey.titleAr);

/** GET admin/surveys: one page of surveys, newest first, each with how many answered it. */
export async function listSurveysWithAnswers(
  db: Database,
  rawPage: string | undefined,
  locale: Locale,
): Promise<ListEnvelope<SurveyWithAnswers>> {
  return pageWithChildCounts(db, surveys, surveyAnswers.surveyId, rawPage, locale, (survey, answers) => ({
    uuid: survey.uuid,
    title: titleOf(survey, locale),
    is_open: survey.isOpen,
    created_at: survey.createdAt.toISOString(),
    answers,
  }));
}

/** The survey with this uuid; 404 for an unknown or malformed one. */
export async function surveyOr404(db: Database, uuid: string): Promise<StoredSurvey> {
  const survey = await findSurvey(db, uuid);
  if (!survey) throw notFound();
  return survey;
}

/** A survey's answers, `BATCH` at a time, newest first (by id, the order they were stored). */
async function* answersNewestFirst(db: Database, surveyId: number) {
  let before: number | undefined;
  for (;;) {
    const batch = await db
      .select({ id: surveyAnswers.id, answers: surveyAnswers.answers, createdAt: surveyAnswers.createdAt })
      .from(surveyAnswers)
      .where(and(eq(surveyAnswers.surveyId, surveyId), before === undefined ? undefined : lt(surveyAnswers.id, before)))
      .orderBy(desc(surveyAnswers.id))
      .limit(BATCH);
    yield* batch;
    if (batch.length < BATCH) return;
    before = batch[batch.length - 1]!.id;
  }
}

const percentOf = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 1000) / 10);

/** A running tally of one question's answers. */
class Tally {
  answered = 0;
  readonly counts = new Map<string, number>();
  readonly texts: string[] = [];
  min: string | undefined;
  max: string | undefined;
  numbers = 0;
  sum = 0;

  constructor(readonly question: StoredQuestion) {}

  add(raw: unknown) {
    const values = storedValues(raw);
    if (values.length === 0) return;
    this.answered += 1;
    const { type } = this.question;
    if (type === 'radio' || type === 'checkbox') {
      for (const value of new Set(values)) this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
      return;
    }
    if (type === 'file') return;
    const [value] = values as [string];
    if (this.texts.length < TEXTS_SHOWN) this.texts.push(value);
    if (type === 'number') {
      const number = Number(value);
      if (!Number.isFinite(number)) return;
      this.numbers += 1;
      this.sum += number;
      if (this.min === undefined || number < Number(this.min)) this.min = value;
      if (this.max === undefined || number > Number(this.max)) this.max = value;
    } else if (type === 'date') {
      if (this.min === undefined || value < this.min) this.min = value;
      if (this.max === undefined || value > this.max) this.max = value;
    }
  }

  result(locale: Locale): QuestionResult {
    const { question } = this;
    const base = {
      id: question.id,
      question: questionText(question, locale),
      type: question.type,
      answered: this.answered,
    };
    switch (question.type) {
      case 'radio':
      case 'checkbox': {
        const offered = (question.options ?? []).map((option) => option.value);
        // A value the question no longer offers is still counted, after the offered ones.
        const values = [...offered, ...[...this.counts.keys()].filter((value) => !offered.includes(value))];
        return {
          ...base,
          options: values.map((value) => {
            const count = this.counts.get(value) ?? 0;
            return {
              value,
              label: optionLabel(question, value, locale),
              count,
              percentage: percentOf(count, this.answered),
            };
          }),
        };
      }
      case 'file':
        return base;
      default: {
        const summary =
          this.min !== undefined && this.max !== undefined
            ? {
                min: this.min,
                max: this.max,
                ...(question.type === 'number' && this.numbers > 0
                  ? { mean: Math.round((this.sum / this.numbers) * 100) / 100 }
                  : {}),
              }
            : undefined;
        return { ...base, texts: this.texts, ...(summary && { summary }) };
      }
    }
  }
}

/** GET admin/surveys/{uuid}/results: each question's results in `locale`, read in batches. */
export async function surveyResults(db: Database, uuid: string, locale: Locale): Promise<SurveyResults> {
  const survey = await surveyOr404(db, uuid);
  const tallies = survey.questions.map((question) => new Tally(question));
  let answers = 0;
  for await (const row of answersNewestFirst(db, survey.id)) {
    answers += 1;
    for (const tally of tallies) tally.add(row.answers[String(tally.question.id)]);
  }
  return {
    uuid: survey.uuid,
    title: titleOf(survey, locale),
    answers,
    questions: tallies.map((tally) => tally.result(locale)),
  };
}

/**
 * A survey's answers as a CSV file (csvExport: BOM, formulas neutralised), oldest first: when, then one
 * column per question headed in `locale`, choices by their labels, files by their names.
 */
export function surveyAnswersCsv(db: Database, survey: StoredSurvey, locale: Locale): Readable {
  const columns: CsvColumn<string>[] = [
    { key: 'answered_at', header: translate(locale, 'submissions_csv_answered_at') },
    ...survey.questions.map((question) => ({ key: `q_${question.id}`, header: questionText(question, locale) })),
  ];
  async function* lines() {
    let after = 0;
    for (;;) {
      const batch = await db
        .select({ id: surveyAnswers.id, answers: surveyAnswers.answers, createdAt: surveyAnswers.createdAt })
        .from(surveyAnswers)
        .where(and(eq(surveyAnswers.surveyId, survey.id), gt(surveyAnswers.id, after)))
        .orderBy(asc(surveyAnswers.id))
        .limit(BATCH);
      if (batch.length === 0) return;
      const files = await db
        .select()
        .from(surveyAnswerFiles)
        .where(
          inArray(
            surveyAnswerFiles.answerId,
            batch.map((row) => row.id),
          ),
        );
      for (const row of batch) {
        const own = files.filter((file) => file.answerId === row.id);
        const cells: Record<string, CsvCell> = { answered_at: reserveDayTime(row.createdAt) };
        for (const question of survey.questions) {
          cells[`q_${question.id}`] = joinedInCell(
            answerTexts(question, row.answers[String(question.id)], own, locale),
            locale,
          );
        }
        yield cells;
      }
      after = batch[batch.length - 1]!.id;
    }
  }
  return csvExport(columns, lines());
}
