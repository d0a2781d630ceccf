import { and, asc, eq, gte, inArray, isNull, like, lt, sql, type SQL } from 'drizzle-orm';
import type { PermitType } from '../../../schemas/api/member';
import type { ReviewQueuePage, ReviewQueueRow } from '../../../schemas/api/review-queue';
import { addDays, reserveMoment } from '../../../schemas/validation/reserve-day';
import type { Database } from '../../db/client';
import { permits, staffMembers, users, type StaffRole } from '../../db/schema';
import { REFERENCE_YEAR_LENGTH, referenceYear } from '../../db/schema/reference-year';
import { searchText } from '../../db/schema/search-text';
import { ApiError } from '../../lib/api-error';
import { DEFAULT_PER_PAGE, listMeta } from '../../lib/pagination';
import type { QueueSearch, ReviewQueueFilters } from './review-queue-filters';

/** A member of staff as the queue sees them: their id and roles (a reviewer's with its permit types). */
export interface QueueViewer {
  id: number;
  roles: readonly { role: StaffRole; permitTypes: readonly PermitType[] }[];
}

/** Which requests a member may read (every type for an admin or an auditor, a reviewer's own otherwise), and who `me` is. */
export interface QueueScope {
  viewerId: number;
  readable: 'all' | readonly PermitType[];
}

/**
 * What `viewer` may read of the queue; an editor (content only) or a member with no role is refused
 * (403): requests hold national ids and ID-card images, which their work never needs.
 */
export function queueScopeOf(viewer: QueueViewer): QueueScope {
  if (viewer.roles.some(({ role }) => role === 'admin' || role === 'auditor'))
    return { viewerId: viewer.id, readable: 'all' };
  const reviewing = viewer.roles.filter(({ role }) => role === 'reviewer');
  if (reviewing.length === 0) throw new ApiError(403, 'queue_readers_only');
  return { viewerId: viewer.id, readable: [...new Set(reviewing.flatMap(({ permitTypes }) => permitTypes))] };
}

/** Whether `scope` may read a request of `type`. */
export const scopeReads = (scope: QueueScope, type: PermitType) =>
  scope.readable === 'all' || scope.readable.includes(type);

/** States whose deadline still runs: a request in them past its due day is late. */
const OPEN_STATES = ['pending', 'in_review'] as const;

/** `text` for LIKE, its wildcards and escape character taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Applicants (users' ids) matching a search by name or national id, each looked up by its own index. */
function searchCondition(search: QueueSearch): SQL {
  switch (search.by) {
    case 'reference': {
      // permits_reference_prefix_idx (text_pattern_ops) serves the prefix whatever the collation. Typed with its
      // year, the prefix implies its kind and year (the same answer), which permits_reference_year_created_idx
      // lists oldest first: a year's requests sit together, so walking the queue's order would pass the years before.
      const prefix = like(permits.reference, `${likeLiteral(search.prefix)}%`);
      return search.prefix.length < REFERENCE_YEAR_LENGTH
        ? prefix
        : and(prefix, eq(referenceYear(permits.reference), search.prefix.slice(0, REFERENCE_YEAR_LENGTH)))!;
    }
    case 'national_id':
      return inArray(
        permits.userId,
        sql`(select ${users.id} from ${users} where ${users.nationalId} = ${search.nationalId})`,
      );
    case 'name': {
      // users_name_search_idx (pg_trgm) indexes name_search, the stored searchText(name): the typed text is folded alike.
      const pattern = sql`'%' || ${searchText(sql`${likeLiteral(search.text)}::text`)} || '%'`;
      return inArray(permits.userId, sql`(select ${users.id} from ${users} where ${users.nameSearch} like ${pattern})`);
    }
  }
}

/** The WHERE of the queue: what the scope may read, narrowed by `filters`. */
export function queueCondition(
  filters: ReviewQueueFilters,
  { readable, viewerId }: QueueScope,
  today: string,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    readable === 'all' ? undefined : readable.length > 0 ? inArray(permits.type, [...readable]) : sql`false`,
    filters.type && eq(permits.type, filters.type),
    filters.status && eq(permits.status, filters.status),
    filters.from ? gte(permits.createdAt, reserveMoment(filters.from)) : undefined,
    filters.to ? lt(permits.createdAt, reserveMoment(addDays(filters.to, 1))) : undefined,
    filters.regionId ? eq(permits.regionId, filters.regionId) : undefined,
    filters.areaId ? eq(permits.areaId, filters.areaId) : undefined,
    filters.assignee === 'me' ? eq(permits.assigneeId, viewerId) : undefined,
    filters.assignee && filters.assignee !== 'me'
      ? eq(
          permits.assigneeId,
          sql`(select ${staffMembers.id} from ${staffMembers} where ${staffMembers.uuid} = ${filters.assignee})`,
        )
      : undefined,
    filters.unassigned ? isNull(permits.assigneeId) : undefined,
    filters.overdue ? and(inArray(permits.status, [...OPEN_STATES]), lt(permits.dueOn, today)) : undefined,
    filters.search && searchCondition(filters.search),
  ];
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}

/** The columns of a queue line, read from permits joined to users and (left) to staff_members, its assignee. */
export const queueRowColumns = (today: string) => ({
  id: permits.id,
  uuid: permits.uuid,
  reference: permits.reference,
  type: permits.type,
  status: permits.status,
  applicantName: users.name,
  nationalId: users.nationalId,
  createdAt: permits.createdAt,
  dueOn: permits.dueOn,
  overdue: sql<boolean>`(${inArray(permits.status, [...OPEN_STATES])} and coalesce(${permits.dueOn} < ${today}, false))`,
  assigneeUuid: staffMembers.uuid,
  assigneeName: staffMembers.name,
  version: permits.version,
});

