import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PermitStatus } from '../../../schemas/api/member';
import { users } from './accounts';
import { permits } from './permits';
import { staffMembers } from './staff';

/** What happened to a permit request: a transition of its lifecycle, an assignment, a note or a message. */
export const permitEventTypes = [
  'submitted',
  'assigned',
  'released',
  'approved',
  'rejected',
  'needs_info',
  'resubmitted',
  'cancelled',
  'expired',
  'note',
  'message',
] as const;
export type PermitEventType = (typeof permitEventTypes)[number];

/** Who acted: the applicant, a member of staff, or the system (the scheduler), which has no account. */
export const permitEventActorKinds = ['applicant', 'staff', 'system'] as const;
export type PermitEventActorKind = (typeof permitEventActorKinds)[number];

/** Who may read an event: `applicant` entries are on the applicant's timeline, `staff` ones only on the case. */
export const permitEventVisibilities = ['applicant', 'staff'] as const;
export type PermitEventVisibility = (typeof permitEventVisibilities)[number];

/**
 * The append-only history of a permit request: a trigger (written in this table's migration) refuses
 * UPDATE, DELETE and TRUNCATE, so an event, once written, is the record of what happened.
 */
export const permitEvents = pgTable(
  'permit_events',
  {
    id: serial('id').primaryKey(),
    // RESTRICT, not CASCADE: a cascade would have to delete events, which the trigger refuses anyway, so a
    // permit with a history is never deleted; erasing an account empties its row and keeps its permits.
    permitId: integer('permit_id')
      .notNull()
      .references(() => permits.id, { onDelete: 'restrict' }),
    /** The applicant's account when they acted. Erased accounts keep their (emptied) row, so it still points. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The member of staff who acted. */
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'restrict' }),
    actorKind: text('actor_kind', { enum: permitEventActorKinds }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type', { enum: permitEventTypes }).notNull(),
    fromState: text('from_state').$type<PermitStatus>(),
    /** Null for events that change nothing (a note, a message, an assignment). */
    toState: text('to_state').$type<PermitStatus>(),
    reason: text('reason'),
    note: text('note'),
    visibility: text('visibility', { enum: permitEventVisibilities }).notNull(),
    /** The version of the request the event concerns (1 when submitted, one more on each resubmission). */
    version: integer('version'),
  },
  (table) => [
    index('permit_events_permit_at_idx').on(table.permitId, table.at, table.id),
    index('permit_events_at_idx').on(table.at),
    check(
      'permit_events_actor_check',
      sql`(${table.actorKind} = 'applicant') = (${table.actorId} is not null) and (${table.actorKind} = 'staff') = (${table.staffId} is not null)`,
    ),
  ],
);
