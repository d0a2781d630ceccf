import { desc } from 'drizzle-orm';
import { studiesReports } from '../../db/schema';
import { uploadedReportPath } from '../content/studies-reports';
import { ContentFieldRefused, type ContentValues } from './content-type';
import { serialContent } from './serial-content';

/** The form admin/content-study-report's values; the file's are the server's own (content-editor.ts withFiles). */
interface StudyReportValues {
  title_ar: string;
  title_en: string;
  file_path?: string;
  file_name?: string;
  file_type?: string;
  file_size?: number;
}

/**
 * The studies and reports (GET /studies-reports), newest first. Their files are members' to have mailed,
 * so an uploaded one is kept in DATA_DIR/reports, which no static route serves: it is reached only through
 * the mail and its signed link (GET /studies-reports/{uuid}/file), as the demo reports are.
 */
export const studyReportContent = serialContent({
  name: 'studies-reports',
  table: studiesReports,
  titles: { ar: studiesReports.titleAr, en: studiesReports.titleEn },
  order: [desc(studiesReports.createdAt), desc(studiesReports.id)],
  uploads: { folder: (config) => config.reportsDir, pathOf: uploadedReportPath, described: true },
  publicTags: ['studies-reports'],
  documented: { one: 'StudyReport', many: 'StudiesReports', what: 'study or report' },
  valuesOf: (row) => ({
    title_ar: row.titleAr,
    title_en: row.titleEn,
    file_path: row.filePath,
    file_name: row.fileName,
    file_type: row.mimeType,
    file_size: row.sizeBytes,
  }),
  columnsOf(_tx, values: ContentValues) {
    const report = values as unknown as StudyReportValues;
    // A new report needs its file; an edit without a new one keeps the stored file (withFiles).
    if (report.file_path === undefined) throw new ContentFieldRefused('file', 'required');
    return {
      titleAr: report.title_ar,
      titleEn: report.title_en,
      filePath: report.file_path,
      fileName: report.file_name!,
      mimeType: report.file_type!,
      sizeBytes: report.file_size!,
    };
  },
});
