import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  decidePermitTransition,
  type PermitActor,
  type PermitEvent,
  type PermitLifecycleContext,
  type PermitMove,
  type PermitRefusal,
  type ReserveDay,
  type StaffMember,
} from '../../../machines/permit-lifecycle.machine';
import type { PermitStatus } from '../../../schemas/api/member';
import { permitService } from '../../../schemas/api/permits';
import { formDefinition } from '../../../schemas/registry';
import { reserveToday } from '../../../schemas/validation/reserve-day';
import type { Transaction } from '../../db/client';
import { permits, staffMemberRoles, staffMembers, users, type PermitEventType } from '../../db/schema';
import { translate, type Locale, type MessageKey } from '../../i18n/messages';
import { ApiError, notFound, validationFailed } from '../../lib/api-error';
import { isUuid } from '../../lib/identifiers';
import type { MailRequest } from '../mail';
import { lifecycleActorOf } from '../staff/signed-in-staff';
import { appendPermitEvent, type PermitEventActor } from './permit-events';
import { permitPdfMailAttachment } from './permit-pdf';
import { APIARIES_TAG } from './permit-places';

export type { StaffMember } from '../../../machines/permit-lifecycle.machine';

/** Who moves a permit: its applicant (by their account), a member of staff, or the scheduler. */
export type LifecycleActor = { kind: 'applicant'; accountId: number } | StaffMember | { kind: 'system' };

/** What is asked of a request: a lifecycle event without who sends it or the day, which movePermit adds. */
export type PermitAction =
  /** `assignee`: the uuid of the member an admin assigns the case to; none assigns it to the sender. */
  | { type: 'permit.assign'; assignee?: string }
  | { type: 'permit.release' }
  | { type: 'permit.approve' }
  | { type: 'permit.reject'; reason?: string }
  | { type: 'permit.requestInfo'; reason?: string; unlockedFields: readonly string[]; resubmitBy: ReserveDay }
  | { type: 'permit.resubmit'; changedFields: readonly string[] }
  | { type: 'permit.cancel'; reason?: string }
  | { type: 'permit.expire' }
  /** The scheduler closes a request left awaiting information past its deadline. */
  | { type: 'permit.lapse' };

type PermitRow = typeof permits.$inferSelect;

/** A request as it is after a move. */
export type MovedPermit = PermitRow;

export interface MovePermitInput {
  /** The request's uuid, or (for the scheduler, which found it by its id) its id. */
  permit: { uuid: string } | { id: number };
  actor: LifecycleActor;
  action: PermitAction;
  /** The language of the caller's answer: field errors are written in it. */
  locale: Locale;
  /**
   * Runs in the move's transaction, after the new state is written and before the event and mail: the
   * applicant's resubmission stores its answers here, and an approval its signed proof, so the move and
   * what it carries are kept together. What it answers is the row the mail is written from.
   */
  alongside?: (tx: Transaction, permit: MovedPermit, move: PermitMove) => Promise<MovedPermit | void>;
  /** The applicant's mail waits for what finishes the move: an approval's, for its permit document. */
  mailLater?: boolean;
}

/**
 * The status and message key of each refusal; the field a 422 is about, where there is one. A reviewer of
 * another type cannot read the case either, so deciding it answers as reading it does: it does not exist.
 */
const refusals: Record<PermitRefusal, { status: number; key: MessageKey; field?: string }> = {
  wrong_role: { status: 403, key: 'permit_wrong_role' },
  wrong_type: { status: 404, key: 'not_found' },
  wrong_state: { status: 409, key: 'permit_wrong_state' },
  assigned_to_other: { status: 409, key: 'permit_assigned_to_other' },
  not_over: { status: 409, key: 'permit_not_over' },
  assignee_cannot_decide: { status: 422, key: 'permit_assignee_cannot_decide', field: 'assignee' },
  reason_required: { status: 422, key: 'permit_reason_required', field: 'reason' },
  fields_required: { status: 422, key: 'permit_fields_required', field: 'fields' },
  deadline_in_past: { status: 422, key: 'permit_deadline_in_past', field: 'resubmit_by' },
  deadline_passed: { status: 422, key: 'permit_deadline_passed' },
  field_locked: { status: 422, key: 'permit_field_locked', field: 'answers' },
  cancel_too_late: { status: 422, key: 'permit_cancel_too_late' },
};