type QueueRecord = Awaited<ReturnType<typeof queueRowsQuery>>[number];

/** The queue's lines matching `where`, oldest first, with the cursor an export resumes after; add a limit. */
export function queueRowsQuery(db: Database, where: SQL | undefined, today: string) {
  return db
    .select({ ...queueRowColumns(today), cursor: sql<string>`${permits.createdAt}::text` })
    .from(permits)
    .innerJoin(users, eq(users.id, permits.userId))
    .leftJoin(staffMembers, eq(staffMembers.id, permits.assigneeId))
    .where(where)
    .orderBy(asc(permits.createdAt), asc(permits.id))
    .$dynamic();
}

/** A queue line as the API answers it. */
export function toQueueRow(record: Omit<QueueRecord, 'cursor' | 'id'>): ReviewQueueRow {
  return {
    uuid: record.uuid,
    reference: record.reference,
    type: record.type,
    status: record.status,
    applicant_name: record.applicantName,
    national_id: record.nationalId,
    created_at: record.createdAt.toISOString(),
    due_on: record.dueOn,
    overdue: record.overdue,
    assignee:
      record.assigneeUuid && record.assigneeName ? { uuid: record.assigneeUuid, name: record.assigneeName } : null,
    version: record.version,
  };
}

/**
 * The most requests a page counts for `meta.total`: counting every match of a broad filter (200,000 with
 * none) cost more than the page itself (docs/performance.md#review-queue); past it the total is a lower bound.
 */
export const QUEUE_COUNT_CAP = 10_000;

/**
 * A name's count stops sooner: each match is an applicant's requests found through the trigram index, ten
 * times the work of a filter's, and a name matching a thousand requests is one to narrow, not to count.
 */
export const NAME_SEARCH_COUNT_CAP = 1_000;

/** How far a page counts for these filters. */
export const countCapOf = (filters: ReviewQueueFilters) =>
  filters.search?.by === 'name' ? NAME_SEARCH_COUNT_CAP : QUEUE_COUNT_CAP;

/** How many requests match `where`, counting no further than `cap + 1`: the limit stops the scan early. */
export function cappedCountQuery(db: Database, where: SQL | undefined, cap: number) {
  const matching = db
    .select({ one: sql`1` })
    .from(permits)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  return db.select({ count: sql<number>`count(*)::int` }).from(matching);
}

const countMatches = async (db: Database, where: SQL | undefined, cap: number) =>
  (await cappedCountQuery(db, where, cap))[0]?.count ?? 0;

/**
 * The lines of one page of the queue: the page's ids are picked from permits alone (an index-only scan where
 * an index covers the filter), so a deep page skips index entries, not joined lines; only its rows are joined.
 */
export function queuePageQuery(db: Database, where: SQL | undefined, today: string, page: number) {
  const pageIds = db
    .select({ id: permits.id })
    .from(permits)
    .where(where)
    .orderBy(asc(permits.createdAt), asc(permits.id))
    .limit(DEFAULT_PER_PAGE)
    .offset((page - 1) * DEFAULT_PER_PAGE);
  return queueRowsQuery(db, inArray(permits.id, pageIds), today);
}

/**
 * One page of the queue, oldest request first. Its total is counted up to `countCap`; when more match,
 * `total` is the cap with `total_is_lower_bound`, and a page past `last_page` still answers its rows. A page
 * that is short but not empty (or an empty first page) ends the queue: its total needs no count, which spares
 * the selective reads (a reference, a national id, a rare name) a query.
 */
export async function listReviewQueue(
  db: Database,
  filters: ReviewQueueFilters,
  scope: QueueScope,
  page: number,
  today: string,
  countCap = countCapOf(filters),
): Promise<ReviewQueuePage> {
  const where = queueCondition(filters, scope, today);
  const window = { page, perPage: DEFAULT_PER_PAGE };
  const offset = (page - 1) * window.perPage;
  const data = (await queuePageQuery(db, where, today, page)).map(toQueueRow);
  const endsHere = data.length < window.perPage && (data.length > 0 || offset === 0);
  const counted = endsHere ? offset + data.length : await countMatches(db, where, countCap);
  const capped = counted > countCap;
  const total = Math.min(counted, countCap);
  return { data, meta: { ...listMeta(total, window, data.length), total_is_lower_bound: capped } };
}

/** Rows read per query of an export: a page of the index, never the whole queue in memory. */
const EXPORT_BATCH = 1000;

/**
 * Every line of the queue, oldest first, read in batches after the last line read (created_at, id):
 * flat memory however long the queue, on either database, with no cursor held between batches.
 */
export async function* reviewQueueLines(
  db: Database,
  filters: ReviewQueueFilters,
  scope: QueueScope,
  today: string,
): AsyncGenerator<ReviewQueueRow> {
  const where = queueCondition(filters, scope, today);
  let after: { cursor: string; id: number } | undefined;
  for (;;) {
    const past = after && sql`(${permits.createdAt}, ${permits.id}) > (${after.cursor}::timestamptz, ${after.id})`;
    const batch = await queueRowsQuery(db, and(where, past), today).limit(EXPORT_BATCH);
    for (const record of batch) yield toQueueRow(record);
    if (batch.length < EXPORT_BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { cursor: last.cursor, id: last.id };
  }
}
