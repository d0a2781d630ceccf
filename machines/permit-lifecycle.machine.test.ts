import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  decidePermitTransition,
  permitLifecycleMachine,
  type PermitActor,
  type PermitEvent,
  type PermitLifecycleContext,
  type PermitLifecycleInput,
  type PermitLifecycleSnapshot as Snapshot,
  type PermitLifecycleState,
  type PermitRefusal,
  type StaffMember,
} from './permit-lifecycle.machine';

// The cast: reviewers of work and beekeeping permits, one of free camping only, and the roles that never decide.
const admin: StaffMember = { kind: 'staff', id: 1, role: 'admin', permitTypes: [] };
const reviewer: StaffMember = { kind: 'staff', id: 2, role: 'reviewer', permitTypes: ['work_permit', 'beekeeping'] };
const colleague: StaffMember = { kind: 'staff', id: 3, role: 'reviewer', permitTypes: ['work_permit', 'beekeeping'] };
const campingReviewer: StaffMember = { kind: 'staff', id: 4, role: 'reviewer', permitTypes: ['free_camping'] };
const auditor: StaffMember = { kind: 'staff', id: 5, role: 'auditor', permitTypes: ['work_permit'] };
const editor: StaffMember = { kind: 'staff', id: 6, role: 'editor', permitTypes: ['work_permit'] };
const applicant: PermitActor = { kind: 'applicant' };
const system: PermitActor = { kind: 'system' };

/** A work permit from 10 to 12 December; information asked on the 1st, to be given by the 5th. */
const workPermit: PermitLifecycleInput = { type: 'work_permit', firstDay: '2026-12-10', lastDay: '2026-12-12' };
const beekeepingPermit: PermitLifecycleInput = { type: 'beekeeping', firstDay: null, lastDay: null };
const askedOn = '2026-12-01';
const resubmitBy = '2026-12-05';

// The events, as the server will build them from a request.
const assign = (by: PermitActor, to: StaffMember): PermitEvent => ({ type: 'permit.assign', by, to });
const release = (by: PermitActor): PermitEvent => ({ type: 'permit.release', by });
const approve = (by: PermitActor): PermitEvent => ({ type: 'permit.approve', by });
const reject = (by: PermitActor, reason?: string): PermitEvent => ({ type: 'permit.reject', by, reason });
/** Asks on the 1st for a new last day by the 5th, unless told otherwise. */
const askForInfo = (
  by: PermitActor,
  changes: { reason?: string; unlockedFields?: string[]; resubmitBy?: string } = {},
) =>
  ({
    type: 'permit.requestInfo',
    by,
    reason: 'Please correct the last day',
    unlockedFields: ['to_date'],
    resubmitBy,
    today: askedOn,
    ...changes,
  }) satisfies PermitEvent;
const resubmit = (today: string, changedFields = ['to_date'], by: PermitActor = applicant): PermitEvent => ({
  type: 'permit.resubmit',
  by,
  changedFields,
  today,
});
const cancel = (by: PermitActor, today: string, reason?: string): PermitEvent => ({
  type: 'permit.cancel',
  by,
  reason,
  today,
});
const expire = (today: string, by: PermitActor = system): PermitEvent => ({ type: 'permit.expire', by, today });
const lapse = (today: string, by: PermitActor = system): PermitEvent => ({
  type: 'permit.lapse',
  by,
  reason: 'The requested information was not provided by the deadline',
  today,
});

// Every move the cast can make, on the days that allow it (a resubmission on its last day, a cancellation by
// the applicant the day before the first, an expiry the day after the last, a lapse the day after the last day
// to resubmit): the decisions of whoever holds
// the case, and an admin's over a reviewer's lock. Each state is offered those that move it.
function allEvents({ context }: Snapshot): PermitEvent[] {
  const holder = context.assignee === admin.id ? admin : reviewer;
  return [
    assign(reviewer, reviewer),
    assign(admin, admin),
    assign(admin, reviewer),
    release(holder),
    approve(holder),
    ...(holder === admin ? [] : [release(admin), approve(admin)]),
    reject(holder, '  الوثائق ناقصة '),
    askForInfo(holder),
    resubmit(resubmitBy),
    cancel(applicant, '2026-12-09'),
    cancel(admin, '2026-12-11', 'The area is closed'),
    expire('2026-12-13'),
    lapse('2026-12-06'),
  ];
}

