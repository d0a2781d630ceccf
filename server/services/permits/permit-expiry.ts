import { and, asc, eq, lt, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reserveToday } from '../../../schemas/validation/reserve-day';
import { permits } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { movePermit, type PermitAction } from './permit-lifecycle';

/**
 * Moves, each in its own move by the system (its event, its mail), every request `which` finds: resolves
 * with how many moved. One that another process moved or staff decided meanwhile is refused by the machine
 * (409) and skipped.
 */
async function moveEachBySystem(
  app: FastifyInstance,
  which: SQL,
  oldestFirstBy: AnyColumn,
  action: PermitAction,
): Promise<number> {
  const found = await app.db
    .select({ id: permits.id })
    .from(permits)
    .where(which)
    .orderBy(asc(oldestFirstBy), asc(permits.id));
  let moved = 0;
  for (const { id } of found) {
    try {
      await movePermit(app, { permit: { id }, actor: { kind: 'system' }, action, locale: 'ar' });
      moved += 1;
    } catch (error) {
      if (!(error instanceof ApiError && error.statusCode === 409)) throw error;
    }
  }
  return moved;
}

/** Expires every approved permit whose last day is over: resolves with how many expired. */
export const expireFinishedPermits = (app: FastifyInstance) =>
  moveEachBySystem(app, and(eq(permits.status, 'approved'), lt(permits.lastDay, reserveToday()))!, permits.lastDay, {
    type: 'permit.expire',
  });

/**
 * Rejects every request left awaiting information past its last day to resubmit (docs/permits.md#lifecycle):
 * resolves with how many lapsed.
 */
export const closeLapsedRequests = (app: FastifyInstance) =>
  moveEachBySystem(
    app,
    and(eq(permits.status, 'needs_info'), lt(permits.resubmitBy, reserveToday()))!,
    permits.resubmitBy,
    { type: 'permit.lapse' },
  );