/** The machine's refusal as the answer the caller gets, in their language. */
export function refusalError(refusal: PermitRefusal, locale: Locale): ApiError {
  const { status, key, field } = refusals[refusal];
  if (status !== 422) return new ApiError(status, key);
  const message = translate(locale, key);
  return field ? validationFailed({ [field]: [message] }, message) : new ApiError(422, key, undefined, message);
}

/**
 * The history's name for each move, and who may read it: every change of state is on the applicant's timeline
 * (as in their mail and their request's status), never who made it; notes stay the authority's.
 */
const recordedAs: Record<PermitEvent['type'], { type: PermitEventType; visibility: 'applicant' | 'staff' }> = {
  'permit.assign': { type: 'assigned', visibility: 'applicant' },
  'permit.release': { type: 'released', visibility: 'applicant' },
  'permit.approve': { type: 'approved', visibility: 'applicant' },
  'permit.reject': { type: 'rejected', visibility: 'applicant' },
  'permit.requestInfo': { type: 'needs_info', visibility: 'applicant' },
  'permit.resubmit': { type: 'resubmitted', visibility: 'applicant' },
  'permit.cancel': { type: 'cancelled', visibility: 'applicant' },
  'permit.expire': { type: 'expired', visibility: 'applicant' },
  // A lapsed request is rejected, as the applicant's timeline and mail say, by the system.
  'permit.lapse': { type: 'rejected', visibility: 'applicant' },
};

/** States in which a beekeeping request no longer holds its apiary (the permits_apiary_held_idx index's). */
const apiaryFreedIn: readonly PermitStatus[] = ['rejected', 'cancelled', 'expired'];

const machineActor = (actor: LifecycleActor): PermitActor =>
  actor.kind === 'applicant' ? { kind: 'applicant' } : actor;
const eventActor = (actor: LifecycleActor): PermitEventActor =>
  actor.kind === 'staff' ? { kind: 'staff', staffId: actor.id } : actor;

/** The live member of staff with `uuid`, as the lifecycle sees them; null if there is none. */
async function staffMemberByUuid(tx: Transaction, uuid: string): Promise<(StaffMember & { name: string }) | null> {
  const [member] = await tx
    .select({
      id: staffMembers.id,
      uuid: staffMembers.uuid,
      name: staffMembers.name,
      email: staffMembers.email,
      language: staffMembers.language,
    })
    .from(staffMembers)
    .where(and(eq(staffMembers.uuid, uuid), isNull(staffMembers.disabledAt)));
  if (!member) return null;
  const roles = await tx
    .select({ role: staffMemberRoles.role, permitTypes: staffMemberRoles.permitTypes })
    .from(staffMemberRoles)
    .where(eq(staffMemberRoles.staffId, member.id));
  return { ...lifecycleActorOf({ ...member, roles }), name: member.name };
}

const isRealDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** A reviewer of other types, to whom a request of `type` does not exist (404), whatever they send. */
const isReviewerOfOtherType = (actor: LifecycleActor, type: PermitRow['type']) =>
  actor.kind === 'staff' && actor.role === 'reviewer' && !actor.permitTypes.includes(type);

