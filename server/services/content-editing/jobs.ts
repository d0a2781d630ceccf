import { desc, eq, sql } from 'drizzle-orm';
import { reserveDayTime, reserveMoment } from '../../../schemas/validation/reserve-day';
import type { Transaction } from '../../db/client';
import { jobApplications, jobOpportunities, type StoredQuestion } from '../../db/schema';
import { ContentFieldRefused, type ContentValues } from './content-type';
import { serialContent } from './serial-content';

/** A question as the form admin/content-job has it: `id` only once it is stored. */
type EditedQuestion = Omit<StoredQuestion, 'id' | 'required'> & { id?: number; required?: boolean };

/** The form admin/content-job's values; `closes_at` is the reserve's day and time, 'YYYY-MM-DD HH:mm'. */
interface JobValues {
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  requirements_ar?: string;
  requirements_en?: string;
  responsibilities_ar?: string;
  responsibilities_en?: string;
  is_open: boolean;
  closes_at?: string;
  questions?: EditedQuestion[];
}

const hasOptions = (type: StoredQuestion['type']) => type === 'radio' || type === 'checkbox';

/** Refuses a choice question two of whose options share a value: an answer would not say which it chose. */
function refuseRepeatedOptionValues(questions: readonly EditedQuestion[]) {
  for (const [index, question] of questions.entries()) {
    const values = (question.options ?? []).map((option) => option.value);
    if (hasOptions(question.type) && new Set(values).size !== values.length)
      throw new ContentFieldRefused(`questions.${index}.options`, 'uniqueValues');
  }
}

/**
 * The highest question id this job has used: its questions' and those its applications answered, so
 * a question added after one was removed never takes an id that earlier answers name.
 */
async function highestQuestionId(tx: Transaction, jobId: number, storedIds: Iterable<number>) {
  const keys = tx.$with('answered').as(
    tx
      .select({ key: sql<string>`jsonb_object_keys(${jobApplications.answers})`.as('key') })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, jobId)),
  );
  const [row] = await tx
    .with(keys)
    .select({ highest: sql<number | null>`max(${keys.key}::int)` })
    .from(keys)
    .where(sql`${keys.key} ~ '^[0-9]{1,9}$'`);
  return Math.max(0, ...storedIds, Number(row?.highest ?? 0));
}

/**
 * The questions as stored, in the editor's order: a question keeps the id it was stored with (so earlier
 * answers still match it), a new one (or an id the job never had, or one given twice) takes the next free id.
 * Options are kept only where the type asks for them.
 */
async function storedQuestions(
  tx: Transaction,
  edited: readonly EditedQuestion[],
  jobId?: number,
): Promise<StoredQuestion[]> {
  refuseRepeatedOptionValues(edited);
  const stored = new Set<number>();
  if (jobId !== undefined) {
    const [row] = await tx
      .select({ questions: jobOpportunities.questions })
      .from(jobOpportunities)
      .where(eq(jobOpportunities.id, jobId));
    for (const question of row?.questions ?? []) stored.add(question.id);
  }
  const taken = new Set<number>();
  const keeps = (id: number | undefined): id is number => id !== undefined && stored.has(id) && !taken.has(id);
  const kept = edited.map(({ id }) => {
    if (!keeps(id)) return undefined;
    taken.add(id);
    return id;
  });
  let next = jobId === undefined ? 0 : await highestQuestionId(tx, jobId, stored);
  return edited.map((question, index) => ({
    id: kept[index] ?? ++next,
    type: question.type,
    required: question.required ?? false,
    question_ar: question.question_ar,
    question_en: question.question_en,
    ...(hasOptions(question.type) && { options: question.options }),
  }));
}

/** The jobs (GET /job-opportunities and each job's page with its application form), closed ones too. */
export const jobContent = serialContent({
  name: 'jobs',
  table: jobOpportunities,
  titles: { ar: jobOpportunities.titleAr, en: jobOpportunities.titleEn },
  order: [desc(jobOpportunities.createdAt), desc(jobOpportunities.id)],
  htmlFields: [
    'description_ar',
    'description_en',
    'requirements_ar',
    'requirements_en',
    'responsibilities_ar',
    'responsibilities_en',
  ],
  publicTags: ['job-opportunities'],
  documented: { one: 'Job', many: 'Jobs', what: 'job with its application questions' },
  // An empty optional body is an unanswered field, as the form sends it.
  valuesOf: (row) => ({
    title_ar: row.titleAr,
    title_en: row.titleEn,
    description_ar: row.descriptionAr,
    description_en: row.descriptionEn,
    ...(row.requirementsAr && { requirements_ar: row.requirementsAr }),
    ...(row.requirementsEn && { requirements_en: row.requirementsEn }),
    ...(row.responsibilitiesAr && { responsibilities_ar: row.responsibilitiesAr }),
    ...(row.responsibilitiesEn && { responsibilities_en: row.responsibilitiesEn }),
    is_open: row.isOpen,
    ...(row.closesAt && { closes_at: reserveDayTime(row.closesAt) }),
    questions: row.questions,
  }),
  async columnsOf(tx, values: ContentValues, id) {
    const job = values as unknown as JobValues;
    return {
      titleAr: job.title_ar,
      titleEn: job.title_en,
      descriptionAr: job.description_ar,
      descriptionEn: job.description_en,
      requirementsAr: job.requirements_ar ?? null,
      requirementsEn: job.requirements_en ?? null,
      responsibilitiesAr: job.responsibilities_ar ?? null,
      responsibilitiesEn: job.responsibilities_en ?? null,
      isOpen: job.is_open,
      closesAt: job.closes_at === undefined ? null : reserveMoment(job.closes_at),
      questions: await storedQuestions(tx, job.questions ?? [], id),
    };
  },
  // Applications are what citizens sent: a job that has any is closed instead, never deleted with them.
  inUse: async (tx, id) => (await tx.$count(jobApplications, eq(jobApplications.jobId, id))) > 0,
  inUseRefusal: 'content_job_has_applications',
});
