import { and, desc, eq } from 'drizzle-orm';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { JobDetail, JobSummary } from '../../../schemas/api/jobs';
import type { JobApplication } from '../../../schemas/api/member';
import type { Database } from '../../db/client';
import { jobApplications, jobOpportunities } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { DEFAULT_PER_PAGE, paginate, parsePage, type PageQuery } from '../../lib/pagination';
import { questionIn } from './stored-questions';
import { isUuid } from '../../lib/identifiers';

export type StoredJob = typeof jobOpportunities.$inferSelect;

/** Whether a job takes applications now: open, and not past its closing time. */
export const isOpenNow = (job: Pick<StoredJob, 'isOpen' | 'closesAt'>, now = new Date()) =>
  job.isOpen && (job.closesAt === null || job.closesAt > now);

function summaryOf(job: StoredJob, locale: Locale): JobSummary {
  const english = locale === 'en';
  return {
    uuid: job.uuid,
    title: english ? job.titleEn : job.titleAr,
    description: english ? job.descriptionEn : job.descriptionAr,
    created_at: job.createdAt.toISOString(),
    is_open: isOpenNow(job),
  };
}

/** One page of jobs, newest first, in `locale`; closed ones too, marked, as their page says they are closed. */
export async function listJobs(db: Database, query: PageQuery, locale: Locale): Promise<ListEnvelope<JobSummary>> {
  const page = parsePage(query.page, locale);
  const list = await paginate(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(jobOpportunities),
      // The id breaks ties, so a job never shows on two pages or on none.
      rows: (limit, offset) =>
        db
          .select()
          .from(jobOpportunities)
          .orderBy(desc(jobOpportunities.createdAt), desc(jobOpportunities.id))
          .limit(limit)
          .offset(offset),
    },
  );
  return { data: list.data.map((job) => summaryOf(job, locale)), meta: list.meta };
}

/** The job with this uuid (any letter case); undefined for anything else, which never reaches SQL unless it is a uuid. */
export async function findJob(db: Database, uuid: string): Promise<StoredJob | undefined> {
  if (!isUuid(uuid)) return undefined;
  const [job] = await db.select().from(jobOpportunities).where(eq(jobOpportunities.uuid, uuid.toLowerCase())).limit(1);
  return job;
}

/** The job as GET /job-opportunities/{uuid} answers it. */
export function jobDetail(job: StoredJob, locale: Locale): { data: JobDetail } {
  const english = locale === 'en';
  return {
    data: {
      ...summaryOf(job, locale),
      requirements: (english ? job.requirementsEn : job.requirementsAr) ?? null,
      responsibilities: (english ? job.responsibilitiesEn : job.responsibilitiesAr) ?? null,
      questions: job.questions.map((question) => questionIn(question, locale)),
    },
  };
}

/** When this account applied for this job; undefined when it has not. */
export async function appliedAt(db: Database, jobId: number, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: jobApplications.createdAt })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId)))
    .limit(1);
  return row?.createdAt;
}

/** Whether this account has applied for this job. */
export const hasApplied = async (db: Database, jobId: number, userId: number) =>
  (await db.$count(jobApplications, and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId)))) > 0;

/** GET me/job-opportunities: one page of the member's own applications, newest first, titled in `locale`. */
export async function listOwnJobApplications(
  db: Database,
  userId: number,
  page: number,
  locale: Locale,
): Promise<ListEnvelope<JobApplication>> {
  const own = eq(jobApplications.userId, userId);
  const list = await paginate(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(jobApplications, own),
      rows: (limit, offset) =>
        db
          .select({
            uuid: jobApplications.uuid,
            createdAt: jobApplications.createdAt,
            jobUuid: jobOpportunities.uuid,
            title: locale === 'en' ? jobOpportunities.titleEn : jobOpportunities.titleAr,
          })
          .from(jobApplications)
          .innerJoin(jobOpportunities, eq(jobOpportunities.id, jobApplications.jobId))
          .where(own)
          .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    data: list.data.map((row) => ({
      uuid: row.uuid,
      job_opportunity: { uuid: row.jobUuid, title: row.title },
      created_at: row.createdAt.toISOString(),
    })),
    meta: list.meta,
  };
}