const decide = (snapshot: Snapshot, event: PermitEvent) =>
  decidePermitTransition(snapshot.value, event, snapshot.context);
const moves = (snapshot: Snapshot) =>
  allEvents(snapshot).filter((event) => decide(snapshot, event).outcome === 'moved');
/** What the machine answers: the refusal, or the state it moves to. */
const outcomeOf = (snapshot: Snapshot, event: PermitEvent) => {
  const decision = decide(snapshot, event);
  return decision.outcome === 'refused' ? decision.refusal : decision.to;
};
// Shortest paths reach each state with each assignee, and with a first and a later version, once; simple paths
// go through each state with each assignee at most once (who holds a case decides who may move it).
const serializeSeen = ({ value, context }: Snapshot) =>
  JSON.stringify([value, context.assignee, Math.min(context.version, 2)]);
const serializeHeld = ({ value, context }: Snapshot) => JSON.stringify([value, context.assignee]);

const movingEvents = (snapshot: Snapshot) => [...new Set(moves(snapshot).map(({ type }) => type))].sort();
const terminal = (snapshot: Snapshot) => {
  expect(moves(snapshot)).toEqual([]);
  // Who may never send an event hears so, whatever the state; the others hear that the state is wrong.
  expect(outcomeOf(snapshot, approve(auditor))).toBe('wrong_role');
  expect(outcomeOf(snapshot, approve(campingReviewer))).toBe('wrong_type');
  expect(outcomeOf(snapshot, approve(admin))).toBe('wrong_state');
  expect(outcomeOf(snapshot, cancel(applicant, askedOn))).toBe('wrong_state');
};

/** What must hold in each state, whatever path led there. */
const expectations: Record<PermitLifecycleState, (snapshot: Snapshot) => void> = {
  pending: (snapshot) => {
    expect(snapshot.context).toMatchObject({ assignee: null, unlockedFields: [], resubmitBy: null });
    expect(movingEvents(snapshot)).toEqual(['permit.assign']);
    expect(outcomeOf(snapshot, approve(admin))).toBe('wrong_state');
    expect(outcomeOf(snapshot, assign(reviewer, colleague))).toBe('wrong_role');
  },
  in_review: (snapshot) => {
    expect([admin.id, reviewer.id]).toContain(snapshot.context.assignee);
    expect(snapshot.context).toMatchObject({ unlockedFields: [], resubmitBy: null });
    expect(movingEvents(snapshot)).toEqual(['permit.approve', 'permit.reject', 'permit.release', 'permit.requestInfo']);
    // Locked to its assignee until released; an admin holds every case.
    expect(outcomeOf(snapshot, approve(colleague))).toBe('assigned_to_other');
    expect(outcomeOf(snapshot, assign(colleague, colleague))).toBe('assigned_to_other');
    expect(outcomeOf(snapshot, approve(admin))).toBe('approved');
    expect(outcomeOf(snapshot, reject(admin, ' '))).toBe('reason_required');
  },
  needs_info: (snapshot) => {
    expect([admin.id, reviewer.id]).toContain(snapshot.context.assignee);
    expect(snapshot.context).toMatchObject({ unlockedFields: ['to_date'], resubmitBy });
    expect(movingEvents(snapshot)).toEqual(['permit.lapse', 'permit.reject', 'permit.resubmit']);
    expect(outcomeOf(snapshot, resubmit('2026-12-06'))).toBe('deadline_passed');
    // Until the deadline has passed the applicant may still answer.
    expect(outcomeOf(snapshot, lapse(resubmitBy))).toBe('not_over');
    expect(outcomeOf(snapshot, reject(colleague, 'x'))).toBe('assigned_to_other');
  },
  approved: (snapshot) => {
    expect(snapshot.context.assignee).not.toBeNull();
    const { firstDay, lastDay } = snapshot.context;
    expect(movingEvents(snapshot)).toEqual(lastDay === null ? ['permit.cancel'] : ['permit.cancel', 'permit.expire']);
    if (firstDay !== null) expect(outcomeOf(snapshot, cancel(applicant, firstDay))).toBe('cancel_too_late');
    expect(outcomeOf(snapshot, expire(lastDay ?? '2099-01-01'))).toBe('not_over');
  },
  rejected: terminal,
  cancelled: terminal,
  expired: terminal,
};

