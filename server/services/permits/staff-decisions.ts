import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReviewQueueRow } from '../../../schemas/api/review-queue';
import { reserveToday } from '../../../schemas/validation/reserve-day';
import type { Database } from '../../db/client';
import { permits } from '../../db/schema';
import { translate, type Locale } from '../../i18n/messages';
import { ApiError, validationFailed } from '../../lib/api-error';
import { lifecycleActorOf, type SignedInStaff } from '../staff/signed-in-staff';
import { approvePermit } from './permit-issuing';
import { addPermitNote, movePermit, type PermitAction } from './permit-lifecycle';
import { queueRowsQuery, toQueueRow } from './review-queue';

/** A request as a line of the queue: what every decision answers. */
async function caseRowOf(db: Database, permitId: number): Promise<ReviewQueueRow> {
  const [record] = await queueRowsQuery(db, eq(permits.id, permitId), reserveToday()).limit(1);
  return toQueueRow(record!);
}

/** A member of staff's decision on one request, as the lifecycle machine allows it (an approval issues the permit); answers its queue line. */
export async function decideCase(
  app: FastifyInstance,
  {
    permitUuid,
    staff,
    action,
    locale,
  }: { permitUuid: string; staff: SignedInStaff; action: PermitAction; locale: Locale },
): Promise<ReviewQueueRow> {
  const move = { permit: { uuid: permitUuid }, actor: lifecycleActorOf(staff), locale };
  const moved =
    action.type === 'permit.approve' ? await approvePermit(app, move) : await movePermit(app, { ...move, action });
  return caseRowOf(app.db, moved.id);
}

/** A staff-only note on one request, by a member who decides its type; answers its queue line. */
export async function noteCase(
  app: FastifyInstance,
  { permitUuid, staff, note, locale }: { permitUuid: string; staff: SignedInStaff; note: string; locale: Locale },
): Promise<ReviewQueueRow> {
  const permit = await addPermitNote(app, { permitUuid, by: lifecycleActorOf(staff), note, locale });
  return caseRowOf(app.db, permit.id);
}

/** What a bulk action did: the lines of the requests it moved, and why each other one was refused. */
export interface BulkOutcome {
  moved: ReviewQueueRow[];
  refused: { uuid: string; status: number; message: string }[];
}

export const BULK_ACTIONS = ['assign', 'reject'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/**
 * Assigns to the member, or rejects with one reason, each request of `uuids` in its own move: one refused
 * (another reviewer took it meanwhile) leaves the others done. A reason is checked once, before any move.
 */
export async function decideCases(
  app: FastifyInstance,
  {
    uuids,
    staff,
    action,
    reason,
    locale,
  }: { uuids: readonly string[]; staff: SignedInStaff; action?: BulkAction; reason?: string; locale: Locale },
): Promise<BulkOutcome> {
  const missing = {
    ...(action === undefined && { action: 'permit_bulk_action_required' as const }),
    ...(uuids.length === 0 && { uuids: 'permit_bulk_uuids_required' as const }),
  };
  if (Object.keys(missing).length > 0)
    throw validationFailed(
      Object.fromEntries(Object.entries(missing).map(([field, key]) => [field, [translate(locale, key)]])),
    );
  if (action === 'reject' && (reason ?? '').trim() === '') {
    const message = translate(locale, 'permit_reason_required');
    throw validationFailed({ reason: [message] }, message);
  }
  const outcome: BulkOutcome = { moved: [], refused: [] };
  for (const uuid of new Set(uuids)) {
    const permitAction: PermitAction =
      action === 'assign' ? { type: 'permit.assign' } : { type: 'permit.reject', reason };
    try {
      outcome.moved.push(await decideCase(app, { permitUuid: uuid, staff, action: permitAction, locale }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcome.refused.push({
        uuid,
        status: error.statusCode,
        message: error.localizedMessage ?? translate(locale, error.messageKey),
      });
    }
  }
  return outcome;
}
