import type { Database } from '../client';
import { jobOpportunities, type StoredQuestion } from '../schema';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { seedContent } from './content-files';

const html = (body: string | null) => (body === null ? null : sanitizeHtml(body));

/** The demo jobs (content/jobs.json): 24 over two pages, four closed, each asking 2–5 text, textarea and file questions. */
export async function seedJobs(db: Database): Promise<void> {
  await db.insert(jobOpportunities).values(
    seedContent('jobs.json').map((job) => ({
      titleAr: job.title_ar,
      titleEn: job.title_en,
      descriptionAr: sanitizeHtml(job.description_ar),
      descriptionEn: sanitizeHtml(job.description_en),
      requirementsAr: html(job.requirements_ar),
      requirementsEn: html(job.requirements_en),
      responsibilitiesAr: html(job.responsibilities_ar),
      responsibilitiesEn: html(job.responsibilities_en),
      questions: job.questions as StoredQuestion[],
      isOpen: job.is_open,
      closesAt: job.closes_at === null ? null : new Date(job.closes_at),
      createdAt: new Date(job.created_at),
    })),
  );
}