/** The machine's event for `action`, or a 422 for what the machine does not judge (an unknown field or member). */
async function eventOf(
  tx: Transaction,
  permit: PermitRow,
  { action, actor, locale }: MovePermitInput,
  today: ReserveDay,
): Promise<{ event: PermitEvent; assigneeName: string | null }> {
  // The machine says so too, but only after these checks of the body, whose 422 would tell that the request exists.
  if (isReviewerOfOtherType(actor, permit.type)) throw refusalError('wrong_type', locale);
  const by = machineActor(actor);
  const refuse = (field: string, key: MessageKey) =>
    validationFailed({ [field]: [translate(locale, key)] }, translate(locale, key));
  switch (action.type) {
    case 'permit.assign': {
      if (actor.kind !== 'staff') throw refusalError('wrong_role', locale);
      if (action.assignee === undefined) return { event: { type: action.type, by, to: actor }, assigneeName: null };
      const to = isUuid(action.assignee) ? await staffMemberByUuid(tx, action.assignee) : null;
      if (!to) throw refuse('assignee', 'permit_assignee_unknown');
      return { event: { type: action.type, by, to }, assigneeName: to.id === actor.id ? null : to.name };
    }
    case 'permit.requestInfo': {
      const fields = Object.keys(formDefinition(permitService(permit.type).formId).schema.properties ?? {});
      if (action.unlockedFields.some((field) => !fields.includes(field))) throw refuse('fields', 'unknown_field');
      if (!isRealDay(action.resubmitBy)) throw refuse('resubmit_by', 'validation_failed');
      return {
        event: { ...action, unlockedFields: [...new Set(action.unlockedFields)], by, today },
        assigneeName: null,
      };
    }
    case 'permit.lapse': {
      // The system's reason, in the words of the applicant it is mailed to and shown to on their timeline.
      const [applicant] = await tx.select({ language: users.language }).from(users).where(eq(users.id, permit.userId));
      const reason = translate(applicant?.language ?? 'ar', 'permit_info_not_provided');
      return { event: { ...action, by, reason, today }, assigneeName: null };
    }
    case 'permit.resubmit':
    case 'permit.cancel':
    case 'permit.expire':
      return { event: { ...action, by, today }, assigneeName: null };
    default:
      return { event: { ...action, by }, assigneeName: null };
  }
}

/** The lifecycle's context, as the permit's columns keep it. */
export const contextOf = (
  permit: Pick<PermitRow, 'type' | 'assigneeId' | 'version' | 'firstDay' | 'lastDay' | 'unlockedFields' | 'resubmitBy'>,
): PermitLifecycleContext => ({
  type: permit.type,
  assignee: permit.assigneeId,
  version: permit.version,
  firstDay: permit.firstDay,
  lastDay: permit.lastDay,
  unlockedFields: permit.unlockedFields,
  resubmitBy: permit.resubmitBy,
});

/** The applicant's mail about a move, if the move is one they are told of (every one but a release). */
function mailAbout(
  app: FastifyInstance,
  permit: PermitRow,
  move: Pick<PermitMove, 'from' | 'to' | 'context' | 'reason'>,
  applicant: { email: string; name: string; language: Locale },
): MailRequest | null {
  const service = permitService(permit.type);
  const params = {
    name: applicant.name,
    reference: permit.reference,
    permitName: service.name,
    profileLink: `${app.config.publicUrl}/profile`,
  };
  const base = { to: applicant.email, locale: applicant.language };
  switch (move.to) {
    case 'in_review':
      return { ...base, template: 'permit-in-review', params };
    // Back in the queue: told when they resubmitted; a release is the authority's business.
    case 'pending':
      return move.from === 'needs_info'
        ? { ...base, template: 'permit-resubmitted', params: { ...params, version: move.context.version } }
        : null;
    // The spec's promise: the granted permit is sent on approval (by approvePermit, once the document is stored).
    case 'approved':
      return {
        ...base,
        template: 'permit-approved',
        params,
        attachments: permit.pdfStoredName
          ? [permitPdfMailAttachment(app.config.uploadsDir, permit.reference, permit.pdfStoredName)]
          : [],
      };
    case 'rejected':
      return { ...base, template: 'permit-rejected', params: { ...params, reason: move.reason ?? '' } };
    case 'needs_info': {
      const labels = formDefinition(service.formId).messages[applicant.language].fields;
      const fields = move.context.unlockedFields.map((field) => labels[field]?.title ?? field);
      const resubmitBy = move.context.resubmitBy!;
      return {
        ...base,
        template: 'permit-needs-info',
        params: { ...params, reason: move.reason ?? '', fields, resubmitBy },
      };
    }
    case 'cancelled':
      return { ...base, template: 'permit-cancelled', params: { ...params, reason: move.reason } };
    case 'expired':
      return { ...base, template: 'permit-expired', params };
    default:
      return null;
  }
}

/**
 * Queues the applicant's mail about `move` of `permit` in `tx`, if they are told of it; answers whether it did.
 * An erased account has no address to write to; its permits stay, as the authority's record.
 */
export async function mailApplicant(
  app: FastifyInstance,
  tx: Transaction,
  permit: PermitRow,
  move: Pick<PermitMove, 'from' | 'to' | 'context' | 'reason'>,
): Promise<boolean> {
  const [applicant] = await tx
    .select({ email: users.email, name: users.name, language: users.language, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, permit.userId));
  const mail = applicant && !applicant.deletedAt ? mailAbout(app, permit, move, applicant) : null;
  if (mail) await app.mail.enqueue(tx, mail);
  return mail !== null;
}

