import { permitStatuses, permitTypes, type PermitStatus, type PermitType } from '../../../schemas/api/member';
import { EARLIEST_DAY, LATEST_DAY } from '../../../schemas/validation/reserve-day';
import { translate, type Locale, type MessageKey } from '../../i18n/messages';
import { ApiError, validationFailed } from '../../lib/api-error';
import { isUuid } from '../../lib/identifiers';
import { parsePage, parseWholeNumber, toAsciiDigits } from '../../lib/pagination';

/** The review queue's query as the browser sends it: every value a string (Arabic digits welcome). */
export interface ReviewQueueQuery {
  type?: string;
  status?: string;
  from?: string;
  to?: string;
  region?: string;
  area?: string;
  assignee?: string;
  unassigned?: string;
  overdue?: string;
  q?: string;
  page?: string;
}

/** What a search for `q` looks for, by its shape: a reference or its start, a national id, or a name. */
export type QueueSearch =
  { by: 'reference'; prefix: string } | { by: 'national_id'; nationalId: string } | { by: 'name'; text: string };

/** The queue's filters, checked; `assignee` is a member's uuid (`me` already resolved by the caller). */
export interface ReviewQueueFilters {
  type?: PermitType;
  status?: PermitStatus;
  /** Reserve days (Asia/Riyadh), inclusive, on when the request was submitted. */
  from?: string;
  to?: string;
  regionId?: number;
  areaId?: number;
  assignee?: string;
  unassigned?: boolean;
  overdue?: boolean;
  search?: QueueSearch;
}

const queryText = { type: 'string' } as const;
/** The query keys the queue takes, as the route's schema lists them. */
export const reviewQueueQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type: queryText,
    status: queryText,
    from: queryText,
    to: queryText,
    region: queryText,
    area: queryText,
    assignee: queryText,
    unassigned: queryText,
    overdue: queryText,
    q: queryText,
    page: queryText,
  },
} as const;

/** A real calendar day (no 30 February) within the years any form takes. */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < EARLIEST_DAY || value > LATEST_DAY) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** SA-2026-000123, or its start from the hyphen on (SA-, SA-2026, SA-2026-0001). */
const REFERENCE_START = /^[A-Z]{2}-\d{0,4}(-\d{0,6})?$/i;
const DIGITS = /^\d{1,20}$/;
/** Control characters (NUL would even make PostgreSQL refuse the text) and the bidi overrides. */
const UNSEARCHABLE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
export const MAX_SEARCH_LENGTH = 100;
const MAX_ID = 2_147_483_647;

/** What `q` searches for; Arabic-Indic and Persian digits read as digits. */
export function queueSearchOf(raw: string): QueueSearch | undefined {
  const q = toAsciiDigits(raw).trim().replace(/\s+/g, ' ');
  if (q === '') return undefined;
  if (REFERENCE_START.test(q)) return { by: 'reference', prefix: q.toUpperCase() };
  if (DIGITS.test(q)) return { by: 'national_id', nationalId: q };
  return { by: 'name', text: q };
}

const flagOf = (raw: string | undefined): boolean | undefined | null =>
  raw === undefined ? undefined : raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : null;

/**
 * Reads the queue's query, every fault at once: a 422 naming each bad field in `locale`. The page comes
 * back apart, since the CSV export takes the same filters without one.
 */
export function readReviewQueueQuery(
  query: ReviewQueueQuery,
  locale: Locale,
): { filters: ReviewQueueFilters; page: number } {
  const errors: Record<string, string[]> = {};
  const fault = (field: string, key: MessageKey) => (errors[field] = [translate(locale, key)]);
  /** Runs a reader of the shared ones, keeping its field errors with the rest. */
  const collect = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ApiError) || !error.fieldErrors) throw error;
      Object.assign(errors, error.fieldErrors);
      return undefined;
    }
  };
  const filters: ReviewQueueFilters = {};

  if (query.type !== undefined) {
    if ((permitTypes as readonly string[]).includes(query.type)) filters.type = query.type as PermitType;
    else fault('type', 'queue_type_invalid');
  }
  if (query.status !== undefined) {
    if ((permitStatuses as readonly string[]).includes(query.status)) filters.status = query.status as PermitStatus;
    else fault('status', 'queue_status_invalid');
  }
  for (const field of ['from', 'to'] as const) {
    const raw = query[field];
    if (raw === undefined) continue;
    const value = toAsciiDigits(raw);
    if (isDay(value)) filters[field] = value;
    else fault(field, 'queue_day_invalid');
  }
  if (filters.from && filters.to && filters.from > filters.to) fault('to', 'queue_range_reversed');
  for (const [field, key] of [
    ['region', 'regionId'],
    ['area', 'areaId'],
  ] as const) {
    const id = collect(() => parseWholeNumber(query[field], { field, min: 1, max: MAX_ID, fallback: 0 }, locale));
    if (id) filters[key] = id;
  }
  if (query.assignee !== undefined) {
    if (query.assignee === 'me' || isUuid(query.assignee)) filters.assignee = query.assignee.toLowerCase();
    else fault('assignee', 'queue_assignee_invalid');
  }
  for (const field of ['unassigned', 'overdue'] as const) {
    const flag = flagOf(query[field]);
    if (flag === null) fault(field, 'queue_flag_invalid');
    else if (flag) filters[field] = true;
  }
  if (query.q !== undefined) {
    if (query.q.length > MAX_SEARCH_LENGTH || UNSEARCHABLE.test(query.q)) fault('q', 'queue_search_invalid');
    else filters.search = queueSearchOf(query.q);
  }
  const page = collect(() => parsePage(query.page, locale)) ?? 1;
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { filters, page };
}
