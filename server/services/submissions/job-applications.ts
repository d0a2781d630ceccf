import type { Readable } from 'node:stream';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { ApplicationDetail, ApplicationSummary, JobWithApplications } from '../../../schemas/api/submissions';
import type { Database } from '../../db/client';
import { jobApplicationFiles, jobApplications, jobOpportunities, users } from '../../db/schema';
import { translate, type Locale } from '../../i18n/messages';
import { notFound } from '../../lib/api-error';
import { csvExport, type CsvCell, type CsvColumn } from '../../lib/csv-export';
import { isUuid } from '../../lib/identifiers';
import { DEFAULT_PER_PAGE, paginate, parsePage } from '../../lib/pagination';
import type { StoredAttachment } from '../../lib/send-attachment';
import { findJob, isOpenNow, type StoredJob } from '../content/jobs';
import { pageWithChildCounts } from './counted-pages';
import { answerTexts, joinedInCell, questionText, type AnswerFile } from './answer-text';
import { reserveDayTime } from '../../../schemas/validation/reserve-day';

/** How many applications a CSV export reads from the database at a time. */
const BATCH = 500;

const applicant = {
  name: users.name,
  email: users.email,
  countryCode: users.countryCode,
  phoneNumber: users.phoneNumber,
};
type ApplicantColumns = { name: string; email: string; countryCode: string; phoneNumber: string };
const applicantOf = (row: ApplicantColumns) => ({
  name: row.name,
  email: row.email,
  phone: row.phoneNumber ? `+${row.countryCode}${row.phoneNumber}` : '',
});

/** GET admin/jobs: one page of jobs, newest first, each with how many applied, titled in `locale`. */
export async function listJobsWithApplications(
  db: Database,
  rawPage: string | undefined,
  locale: Locale,
): Promise<ListEnvelope<JobWithApplications>> {
  return pageWithChildCounts(db, jobOpportunities, jobApplications.jobId, rawPage, locale, (job, applications) => ({
    uuid: job.uuid,
    title: locale === 'en' ? job.titleEn : job.titleAr,
    is_open: isOpenNow(job),
    created_at: job.createdAt.toISOString(),
    applications,
  }));
}

/** The job with this uuid; 404 for an unknown or malformed one. */
export async function jobOr404(db: Database, uuid: string): Promise<StoredJob> {
  const job = await findJob(db, uuid);
  if (!job) throw notFound();
  return job;
}

/** GET admin/jobs/{uuid}/applications: one page of a job's applications, newest first. */
export async function listApplications(
  db: Database,
  jobUuid: string,
  rawPage: string | undefined,
  locale: Locale,
): Promise<ListEnvelope<ApplicationSummary>> {
  const job = await jobOr404(db, jobUuid);
  const page = parsePage(rawPage, locale);
  const ofJob = eq(jobApplications.jobId, job.id);
  const list = await paginate(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(jobApplications, ofJob),
      rows: (limit, offset) =>
        db
          .select({ uuid: jobApplications.uuid, createdAt: jobApplications.createdAt, ...applicant })
          .from(jobApplications)
          .innerJoin(users, eq(users.id, jobApplications.userId))
          .where(ofJob)
          .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    data: list.data.map((row) => ({
      uuid: row.uuid,
      applicant: applicantOf(row),
      created_at: row.createdAt.toISOString(),
    })),
    meta: list.meta,
  };
}

/** GET admin/job-applications/{uuid}: every question of the job with its answer, in `locale`; 404 for any other uuid. */
export async function readApplication(db: Database, uuid: string, locale: Locale): Promise<ApplicationDetail> {
  if (!isUuid(uuid)) throw notFound();
  const [found] = await db
    .select({ application: jobApplications, job: jobOpportunities, ...applicant })
    .from(jobApplications)
    .innerJoin(jobOpportunities, eq(jobOpportunities.id, jobApplications.jobId))
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(eq(jobApplications.uuid, uuid.toLowerCase()))
    .limit(1);
  if (!found) throw notFound();
  const { application, job } = found;
  const files: AnswerFile[] = await db
    .select()
    .from(jobApplicationFiles)
    .where(eq(jobApplicationFiles.applicationId, application.id))
    .orderBy(asc(jobApplicationFiles.id));
  return {
    uuid: application.uuid,
    job: { uuid: job.uuid, title: locale === 'en' ? job.titleEn : job.titleAr },
    applicant: applicantOf(found),
    created_at: application.createdAt.toISOString(),
    answers: job.questions.map((question) => ({
      id: question.id,
      question: questionText(question, locale),
      type: question.type,
      answer: answerTexts(question, application.answers[String(question.id)], files, locale),
      files: files
        .filter((file) => file.questionId === question.id)
        .map((file) => ({
          id: file.id,
          name: file.originalName,
          mime_type: file.mimeType,
          size_bytes: file.sizeBytes,
        })),
    })),
  };
}

/** A file of an application; 404 for another application's file, or an unknown or malformed id. */
export async function applicationFile(db: Database, uuid: string, fileId: string): Promise<StoredAttachment> {
  if (!isUuid(uuid) || !/^[1-9]\d{0,8}$/.test(fileId)) throw notFound();
  const [file] = await db
    .select({
      originalName: jobApplicationFiles.originalName,
      storedName: jobApplicationFiles.storedName,
      mimeType: jobApplicationFiles.mimeType,
    })
    .from(jobApplicationFiles)
    .innerJoin(jobApplications, eq(jobApplications.id, jobApplicationFiles.applicationId))
    .where(and(eq(jobApplications.uuid, uuid.toLowerCase()), eq(jobApplicationFiles.id, Number(fileId))));
  if (!file) throw notFound();
  return file;
}

const FIXED = ['applicant', 'email', 'phone', 'applied_at'] as const;

/**
 * A job's applications as a CSV file (csvExport: BOM, formulas neutralised), oldest first: the applicant,
 * then one column per question headed in `locale`, choices by their labels, files by their names.
 */
export function applicationsCsv(db: Database, job: StoredJob, locale: Locale): Readable {
  const columns: CsvColumn<string>[] = [
    ...FIXED.map((key) => ({ key, header: translate(locale, `submissions_csv_${key}`) })),
    ...job.questions.map((question) => ({ key: `q_${question.id}`, header: questionText(question, locale) })),
  ];
  async function* lines() {
    let after = 0;
    for (;;) {
      const batch = await db
        .select({
          id: jobApplications.id,
          answers: jobApplications.answers,
          createdAt: jobApplications.createdAt,
          ...applicant,
        })
        .from(jobApplications)
        .innerJoin(users, eq(users.id, jobApplications.userId))
        .where(and(eq(jobApplications.jobId, job.id), gt(jobApplications.id, after)))
        .orderBy(asc(jobApplications.id))
        .limit(BATCH);
      if (batch.length === 0) return;
      const files = await db
        .select()
        .from(jobApplicationFiles)
        .where(
          inArray(
            jobApplicationFiles.applicationId,
            batch.map((row) => row.id),
          ),
        );
      for (const row of batch) {
        const person = applicantOf(row);
        const own = files.filter((file) => file.applicationId === row.id);
        const cells: Record<string, CsvCell> = {
          applicant: person.name,
          email: person.email,
          phone: person.phone,
          applied_at: reserveDayTime(row.createdAt),
        };
        for (const question of job.questions) {
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