/**
 * Moves a permit request through its lifecycle, as machines/permit-lifecycle.machine.ts decides: in one
 * transaction the request's row is locked (so of two staff acting at once, the second sees the first's
 * move), the new state and context written, the event appended and the applicant's mail queued. A refusal
 * throws its ApiError (403, 409 or 422) and changes nothing; an applicant finds only their own requests
 * (404 otherwise). A request that stops holding its apiary frees it in the public lists at once.
 */
export async function movePermit(app: FastifyInstance, input: MovePermitInput): Promise<MovedPermit> {
  const { actor, locale } = input;
  const today = reserveToday();
  if ('uuid' in input.permit && !isUuid(input.permit.uuid)) throw notFound();
  const which: SQL[] = ['uuid' in input.permit ? eq(permits.uuid, input.permit.uuid) : eq(permits.id, input.permit.id)];
  if (actor.kind === 'applicant') which.push(eq(permits.userId, actor.accountId));

  const moved = await app.db.transaction(async (tx) => {
    const [permit] = await tx
      .select()
      .from(permits)
      .where(and(...which))
      .for('update');
    if (!permit) throw notFound();
    const { event, assigneeName } = await eventOf(tx, permit, input, today);
    const decision = decidePermitTransition(permit.status, event, contextOf(permit));
    if (decision.outcome === 'refused') throw refusalError(decision.refusal, locale);

    const { context } = decision;
    const [updated] = await tx
      .update(permits)
      .set({
        status: decision.to,
        assigneeId: context.assignee,
        version: context.version,
        unlockedFields: context.unlockedFields,
        resubmitBy: context.resubmitBy,
        updatedAt: new Date(),
      })
      .where(eq(permits.id, permit.id))
      .returning();
    const current = (await input.alongside?.(tx, updated!, decision)) ?? updated!;
    const recorded = recordedAs[event.type];
    await appendPermitEvent(tx, {
      permitId: permit.id,
      actor: eventActor(actor),
      type: recorded.type,
      fromState: decision.from,
      toState: decision.to,
      reason: decision.reason,
      note: assigneeName,
      visibility: recorded.visibility,
      version: context.version,
    });
    const mailed = !input.mailLater && (await mailApplicant(app, tx, current, decision));
    return {
      permit: current,
      mailed,
      freedApiary: permit.apiaryId !== null && apiaryFreedIn.includes(decision.to),
    };
  });

  if (moved.mailed) app.mail.kick();
  if (moved.freedApiary) app.publicCache.invalidate(APIARIES_TAG);
  app.log.info(
    {
      event: 'permit-decision',
      reference: moved.permit.reference,
      action: input.action.type,
      actor: actor.kind,
      to: moved.permit.status,
    },
    'permit moved',
  );
  return moved.permit;
}

/** Whether a member of staff may write notes on a request of `type`: those who decide it (to others it does not exist). */
function checkNoteWriter(by: StaffMember, type: PermitRow['type'], locale: Locale) {
  if (by.role !== 'admin' && by.role !== 'reviewer') throw refusalError('wrong_role', locale);
  if (isReviewerOfOtherType(by, type)) throw refusalError('wrong_type', locale);
}

/** Adds a staff-only note to a request's history; only those who decide its type write one. */
export async function addPermitNote(
  app: FastifyInstance,
  { permitUuid, by, note, locale }: { permitUuid: string; by: StaffMember; note: string; locale: Locale },
): Promise<PermitRow> {
  if (!isUuid(permitUuid)) throw notFound();
  return app.db.transaction(async (tx) => {
    const [permit] = await tx.select().from(permits).where(eq(permits.uuid, permitUuid));
    if (!permit) throw notFound();
    checkNoteWriter(by, permit.type, locale);
    const text = note.trim();
    if (text === '') {
      const message = translate(locale, 'permit_note_required');
      throw validationFailed({ note: [message] }, message);
    }
    await appendPermitEvent(tx, {
      permitId: permit.id,
      actor: { kind: 'staff', staffId: by.id },
      type: 'note',
      note: text,
      visibility: 'staff',
      version: permit.version,
    });
    return permit;
  });
}
