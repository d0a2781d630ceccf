import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveToday } from '../../../schemas/validation/reserve-day';
import {
  cappedCountQuery,
  listReviewQueue,
  NAME_SEARCH_COUNT_CAP,
  QUEUE_COUNT_CAP,
  queueScopeOf,
  queueCondition,
  queuePageQuery,
  type QueueScope,
} from '../../../server/services/permits/review-queue';
import { queueSearchOf, type ReviewQueueFilters } from '../../../server/services/permits/review-queue-filters';
import { seedQueueVolume } from '../../support/queue-volume';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * Every filter and search of the review queue reads permits through an index, never a sequential scan:
 * the plans of its page and of its count, on a queue big enough for the planner to care (the timings at
 * 200,000 requests are bench/review-queue.ts's). Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
describe('review queue query plans', () => {
  let t: TestApp;
  const today = reserveToday();
  const admin: QueueScope = queueScopeOf({ id: 1, roles: [{ role: 'admin', permitTypes: [] }] });
  const reviewer: QueueScope = queueScopeOf({ id: 1, roles: [{ role: 'reviewer', permitTypes: ['beekeeping'] }] });

  beforeAll(async () => {
    t = await createTestApp();
    await seedQueueVolume(t.db, { permits: 30_000, eventsPerPermit: 1, permitsPerApplicant: 4, staff: 10 });
  }, 120_000);
  afterAll(() => t.close());

  const planOf = async (query: SQL) => {
    const result = await t.db.execute(sql`explain ${query}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
    return rows.map((row) => Object.values(row)[0]).join('\n');
  };

  // Under the C collation (PGlite's) the reference's unique index serves a prefix too; elsewhere only text_pattern_ops.
  const REFERENCE_PREFIX = /permits_reference_(prefix_idx|unique)/;
  /** Each read with the index its page picks its ids by, and the one its count reads: dropping either fails it. */
  const cases: [string, ReviewQueueFilters, { page: RegExp; count: RegExp }, QueueScope?][] = [
    // A deep page skips index entries only: its ids come from an index-only scan, the join waits for them.
    ['no filter', {}, { page: /Index Only Scan using permits_created_idx/, count: /Index Only Scan/ }],
    ['a status', { status: 'pending' }, { page: /permits_status_created_idx/, count: /permits_/ }],
    ['a type', { type: 'work_permit' }, { page: /permits_created_idx/, count: /permits_type_status_created_idx/ }],
    [
      'a type and a status',
      { type: 'work_permit', status: 'pending' },
      { page: /permits_type_status_created_idx/, count: /permits_type_status_created_idx/ },
    ],
    [
      'a date range',
      { from: '2025-01-01', to: '2025-01-31' },
      { page: /permits_created_idx/, count: /permits_created_idx/ },
    ],
    ['a region', { regionId: 1 }, { page: /permits_region_created_idx/, count: /permits_region_created_idx/ }],
    ['an area', { areaId: 2 }, { page: /permits_area_created_idx/, count: /permits_area_created_idx/ }],
    ['an assignee', { assignee: 'me' }, { page: /permits_/, count: /permits_assignee_status_idx/ }],
    ['unassigned', { unassigned: true }, { page: /permits_/, count: /permits_assignee_status_idx/ }],
    ['overdue', { overdue: true }, { page: /permits_/, count: /permits_due_idx/ }],
    [
      'a reference',
      { search: queueSearchOf('SA-2025-000105') },
      { page: /permits_reference_/, count: REFERENCE_PREFIX },
    ],
    [
      'the start of a reference',
      { search: queueSearchOf('sa-') },
      { page: /permits_created_idx/, count: REFERENCE_PREFIX },
    ],
    // A year's requests sit together: read in order from where they start, not after walking the years before.
    [
      'a reference with its year',
      { search: queueSearchOf('sa-2025') },
      { page: /permits_reference_year_created_idx/, count: REFERENCE_PREFIX },
    ],
    [
      'a national id in Arabic-Indic digits',
      { search: queueSearchOf('٣٠٠٠٠٠٠٠٤٢') },
      { page: /users_national_id_key/, count: /users_national_id_key/ },
    ],
    ['a name', { search: queueSearchOf('نورة الشمري') }, { page: /users_/, count: /users_name_search_idx/ }],
    ['a name without its hamza', { search: queueSearchOf('احمد') }, { page: /users_/, count: /users_name_search_idx/ }],
    [
      'a reviewer of one type',
      { status: 'pending' },
      { page: /permits_type_status_created_idx/, count: /permits_type_status_created_idx/ },
      reviewer,
    ],
  ];

  it.each(cases)('%s: the page and its count use their indexes', async (_, filters, indexes, scope = admin) => {
    const where = queueCondition(filters, scope, today);
    const page = await planOf(queuePageQuery(t.db, where, today, 2).getSQL());
    const count = await planOf(cappedCountQuery(t.db, where, QUEUE_COUNT_CAP).getSQL());
    for (const plan of [page, count]) {
      expect(plan, plan).not.toMatch(/Seq Scan on (permits|users)/);
    }
    expect(page, page).toMatch(indexes.page);
    expect(count, count).toMatch(indexes.count);
    // The count stops at the cap: a Limit under the Aggregate, not a count of every match.
    expect(count, count).toMatch(/Aggregate[\s\S]*Limit/);
  });

  it('counts a common name no further than its own cap, a filter as far as the queue’s', async () => {
    const common = await listReviewQueue(t.db, { search: queueSearchOf('محمد') }, admin, 1, today);
    expect(common.meta).toMatchObject({ total: NAME_SEARCH_COUNT_CAP, total_is_lower_bound: true });
    const type = await listReviewQueue(t.db, { type: 'work_permit' }, admin, 1, today);
    expect(type.meta.total).toBeGreaterThan(NAME_SEARCH_COUNT_CAP);
    expect(type.meta.total_is_lower_bound).toBe(false);
  });
});
