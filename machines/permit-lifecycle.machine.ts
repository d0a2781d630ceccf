import { and, assign, not, or, setup, transition, type SnapshotFrom } from 'xstate';
import type { PermitType } from '../schemas/api/member';

/** A day of the reserve's calendar, YYYY-MM-DD (schemas/validation/reserve-day.ts): such days compare as strings. */
export type ReserveDay = string;

/** The authority's staff roles (docs/permits.md#lifecycle): only `admin` and `reviewer` ever move a permit. */
export type StaffRole = 'admin' | 'reviewer' | 'editor' | 'auditor';

/** A staff account as the lifecycle sees it: a reviewer decides only the permit types listed. */
export interface StaffMember {
  kind: 'staff';
  id: number;
  role: StaffRole;
  permitTypes: readonly PermitType[];
}

/**
 * Who sends an event: the request's own applicant (the server finds the permit among theirs),
 * a staff member, or the system (the scheduled job that expires permits and closes lapsed requests), as permit_events names them.
 */
export type PermitActor = { kind: 'applicant' } | StaffMember | { kind: 'system' };

/** What the server knows of one request besides its state: the lifecycle's context. */
export interface PermitLifecycleContext {
  type: PermitType;
  /** The staff member who took the case: while it is in review, only they (or an admin) may move it; null while pending. */
  assignee: number | null;
  /** 1 for the first submission, one more for each resubmission. */
  version: number;
  /**
   * The permit's first and last days (a research permit's are its study's start and end); null for a permit
   * without dates (beekeeping), which the applicant may cancel any day and which never expires.
   */
  firstDay: ReserveDay | null;
  lastDay: ReserveDay | null;
  /** While the applicant is asked for information: the fields they may change, and the last day to resubmit. */
  unlockedFields: string[];
  resubmitBy: ReserveDay | null;
}

/** A new request, as it is submitted. */
export type PermitLifecycleInput = Pick<PermitLifecycleContext, 'type' | 'firstDay' | 'lastDay'>;

/**
 * What may happen to a request, each sent with who sends it and, where a day matters, the reserve's today
 * (never the clock). A reason may be missing or blank: the machine refuses it where one is required.
 */
export type PermitEvent =
  /** "Assign to me" (`to` is `by`), or an admin assigning a case to a member who decides its type. */
  | { type: 'permit.assign'; by: PermitActor; to: StaffMember }
  /** Unlocks a case in review: back to the queue, unassigned. */
  | { type: 'permit.release'; by: PermitActor }
  | { type: 'permit.approve'; by: PermitActor }
  | { type: 'permit.reject'; by: PermitActor; reason?: string }
  | {
      type: 'permit.requestInfo';
      by: PermitActor;
      reason?: string;
      unlockedFields: readonly string[];
      resubmitBy: ReserveDay;
      today: ReserveDay;
    }
  /** The applicant's new version; `changedFields` are the fields whose answers differ from the last version's. */
  | { type: 'permit.resubmit'; by: PermitActor; changedFields: readonly string[]; today: ReserveDay }
  /** By the applicant (reason optional) or by staff (reason required). */
  | { type: 'permit.cancel'; by: PermitActor; reason?: string; today: ReserveDay }
  | { type: 'permit.expire'; by: PermitActor; today: ReserveDay }
  /** The system closes a request whose applicant did not resubmit by the deadline; `reason` is the system's words. */
  | { type: 'permit.lapse'; by: PermitActor; reason: string; today: ReserveDay };