const targets: Record<PermitEvent['type'], PermitLifecycleState> = {
  'permit.assign': 'in_review',
  'permit.release': 'pending',
  'permit.approve': 'approved',
  'permit.reject': 'rejected',
  'permit.requestInfo': 'needs_info',
  'permit.resubmit': 'pending',
  'permit.cancel': 'cancelled',
  'permit.expire': 'expired',
  'permit.lapse': 'rejected',
};

/** The context a move leaves: only the assignee, the version and the information asked ever change. */
function expectedContext(before: PermitLifecycleContext, event: PermitEvent): PermitLifecycleContext {
  switch (event.type) {
    case 'permit.assign':
      return { ...before, assignee: event.to.id };
    case 'permit.release':
      return { ...before, assignee: null };
    case 'permit.requestInfo':
      return { ...before, unlockedFields: [...event.unlockedFields], resubmitBy: event.resubmitBy };
    case 'permit.resubmit':
      return { ...before, version: before.version + 1, assignee: null, unlockedFields: [], resubmitBy: null };
    default:
      return before;
  }
}

/** One move along a path: the machine and the server's decision agree on it, and it records what it should. */
function takeStep(snapshot: Snapshot, event: PermitEvent): Snapshot {
  const [next, actions] = transition(permitLifecycleMachine, snapshot, event);
  expect(actions.map(({ type }) => type)).not.toContain('refuse');
  expect(decide(snapshot, event)).toEqual({
    outcome: 'moved',
    from: snapshot.value,
    to: targets[event.type],
    reason: 'reason' in event ? (event.reason?.trim() ?? null) : null,
    context: expectedContext(snapshot.context, event),
  });
  expect(next.value).toBe(targets[event.type]);
  expect(next.context).toEqual(expectedContext(snapshot.context, event));
  expectations[next.value](next);
  return next;
}

/** A step as the test name shows it: the event, who sends it and, for an assignment, to whom. */
const who = (actor: PermitActor) => (actor.kind === 'staff' ? actor.role : actor.kind);
const describeEvent = (event: PermitEvent) =>
  event.type === 'permit.assign'
    ? `${event.type}(${who(event.by)} to ${who(event.to)})`
    : `${event.type}(${who(event.by)})`;
const describePath = (steps: { event: PermitEvent }[]) =>
  steps
    .slice(1)
    .map(({ event }) => describeEvent(event))
    .join(' → ') || '(start)';

describe.each<[string, PermitLifecycleInput, PermitLifecycleState[]]>([
  [
    'of a work permit',
    workPermit,
    ['pending', 'in_review', 'needs_info', 'approved', 'rejected', 'cancelled', 'expired'],
  ],
  // Without a last day nothing expires it.
  [
    'of a beekeeping permit',
    beekeepingPermit,
    ['pending', 'in_review', 'needs_info', 'approved', 'rejected', 'cancelled'],
  ],
])('the lifecycle %s', (_name, input, reachable) => {
  const events = moves;
  const shortest = getShortestPaths(permitLifecycleMachine, { input, events, serializeState: serializeSeen });
  const simple = getSimplePaths(permitLifecycleMachine, { input, events, serializeState: serializeHeld });

  it('starts pending as version 1 and reaches every state it can', () => {
    const [snapshot, actions] = initialTransition(permitLifecycleMachine, input);
    expect(snapshot.value).toBe('pending');
    expect(snapshot.context).toEqual({ ...input, assignee: null, version: 1, unlockedFields: [], resubmitBy: null });
    expect(actions).toEqual([]);
    expect(new Set(simple.map((path) => path.state.value))).toEqual(new Set(reachable));
  });

  describe.each([
    ['shortest', shortest],
    ['simple', simple],
  ])('%s paths', (_kind, paths) => {
    // Each path ends with every move out of its last state, so the shortest paths take every transition.
    it.each(paths.map((path) => [describePath(path.steps), path] as const))('%s', (_description, path) => {
      let [snapshot] = initialTransition(permitLifecycleMachine, input);
      expectations[snapshot.value](snapshot);
      for (const { event } of path.steps.slice(1)) snapshot = takeStep(snapshot, event);
      expect(snapshot.value).toBe(path.state.value);
      for (const event of moves(snapshot)) takeStep(snapshot, event);
    });
  });
});

