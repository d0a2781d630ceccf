import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { StudyReport } from '../../../schemas/api/studies-reports';
import type { Config } from '../../config';
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

/**
 * The file_path of a report an editor uploaded: its stored name in DATA_DIR/reports, a folder no static
 * route serves, so the file is reached only through the signed link or the mail. The demo reports' paths
 * are site paths under IMAGES_DIR instead (/demo/reports/x.pdf).
 */
export const UPLOADED_REPORT_PREFIX = 'reports:';
const UPLOADED_REPORT_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\.[a-z0-9]{1,8})?$/;

/** The file_path of an uploaded report stored as `storedName`. */
export const uploadedReportPath = (storedName: string) => `${UPLOADED_REPORT_PREFIX}${storedName}`;

/** Where a report's file lies: its folder and its name there, never outside it (404). */
export function reportFile(
  config: Pick<Config, 'imagesDir' | 'reportsDir'>,
  report: Pick<StoredReport, 'filePath'>,
): { folder: string; name: string } {
  if (report.filePath.startsWith(UPLOADED_REPORT_PREFIX)) {
    const name = report.filePath.slice(UPLOADED_REPORT_PREFIX.length);
    if (!UPLOADED_REPORT_NAME.test(name)) throw notFound();
    return { folder: config.reportsDir, name };
  }
  return { folder: config.imagesDir, name: reportFileName(config.imagesDir, report) };
}

/** The report's file relative to IMAGES_DIR, where its site path (/demo/reports/…) lies; never outside it. */
export function reportFileName(imagesDir: string, report: Pick<StoredReport, 'filePath'>): string {
  const root = path.resolve(imagesDir);
  const file = path.resolve(root, `.${path.posix.normalize(`/${report.filePath}`)}`);
  if (!file.startsWith(root + path.sep)) throw notFound();
  return path.relative(root, file);
}