/** Why an event was refused; the server maps each to a 4xx message in the request's language. */
export type PermitRefusal =
  /** Not an event of the sender's role: an auditor, an editor, an applicant deciding, a reviewer assigning another. */
  | 'wrong_role'
  /** A reviewer of other permit types. */
  | 'wrong_type'
  /** Not an event of the request's present state. */
  | 'wrong_state'
  /** The case is in review by another reviewer: locked to them until released. */
  | 'assigned_to_other'
  /** The member a case is assigned to does not decide its type. */
  | 'assignee_cannot_decide'
  /** Reject, request information or cancel by staff without a reason (or a blank one). */
  | 'reason_required'
  /** Information requested without a field to change. */
  | 'fields_required'
  /** Information requested with a last day before today. */
  | 'deadline_in_past'
  /** A resubmission after its last day. */
  | 'deadline_passed'
  /** A resubmission that changes a field the reviewer did not unlock. */
  | 'field_locked'
  /** The applicant cancels on or after the permit's first day. */
  | 'cancel_too_late'
  /** Expiry before the permit's last day has passed, or of a permit without one; a lapse before its resubmission deadline has. */
  | 'not_over';

const deciders: readonly StaffRole[] = ['admin', 'reviewer'];

/** Whether `actor` may decide requests of `type`: an admin any, a reviewer those assigned to them. */
const decidesType = (actor: PermitActor, type: PermitType) =>
  actor.kind === 'staff' && (actor.role === 'admin' || (actor.role === 'reviewer' && actor.permitTypes.includes(type)));

const hasText = (reason: string | undefined) => (reason ?? '').trim() !== '';

const refuse = (code: PermitRefusal) => ({ type: 'refuse', params: { code } }) as const;

/**
 * Who may send each event, checked before the state so the answer does not tell them the state.
 * Every list of an event's rules starts with these; the first rule whose guard holds refuses it.
 */
const decidingStaff = [
  { guard: not('isDecidingStaff'), actions: refuse('wrong_role') },
  { guard: not('decidesPermitType'), actions: refuse('wrong_type') },
] as const;
const assigningStaff = [
  ...decidingStaff,
  // Only an admin assigns a case to someone else.
  { guard: not(or(['isAdmin', 'assignsSelf'])), actions: refuse('wrong_role') },
] as const;
const applicant = [{ guard: not('isApplicant'), actions: refuse('wrong_role') }] as const;
const applicantOrDecidingStaff = [
  { guard: not(or(['isApplicant', 'isDecidingStaff'])), actions: refuse('wrong_role') },
  { guard: and(['isStaff', not('decidesPermitType')]), actions: refuse('wrong_type') },
] as const;
const system = [{ guard: not('isSystem'), actions: refuse('wrong_role') }] as const;

const wrongState = { actions: refuse('wrong_state') } as const;
/** A case in review is decided or released only by whoever holds it (an admin holds every case). */
const heldCase = { guard: not('holdsCase'), actions: refuse('assigned_to_other') } as const;
const reasonRequired = {
  guard: { type: 'isBlank', params: ({ event }: { event: { reason?: string } }) => ({ reason: event.reason }) },
  actions: refuse('reason_required'),
} as const;
/** A rejection, in review or while the applicant is asked: by the holder, with a reason. */
const rejectByHolder = [...decidingStaff, heldCase, reasonRequired, { target: 'rejected' }] as const;

/**
 * The life of one permit request: pending → in_review (assigned) → approved | rejected | needs_info;
 * needs_info → pending as a new version, or rejected (by its holder, or lapsed past the deadline);
 * approved → cancelled | expired. Every event is answered: a move,
 * or the named `refuse` action with the first rule it breaks, staying put. So `snapshot.can` is true of
 * every permit event; ask `decidePermitTransition` what an event would do. Pure: no actor, no clock.
 */
