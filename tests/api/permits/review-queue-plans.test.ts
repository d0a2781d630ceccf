import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveToday } from '../../../schemas/validation/reserve-day';
import {
  cappedCountQuery,
  QUEUE_COUNT_CAP,
  queueScopeOf,
  queueCondition,
  queueRowsQuery,
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

  const cases: [string, ReviewQueueFilters, QueueScope?][] = [
    ['no filter', {}],
    ['a status', { status: 'pending' }],
    ['a type', { type: 'work_permit' }],
    ['a type and a status', { type: 'work_permit', status: 'pending' }],
    ['a date range', { from: '2025-01-01', to: '2025-01-31' }],
    ['a region', { regionId: 1 }],
    ['an area', { areaId: 2 }],
    ['an assignee', { assignee: 'me' }],
    ['unassigned', { unassigned: true }],
    ['overdue', { overdue: true }],
    ['a reference', { search: queueSearchOf('SA-2025-000105') }],
    ['the start of a reference', { search: queueSearchOf('sa-2025') }],
    ['a national id in Arabic-Indic digits', { search: queueSearchOf('٣٠٠٠٠٠٠٠٤٢') }],
    ['a name', { search: queueSearchOf('نورة الشمري') }],
    ['a name without its hamza', { search: queueSearchOf('احمد') }],
    ['a reviewer of one type', { status: 'pending' }, reviewer],
  ];

  it.each(cases)('%s: the page and its count use an index', async (_, filters, scope = admin) => {
    const where = queueCondition(filters, scope, today);
    const page = await planOf(queueRowsQuery(t.db, where, today).limit(20).offset(20).getSQL());
    const count = await planOf(cappedCountQuery(t.db, where, QUEUE_COUNT_CAP).getSQL());
    for (const plan of [page, count]) {
      expect(plan, plan).not.toMatch(/Seq Scan on permits/);
      expect(plan, plan).not.toMatch(/Seq Scan on users/);
    }
    // The count stops at the cap: a Limit under the Aggregate, not a count of every match.
    expect(count, count).toMatch(/Aggregate[\s\S]*Limit/);
  });
});