/** A work permit's context in `state`, as a reviewer would have left it. */
function contextIn(state: PermitLifecycleState): PermitLifecycleContext {
  const [pending] = initialTransition(permitLifecycleMachine, workPermit);
  if (state === 'pending') return pending.context;
  if (state === 'needs_info')
    return { ...pending.context, assignee: reviewer.id, unlockedFields: ['to_date'], resubmitBy };
  return { ...pending.context, assignee: reviewer.id };
}

// Written out: a new refusal code fails to compile until it is listed here, then the first test below until
// a row gives it.
const everyRefusal = {
  wrong_role: true,
  wrong_type: true,
  wrong_state: true,
  assigned_to_other: true,
  assignee_cannot_decide: true,
  reason_required: true,
  fields_required: true,
  deadline_in_past: true,
  deadline_passed: true,
  field_locked: true,
  cancel_too_late: true,
  not_over: true,
} satisfies Record<PermitRefusal, true>;

const refusals: [PermitRefusal, string, PermitLifecycleState, PermitEvent][] = [
  ['wrong_role', 'an auditor approves', 'in_review', approve(auditor)],
  ['wrong_role', 'an editor rejects', 'in_review', reject(editor, 'No')],
  ['wrong_role', 'an auditor takes a case', 'pending', assign(auditor, auditor)],
  ['wrong_role', 'the applicant approves', 'in_review', approve(applicant)],
  ['wrong_role', 'a reviewer resubmits', 'needs_info', resubmit(askedOn, ['to_date'], reviewer)],
  ['wrong_role', 'a reviewer assigns a colleague', 'pending', assign(reviewer, colleague)],
  ['wrong_role', 'a reviewer expires a permit', 'approved', expire('2026-12-13', reviewer)],
  ['wrong_role', 'the system cancels', 'approved', cancel(system, askedOn, 'x')],
  ['wrong_role', 'an auditor cancels', 'approved', cancel(auditor, askedOn, 'x')],
  // Who may act is checked before the state, so the answer does not tell them the state.
  ['wrong_role', 'an auditor approves a pending request', 'pending', approve(auditor)],
  ['wrong_type', 'a camping reviewer approves', 'in_review', approve(campingReviewer)],
  ['wrong_type', 'a camping reviewer takes a case', 'pending', assign(campingReviewer, campingReviewer)],
  ['wrong_type', 'a camping reviewer asks for information', 'in_review', askForInfo(campingReviewer)],
  ['wrong_type', 'a camping reviewer cancels', 'approved', cancel(campingReviewer, askedOn, 'x')],
  ['wrong_type', 'a camping reviewer approves a rejected request', 'rejected', approve(campingReviewer)],
  ['wrong_state', 'a pending request is approved', 'pending', approve(admin)],
  ['wrong_state', 'a pending request is released', 'pending', release(admin)],
  ['wrong_state', 'an approved request is assigned', 'approved', assign(admin, admin)],
  ['wrong_state', 'a pending request is resubmitted', 'pending', resubmit(askedOn)],
  ['wrong_state', 'the applicant cancels a case in review', 'in_review', cancel(applicant, askedOn)],
  ['wrong_state', 'a case in review expires', 'in_review', expire('2026-12-13')],
  ['wrong_state', 'a rejected request is rejected again', 'rejected', reject(admin, 'x')],
  ['wrong_state', 'its holder takes a case again', 'in_review', assign(reviewer, reviewer)],
  ['assigned_to_other', 'a colleague approves a held case', 'in_review', approve(colleague)],
  ['assigned_to_other', 'a colleague releases a held case', 'in_review', release(colleague)],
  ['assigned_to_other', 'a colleague takes a held case', 'in_review', assign(colleague, colleague)],
  ['assignee_cannot_decide', 'an admin assigns an auditor', 'pending', assign(admin, auditor)],
  ['assignee_cannot_decide', 'an admin assigns a camping reviewer', 'pending', assign(admin, campingReviewer)],
  ['reason_required', 'a rejection without a reason', 'in_review', reject(reviewer)],
  ['reason_required', 'a rejection with a blank reason', 'in_review', reject(reviewer, ' \n ')],
  ['reason_required', 'a request for information without a reason', 'in_review', askForInfo(reviewer, { reason: '' })],
  ['reason_required', 'a cancellation by staff without a reason', 'approved', cancel(admin, askedOn)],
  ['reason_required', 'a cancellation by staff with a blank reason', 'approved', cancel(reviewer, askedOn, '  ')],
  [
    'fields_required',
    'a request for information unlocking nothing',
    'in_review',
    askForInfo(reviewer, { unlockedFields: [] }),
  ],
  [
    'deadline_in_past',
    'a request for information due yesterday',
    'in_review',
    askForInfo(reviewer, { resubmitBy: '2026-11-30' }),
  ],
  ['deadline_passed', 'a resubmission the day after the deadline', 'needs_info', resubmit('2026-12-06')],
  ['deadline_passed', 'a resubmission a year late', 'needs_info', resubmit('2027-12-01')],
  ['field_locked', 'a resubmission changing a locked field', 'needs_info', resubmit(askedOn, ['to_date', 'region'])],
  ['cancel_too_late', 'the applicant cancels on the first day', 'approved', cancel(applicant, '2026-12-10')],
  ['cancel_too_late', 'the applicant cancels after the first day', 'approved', cancel(applicant, '2026-12-11')],
  ['not_over', 'an expiry on the last day', 'approved', expire('2026-12-12')],
  ['not_over', 'a lapse on the last day to resubmit', 'needs_info', lapse(resubmitBy)],
  ['wrong_role', 'a reviewer closes a request as lapsed', 'needs_info', lapse('2026-12-06', reviewer)],
  ['wrong_state', 'a case in review lapses', 'in_review', lapse('2026-12-06')],
  [
    'reason_required',
    'its holder rejects a request awaiting information without a reason',
    'needs_info',
    reject(reviewer),
  ],
  ['assigned_to_other', 'a colleague rejects a request awaiting information', 'needs_info', reject(colleague, 'x')],
];

