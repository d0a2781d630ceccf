import { and, eq, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permitEvents, permits, staffMembers, users } from '../../../server/db/schema';
import { appendPermitEvent, permitHistory } from '../../../server/services/permits/permit-events';
import { freshAddress, newVerifiedMember, postForm } from '../../support/accounts';
import { submitPermitRequest } from '../../support/permit-fixtures';
import { createTestApp, type TestApp } from '../../support/test-app';
import { refusal } from '../../support/test-database';

describe('permit request history (permit_events)', () => {
  let t: TestApp;
  let applicant: Awaited<ReturnType<typeof newVerifiedMember>>;
  let reviewerId: number;
  let permitId: number;

  const staffHistory = () => permitHistory(t.db, permitId, { audience: 'staff' });

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    applicant = await newVerifiedMember(t);
    const [reviewer] = await t.db
      .insert(staffMembers)
      .values({ email: 'reviewer.events@reserve.example', name: 'عبدالرحمن بن عبدالعزيز آل سعود' })
      .returning({ id: staffMembers.id });
    reviewerId = reviewer!.id;
    const { uuid } = await submitPermitRequest(t, applicant.token);
    permitId = (await t.db.select({ id: permits.id }).from(permits).where(eq(permits.uuid, uuid)))[0]!.id;
  });
  afterAll(() => t.close());

  it('records a stored request as submitted by its applicant, in the same step', async () => {
    expect(await staffHistory()).toEqual([
      {
        id: expect.any(Number),
        permitId,
        actorId: applicant.id,
        staffId: null,
        actorKind: 'applicant',
        actorName: applicant.answers.name,
        at: expect.any(Date),
        type: 'submitted',
        fromState: null,
        toState: 'pending',
        reason: null,
        note: null,
        visibility: 'applicant',
        version: 1,
      },
    ]);
    const submitted = t.db
      .select()
      .from(permitEvents)
      .where(and(eq(permitEvents.permitId, permits.id), eq(permitEvents.type, 'submitted')));
    expect(await t.db.select({ id: permits.id }).from(permits).where(notExists(submitted))).toEqual([]);
  });

  it('gives staff every event oldest first, and the applicant their timeline without staff-only entries or who', async () => {
    const staff = { kind: 'staff', staffId: reviewerId } as const;
    await appendPermitEvent(t.db, { permitId, actor: staff, type: 'note', note: 'الهوية مطابقة', visibility: 'staff' });
    // Written in one transaction, so at one time: the order they were written in still holds.
    await t.db.transaction(async (tx) => {
      await appendPermitEvent(tx, { permitId, actor: staff, type: 'assigned', visibility: 'staff' });
      await appendPermitEvent(tx, {
        permitId,
        actor: staff,
        type: 'rejected',
        fromState: 'pending',
        toState: 'rejected',
        reason: 'الموقع مغلق في هذا التاريخ',
        visibility: 'applicant',
        version: 1,
      });
    });
    await appendPermitEvent(t.db, {
      permitId,
      actor: { kind: 'system' },
      type: 'message',
      note: 'A reminder',
      visibility: 'applicant',
    });

    const staffView = await staffHistory();
    const reviewerName = 'عبدالرحمن بن عبدالعزيز آل سعود';
    expect(
      staffView.map(({ type, actorKind, actorId, staffId, actorName }) => [
        type,
        actorKind,
        actorId,
        staffId,
        actorName,
      ]),
    ).toEqual([
      ['submitted', 'applicant', applicant.id, null, applicant.answers.name],
      ['note', 'staff', null, reviewerId, reviewerName],
      ['assigned', 'staff', null, reviewerId, reviewerName],
      ['rejected', 'staff', null, reviewerId, reviewerName],
      ['message', 'system', null, null, null],
    ]);
    expect(staffView[2]!.at).toEqual(staffView[3]!.at);

    expect(await permitHistory(t.db, permitId, { audience: 'applicant' })).toEqual([
      {
        id: staffView[0]!.id,
        permitId,
        actorKind: 'applicant',
        at: staffView[0]!.at,
        type: 'submitted',
        fromState: null,
        toState: 'pending',
        reason: null,
        note: null,
        version: 1,
      },
      {
        id: staffView[3]!.id,
        permitId,
        actorKind: 'staff',
        at: staffView[3]!.at,
        type: 'rejected',
        fromState: 'pending',
        toState: 'rejected',
        reason: 'الموقع مغلق في هذا التاريخ',
        note: null,
        version: 1,
      },
      {
        id: staffView[4]!.id,
        permitId,
        actorKind: 'system',
        at: staffView[4]!.at,
        type: 'message',
        fromState: null,
        toState: null,
        reason: null,
        note: 'A reminder',
        version: null,
      },
    ]);
  });

  it('refuses an actor without the row that names them, or the system with one', async () => {
    const insert = (actorKind: 'applicant' | 'staff' | 'system', ids: { actorId?: number; staffId?: number }) =>
      t.db.insert(permitEvents).values({ permitId, actorKind, ...ids, type: 'note', visibility: 'staff' });
    expect(await refusal(insert('staff', {}))).toMatch(/permit_events_actor_check/);
    expect(await refusal(insert('staff', { actorId: applicant.id }))).toMatch(/permit_events_actor_check/);
    expect(await refusal(insert('applicant', { staffId: reviewerId }))).toMatch(/permit_events_actor_check/);
    expect(await refusal(insert('system', { staffId: reviewerId }))).toMatch(/permit_events_actor_check/);
  });

  it('refuses to change, delete or empty the history, whoever asks', async () => {
    const before = await staffHistory();
    expect(
      await refusal(t.db.update(permitEvents).set({ note: 'rewritten' }).where(eq(permitEvents.permitId, permitId))),
    ).toBe('permit_events is append-only: UPDATE refused');
    expect(await refusal(t.db.execute(sql.raw(`DELETE FROM permit_events WHERE permit_id = ${permitId}`)))).toBe(
      'permit_events is append-only: DELETE refused',
    );
    // Refused as a statement: even one that would match nothing.
    expect(await refusal(t.db.execute(sql.raw('DELETE FROM permit_events WHERE id = -1')))).toBe(
      'permit_events is append-only: DELETE refused',
    );
    expect(await refusal(t.db.execute(sql.raw('TRUNCATE permit_events')))).toBe(
      'permit_events is append-only: TRUNCATE refused',
    );
    // A permit with a history is never deleted: its events would go with it.
    expect(await refusal(t.db.delete(permits).where(eq(permits.id, permitId)))).toMatch(
      /permit_events_permit_id_permits_id_fk/,
    );
    expect(await staffHistory()).toEqual(before);
  });

  it('erases the applicant account and keeps the request and its history, now naming nobody', async () => {
    const before = await permitHistory(t.db, permitId, { audience: 'applicant' });
    const response = await postForm(
      t,
      'me',
      { password: applicant.password },
      { token: applicant.token, method: 'DELETE', from: freshAddress() },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(
      (await t.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, applicant.id)))[0],
    ).toEqual({ deletedAt: expect.any(Date) });
    expect(await permitHistory(t.db, permitId, { audience: 'applicant' })).toEqual(before);
    expect((await staffHistory())[0]).toMatchObject({ type: 'submitted', actorId: applicant.id, actorName: '' });
  });
});