export const permitLifecycleMachine = setup({
  types: {
    context: {} as PermitLifecycleContext,
    events: {} as PermitEvent,
    input: {} as PermitLifecycleInput,
  },
  actions: {
    refuse: (_, _params: { code: PermitRefusal }) => {},
    lockToAssignee: assign((_, params: { assignee: number }) => ({ assignee: params.assignee })),
    unlock: assign({ assignee: null }),
    unlockFields: assign((_, params: { unlockedFields: readonly string[]; resubmitBy: ReserveDay }) => ({
      unlockedFields: [...params.unlockedFields],
      resubmitBy: params.resubmitBy,
    })),
    startNewVersion: assign(({ context }) => ({
      version: context.version + 1,
      assignee: null,
      unlockedFields: [],
      resubmitBy: null,
    })),
  },
  guards: {
    isStaff: ({ event }) => event.by.kind === 'staff',
    isAdmin: ({ event }) => event.by.kind === 'staff' && event.by.role === 'admin',
    isDecidingStaff: ({ event }) => event.by.kind === 'staff' && deciders.includes(event.by.role),
    decidesPermitType: ({ context, event }) => decidesType(event.by, context.type),
    isApplicant: ({ event }) => event.by.kind === 'applicant',
    isSystem: ({ event }) => event.by.kind === 'system',
    assignsSelf: ({ event }) =>
      event.type === 'permit.assign' && event.by.kind === 'staff' && event.by.id === event.to.id,
    holdsCase: ({ context, event }) =>
      event.by.kind === 'staff' && (event.by.role === 'admin' || event.by.id === context.assignee),
    // The rules below name what is wrong: each refuses the event when it holds.
    cannotDecideType: ({ context }, params: { member: StaffMember }) => !decidesType(params.member, context.type),
    isBlank: (_, params: { reason: string | undefined }) => !hasText(params.reason),
    unlocksNoField: (_, params: { unlockedFields: readonly string[] }) => params.unlockedFields.length === 0,
    isBeforeToday: (_, params: { day: ReserveDay; today: ReserveDay }) => params.day < params.today,
    isAfterResubmitDeadline: ({ context }, params: { today: ReserveDay }) =>
      context.resubmitBy === null || params.today > context.resubmitBy,
    changesLockedField: ({ context }, params: { changedFields: readonly string[] }) =>
      params.changedFields.some((field) => !context.unlockedFields.includes(field)),
    isApplicantOnOrAfterFirstDay: ({ context }, params: { by: PermitActor; today: ReserveDay }) =>
      params.by.kind === 'applicant' && context.firstDay !== null && params.today >= context.firstDay,
    isStaffWithoutReason: (_, params: { by: PermitActor; reason: string | undefined }) =>
      params.by.kind === 'staff' && !hasText(params.reason),
    isNotAfterLastDay: ({ context }, params: { today: ReserveDay }) =>
      context.lastDay === null || params.today <= context.lastDay,
    isNotAfterResubmitDeadline: ({ context }, params: { today: ReserveDay }) =>
      context.resubmitBy === null || params.today <= context.resubmitBy,
  },
}).createMachine({
  id: 'permitLifecycle',
  context: ({ input }) => ({
    ...input,
    assignee: null,
    version: 1,
    unlockedFields: [],
    resubmitBy: null,
  }),
  initial: 'pending',
  // Reached when the present state has no rule for the event: who may send it is still checked first.
  on: {
    'permit.assign': [...assigningStaff, wrongState],
    'permit.release': [...decidingStaff, wrongState],
    'permit.approve': [...decidingStaff, wrongState],
    'permit.reject': [...decidingStaff, wrongState],
    'permit.requestInfo': [...decidingStaff, wrongState],
    'permit.resubmit': [...applicant, wrongState],
    'permit.cancel': [...applicantOrDecidingStaff, wrongState],
    'permit.expire': [...system, wrongState],
    'permit.lapse': [...system, wrongState],
  },
  states: {
    pending: {
      on: {
        'permit.assign': [
          ...assigningStaff,
          {
            guard: { type: 'cannotDecideType', params: ({ event }) => ({ member: event.to }) },
            actions: refuse('assignee_cannot_decide'),
          },
          {
            target: 'in_review',
            actions: { type: 'lockToAssignee', params: ({ event }) => ({ assignee: event.to.id }) },
          },
        ],
      },
    },
    in_review: {
      on: {
        'permit.assign': [...assigningStaff, { guard: 'holdsCase', ...wrongState }, heldCase],
        'permit.release': [...decidingStaff, heldCase, { target: 'pending', actions: 'unlock' }],
        'permit.approve': [...decidingStaff, heldCase, { target: 'approved' }],
        'permit.reject': rejectByHolder,
        'permit.requestInfo': [
          ...decidingStaff,
          heldCase,
          reasonRequired,
          {
            guard: { type: 'unlocksNoField', params: ({ event }) => event },
            actions: refuse('fields_required'),
          },
          {
            guard: { type: 'isBeforeToday', params: ({ event }) => ({ day: event.resubmitBy, today: event.today }) },
            actions: refuse('deadline_in_past'),
          },
          {
            target: 'needs_info',
            actions: {
              type: 'unlockFields',
              params: ({ event }) => ({ unlockedFields: event.unlockedFields, resubmitBy: event.resubmitBy }),
            },
          },
        ],
      },
    },
    needs_info: {
      on: {
        'permit.resubmit': [
          ...applicant,
          {
            guard: { type: 'isAfterResubmitDeadline', params: ({ event }) => event },
            actions: refuse('deadline_passed'),
          },
          {
            guard: { type: 'changesLockedField', params: ({ event }) => event },
            actions: refuse('field_locked'),
          },
          { target: 'pending', actions: 'startNewVersion' },
        ],
        // The holder may close it when the applicant cannot be reached; the system, once the deadline has passed.
        'permit.reject': rejectByHolder,
        'permit.lapse': [
          ...system,
          {
            guard: { type: 'isNotAfterResubmitDeadline', params: ({ event }) => event },
            actions: refuse('not_over'),
          },
          { target: 'rejected' },
        ],
      },
    },
    approved: {
      on: {
        'permit.cancel': [
          ...applicantOrDecidingStaff,
          {
            guard: { type: 'isApplicantOnOrAfterFirstDay', params: ({ event }) => event },
            actions: refuse('cancel_too_late'),
          },
          {
            guard: { type: 'isStaffWithoutReason', params: ({ event }) => ({ by: event.by, reason: event.reason }) },
            actions: refuse('reason_required'),
          },
          { target: 'cancelled' },
        ],
        'permit.expire': [
          ...system,
          {
            guard: { type: 'isNotAfterLastDay', params: ({ event }) => event },
            actions: refuse('not_over'),
          },
          { target: 'expired' },
        ],
      },
    },
    // Terminal, yet not `final`: a finished machine would stop answering, and every event still gets its refusal.
    rejected: {},
    cancelled: {},
    expired: {},
  },
});