describe('refusals', () => {
  it('give every refusal code', () => {
    expect(new Set(refusals.map(([refusal]) => refusal))).toEqual(new Set(Object.keys(everyRefusal)));
  });

  it.each(refusals)('%s: %s (%s)', (refusal, _name, state, event) => {
    const context = contextIn(state);
    expect(decidePermitTransition(state, event, context)).toEqual({ outcome: 'refused', refusal });
    // A refusal leaves the request as it was and runs nothing but the refusal.
    const before = permitLifecycleMachine.resolveState({ value: state, context });
    const [next, actions] = transition(permitLifecycleMachine, before, event);
    expect(next.value).toBe(state);
    expect(next.context).toEqual(context);
    expect(actions.map(({ type, params }) => [type, params])).toEqual([['refuse', { code: refusal }]]);
  });

  it('refuse to expire a permit without a last day', () => {
    const context = { ...contextIn('approved'), ...beekeepingPermit };
    expect(decidePermitTransition('approved', expire('2099-01-01'), context)).toEqual({
      outcome: 'refused',
      refusal: 'not_over',
    });
  });
});

describe('moves beside the paths', () => {
  it.each<[string, PermitLifecycleState, PermitEvent, PermitLifecycleState]>([
    ['an admin decides a case held by a reviewer', 'in_review', reject(admin, 'x'), 'rejected'],
    ['an admin releases a case held by a reviewer', 'in_review', release(admin), 'pending'],
    ['any reviewer of the type cancels with a reason', 'approved', cancel(colleague, '2026-12-11', 'x'), 'cancelled'],
    ['a resubmission changing nothing', 'needs_info', resubmit(askedOn, []), 'pending'],
    [
      'a request for information due the same day',
      'in_review',
      askForInfo(reviewer, { resubmitBy: askedOn }),
      'needs_info',
    ],
  ])('%s', (_name, state, event, to) => {
    expect(decidePermitTransition(state, event, contextIn(state))).toMatchObject({ outcome: 'moved', from: state, to });
  });

  it('cancels a permit without dates at the applicant’s request on any day, reason or not', () => {
    const context = { ...contextIn('approved'), ...beekeepingPermit };
    expect(decidePermitTransition('approved', cancel(applicant, '2099-01-01'), context)).toMatchObject({
      to: 'cancelled',
      reason: null,
    });
  });
});
