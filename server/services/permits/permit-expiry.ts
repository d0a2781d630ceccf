import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reserveToday } from '../../../schemas/validation/reserve-day';
import { permits } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { movePermit } from './permit-lifecycle';

/**
 * Expires every approved permit whose last day is over, each in its own move by the system (its event, its
 * mail): resolves with how many expired. One that another process expired or staff cancelled meanwhile is
 * refused by the machine and skipped.
 */
export async function expireFinishedPermits(app: FastifyInstance): Promise<number> {
  const finished = await app.db
    .select({ id: permits.id })
    .from(permits)
    .where(and(eq(permits.status, 'approved'), lt(permits.lastDay, reserveToday())))
    .orderBy(asc(permits.lastDay), asc(permits.id));
  let expired = 0;
  for (const { id } of finished) {
    try {
      await movePermit(app, {
        permit: { id },
        actor: { kind: 'system' },
        action: { type: 'permit.expire' },
        locale: 'ar',
      });
      expired += 1;
    } catch (error) {
      if (!(error instanceof ApiError && error.statusCode === 409)) throw error;
    }
  }
  return expired;
}
