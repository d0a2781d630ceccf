import type { Readable } from 'node:stream';
import { permitService } from '../../../schemas/api/permits';
import type { ReviewQueueRow } from '../../../schemas/api/review-queue';
import { RESERVE_TIME_ZONE } from '../../../schemas/validation/reserve-day';
import type { Database } from '../../db/client';
import { translate, type Locale } from '../../i18n/messages';
import { csvExport, type CsvColumn } from '../../lib/csv-export';
import type { ReviewQueueFilters } from './review-queue-filters';
import { reviewQueueLines, type QueueScope } from './review-queue';

const COLUMNS = [
  'reference',
  'type',
  'status',
  'applicant',
  'national_id',
  'created_at',
  'due_on',
  'overdue',
  'assignee',
] as const;
type Column = (typeof COLUMNS)[number];

/** Submission times as the reserve's clock read them: 2026-11-26 14:05. */
const reserveTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: RESERVE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The filtered queue as a CSV file in `locale` (headings, permit names, states), oldest first, streamed
 * as the reader takes it (csvExport: BOM, formulas neutralised).
 */
export function reviewQueueCsv(
  db: Database,
  filters: ReviewQueueFilters,
  scope: QueueScope,
  locale: Locale,
  today: string,
): Readable {
  const columns: CsvColumn<Column>[] = COLUMNS.map((key) => ({ key, header: translate(locale, `queue_csv_${key}`) }));
  const cells = (row: ReviewQueueRow): Record<Column, string> => ({
    reference: row.reference,
    type: permitService(row.type).title[locale],
    status: translate(locale, `queue_status_${row.status}`),
    applicant: row.applicant_name,
    national_id: row.national_id ?? '',
    created_at: reserveTime.format(new Date(row.created_at)),
    due_on: row.due_on ?? '',
    overdue: translate(locale, row.overdue ? 'queue_csv_yes' : 'queue_csv_no'),
    assignee: row.assignee?.name ?? '',
  });
  async function* lines() {
    for await (const row of reviewQueueLines(db, filters, scope, today)) yield cells(row);
  }
  return csvExport(columns, lines());
}