export type PermitLifecycleSnapshot = SnapshotFrom<typeof permitLifecycleMachine>;
/** The states of a request, as its `status` column will hold them. */
export type PermitLifecycleState = Extract<PermitLifecycleSnapshot['value'], string>;

/** A move the server records as one event of the request's history, with the context it stores. */
export interface PermitMove {
  outcome: 'moved';
  from: PermitLifecycleState;
  to: PermitLifecycleState;
  /** The reason given, trimmed; null when none was given or the event carries none. */
  reason: string | null;
  context: PermitLifecycleContext;
}

export interface PermitRefused {
  outcome: 'refused';
  refusal: PermitRefusal;
}

/** What `event` does to a request in `state` with `context`: the move to record, or why it is refused. */
export function decidePermitTransition(
  state: PermitLifecycleState,
  event: PermitEvent,
  context: PermitLifecycleContext,
): PermitMove | PermitRefused {
  const snapshot = permitLifecycleMachine.resolveState({ value: state, context });
  const [next, actions] = transition(permitLifecycleMachine, snapshot, event);
  const refused = actions.find((action) => action.type === 'refuse');
  if (refused) return { outcome: 'refused', refusal: (refused.params as { code: PermitRefusal }).code };
  return {
    outcome: 'moved',
    from: state,
    to: next.value as PermitLifecycleState,
    reason: ('reason' in event && event.reason?.trim()) || null,
    context: next.context,
  };
}
