import { desc, eq } from 'drizzle-orm';
import { reserveDayTime, reserveMoment } from '../../../schemas/validation/reserve-day';
import { jobApplications, jobOpportunities } from '../../db/schema';
import type { ContentValues } from './content-type';
import { storedQuestionsOf, type EditedQuestion } from './edited-questions';
import { serialContent } from './serial-content';

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

const storedQuestions = storedQuestionsOf({
  items: jobOpportunities,
  questions: jobOpportunities.questions,
  answers: { table: jobApplications, item: jobApplications.jobId, byQuestionId: jobApplications.answers },
});

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
