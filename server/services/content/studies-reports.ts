import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { StudyReport } from '../../../schemas/api/studies-reports';
import type { Database } from '../../db/client';
import { studiesReports } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { notFound } from '../../lib/api-error';
import { DEFAULT_PER_PAGE, paginate, parsePage, type PageQuery } from '../../lib/pagination';
import { isUuid } from '../../lib/identifiers';

export type StoredReport = typeof studiesReports.$inferSelect;

/** One page of studies and reports, newest first, titled in `locale`. */
export async function listStudiesReports(
  db: Database,
  query: PageQuery,
  locale: Locale,
): Promise<ListEnvelope<StudyReport>> {
  const page = parsePage(query.page, locale);
  const list = await paginate(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(studiesReports),
      rows: (limit, offset) =>
        db
          .select({
            uuid: studiesReports.uuid,
            title: locale === 'en' ? studiesReports.titleEn : studiesReports.titleAr,
            createdAt: studiesReports.createdAt,
          })
          .from(studiesReports)
          // The id breaks ties, so a report never shows on two pages or on none.
          .orderBy(desc(studiesReports.createdAt), desc(studiesReports.id))
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    data: list.data.map(({ createdAt, ...report }) => ({ ...report, created_at: createdAt.toISOString() })),
    meta: list.meta,
  };
}

/** The report with this uuid (any letter case); undefined for anything else, which never reaches SQL unless it is a uuid. */
export async function findStudyReport(db: Database, uuid: string): Promise<StoredReport | undefined> {
  if (!isUuid(uuid)) return undefined;
  const [report] = await db.select().from(studiesReports).where(eq(studiesReports.uuid, uuid.toLowerCase())).limit(1);
  return report;
}

/** The report's file relative to IMAGES_DIR, where its site path (/demo/reports/…) lies; never outside it. */
export function reportFileName(imagesDir: string, report: StoredReport): string {
  const root = path.resolve(imagesDir);
  const file = path.resolve(root, `.${path.posix.normalize(`/${report.filePath}`)}`);
  if (!file.startsWith(root + path.sep)) throw notFound();
  return path.relative(root, file);
}
