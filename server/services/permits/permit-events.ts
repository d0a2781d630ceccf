import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PermitStatus } from '../../../schemas/api/member';
import type { Database, Transaction } from '../../db/client';
import { permitEvents, staffMembers, users, type PermitEventType, type PermitEventVisibility } from '../../db/schema';

/** Who acted on a permit request: the applicant's account, a member of staff, or the system. */
export type PermitEventActor =
  { kind: 'applicant'; accountId: number } | { kind: 'staff'; staffId: number } | { kind: 'system' };

/** An event to add to a permit request's history. */
export interface NewPermitEvent {
  permitId: number;
  actor: PermitEventActor;
  type: PermitEventType;
  fromState?: PermitStatus | null;
  toState?: PermitStatus | null;
  reason?: string | null;
  note?: string | null;
  visibility: PermitEventVisibility;
  version?: number | null;
}

/** An event as staff read it: everything, with the name of whoever acted (the applicant or the member of staff). */
export type StaffPermitEvent = typeof permitEvents.$inferSelect & { actorName: string | null };

/** An event as the applicant reads it: no staff-only entries, and nobody's id or name. */
export type ApplicantPermitEvent = Omit<StaffPermitEvent, 'actorId' | 'staffId' | 'actorName' | 'visibility'>;

/**
 * Appends an event to a permit request's history; pass the transaction that makes the change it records,
 * so the change and its event are kept or lost together. Events are never changed afterwards.
 */
export async function appendPermitEvent(db: Database | Transaction, event: NewPermitEvent): Promise<void> {
  const { actor, ...rest } = event;
  await db.insert(permitEvents).values({
    ...rest,
    actorKind: actor.kind,
    actorId: actor.kind === 'applicant' ? actor.accountId : null,
    staffId: actor.kind === 'staff' ? actor.staffId : null,
  });
}

/** A permit request's history, oldest first, as its audience may read it. */
export async function permitHistory(
  db: Database,
  permitId: number,
  options: { audience: 'staff' },
): Promise<StaffPermitEvent[]>;
export async function permitHistory(
  db: Database,
  permitId: number,
  options: { audience: 'applicant' },
): Promise<ApplicantPermitEvent[]>;
export async function permitHistory(
  db: Database,
  permitId: number,
  { audience }: { audience: 'staff' | 'applicant' },
): Promise<StaffPermitEvent[] | ApplicantPermitEvent[]> {
  const ofPermit = eq(permitEvents.permitId, permitId);
  const rows = await db
    .select({
      ...getTableColumns(permitEvents),
      actorName: sql<string | null>`coalesce(${staffMembers.name}, ${users.name})`,
    })
    .from(permitEvents)
    .leftJoin(users, eq(users.id, permitEvents.actorId))
    .leftJoin(staffMembers, eq(staffMembers.id, permitEvents.staffId))
    .where(audience === 'staff' ? ofPermit : and(ofPermit, eq(permitEvents.visibility, 'applicant')))
    // Events of one transaction share its time; the id keeps them in the order they were written.
    .orderBy(asc(permitEvents.at), asc(permitEvents.id));
  if (audience === 'staff') return rows;
  return rows.map(
    ({ actorId: _actorId, staffId: _staffId, actorName: _actorName, visibility: _visibility, ...event }) => event,
  );
}
