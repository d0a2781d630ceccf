import type { Database } from '../client';
import { studiesReports } from '../schema';
import { seedContent } from './content-files';

/** The demo studies and reports (content/studies-reports.json), each with its small PDF in public/demo/reports. */
export async function seedStudiesReports(db: Database): Promise<void> {
  await db.insert(studiesReports).values(
    seedContent('studies-reports.json').map((report) => ({
      titleAr: report.title_ar,
      titleEn: report.title_en,
      filePath: report.file_path,
      fileName: report.file_name,
      mimeType: report.mime_type,
      sizeBytes: report.size_bytes,
      createdAt: new Date(report.created_at),
    })),
  );
}
