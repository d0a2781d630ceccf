import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceLevelSettings } from '../../../schemas/api/service-levels';
import { addDays, reserveToday } from '../../../schemas/validation/reserve-day';
import { permits, permitVersions, reserveHolidays } from '../../../server/db/schema';
import { isWorkingDay, workingDaysDeadline } from '../../../server/lib/working-days';
import { postForm } from '../../support/accounts';
import { newApplicant, submitPermitRequest } from '../../support/permit-fixtures';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

type SettingsAnswer = { data: ServiceLevelSettings; message: string };

/** Service levels and holidays as admins set them, and the open requests' deadlines that follow. */
describe('admin/service-levels and admin/holidays', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof newStaffMember>>;

  const read = (token: string) =>
    t.app.inject({ url: '/api/v1/admin/service-levels', headers: { authorization: `Bearer ${token}` } });
  const setLevel = (type: string, workingDays: string, token = admin.token, locale = 'ar') =>
    postForm(t, `admin/service-levels/${type}`, { working_days: workingDays }, { method: 'PUT', token, locale });
  const addHoliday = (day: string, token = admin.token, locale = 'ar') =>
    postForm(t, 'admin/holidays', { day, name_ar: 'عيد الفطر المبارك', name_en: 'Eid al-Fitr' }, { token, locale });
  const removeHoliday = (day: string, token = admin.token) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/holidays/${day}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });

  async function newCampingRequest() {
    const applicant = await newApplicant(t);
    return (await submitPermitRequest(t, applicant.token)).uuid;
  }
  const deadlineOf = async (uuid: string) => {
    const [row] = await t.db
      .select({ dueOn: permits.dueOn, submittedAt: permitVersions.submittedAt })
      .from(permits)
      .innerJoin(permitVersions, eq(permitVersions.permitId, permits.id))
      .where(eq(permits.uuid, uuid));
    return row!;
  };
  const holidays = async () => new Set((await t.db.select().from(reserveHolidays)).map(({ day }) => day));

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    admin = await newStaffMember(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('shows every member of staff each type’s working days, research’s fixed, and the holidays', async () => {
    for (const role of ['auditor', 'editor'] as const) {
      const member = await newStaffMember(t, { role });
      const response = await read(member.token);
      expect(response.statusCode, response.body).toBe(200);
      const { levels, holidays: listed } = response.json<SettingsAnswer>().data;
      expect(levels).toContainEqual({ type: 'scientific_research', working_days: 15, editable: false });
      expect(levels).toContainEqual({ type: 'free_camping', working_days: 3, editable: true });
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.map(({ day }) => day)).toEqual(listed.map(({ day }) => day).sort());
    }
  });

  it('moves the deadline of an open request, not a decided one, when an admin changes its type’s level', async () => {
    const open = await newCampingRequest();
    const decided = await newCampingRequest();
    await t.db.update(permits).set({ status: 'approved' }).where(eq(permits.uuid, decided));
    const decidedBefore = (await deadlineOf(decided)).dueOn;

    // Typed on an Arabic keyboard.
    const response = await setLevel('free_camping', '٧');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<SettingsAnswer>();
    expect(answer.message).toBe('حُفظ مستوى الخدمة، وأعيد حساب مواعيد الطلبات المفتوحة');
    expect(answer.data.levels).toContainEqual({ type: 'free_camping', working_days: 7, editable: true });

    const { dueOn, submittedAt } = await deadlineOf(open);
    expect(dueOn).toBe(workingDaysDeadline(submittedAt, 7, await holidays()));
    expect((await deadlineOf(decided)).dueOn).toBe(decidedBefore);
    const later = await newCampingRequest();
    expect((await deadlineOf(later)).dueOn).toBe(dueOn);
  });

  it('moves open deadlines past a new holiday, and back when it is removed', async () => {
    const uuid = await newCampingRequest();
    const before = await deadlineOf(uuid);
    const known = await holidays();
    let day = addDays(reserveToday(before.submittedAt), 1);
    while (!isWorkingDay(day, known)) day = addDays(day, 1);

    const added = await addHoliday(day);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<SettingsAnswer>().data.holidays).toContainEqual({
      day,
      name_ar: 'عيد الفطر المبارك',
      name_en: 'Eid al-Fitr',
    });
    const moved = (await deadlineOf(uuid)).dueOn!;
    expect(moved > before.dueOn!).toBe(true);
    expect(moved).toBe(workingDaysDeadline(before.submittedAt, 7, new Set([...known, day])));

    const again = await addHoliday(day, admin.token, 'en');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'This day is already a holiday',
      errors: { day: ['This day is already a holiday'] },
    });

    const removed = await removeHoliday(day);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<SettingsAnswer>().message).toBe(
      'The holiday is removed and the open requests’ deadlines are counted again.',
    );
    expect((await deadlineOf(uuid)).dueOn).toBe(before.dueOn);
    expect((await removeHoliday(day)).statusCode).toBe(404);
  });

  it('refuses bad input in the request’s language, changing nothing', async () => {
    for (const [days, message] of [
      ['0', 'يجب ألا يقل عدد أيام العمل عن يوم واحد'],
      ['61', 'يجب ألا يزيد عدد أيام العمل على 60 يوما'],
      ['سبعة', 'اكتب عددا صحيحا من أيام العمل'],
    ]) {
      const response = await setLevel('beekeeping', days!);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toEqual({ working_days: [message] });
    }
    const research = await setLevel('scientific_research', '10', admin.token, 'en');
    expect(research.statusCode).toBe(422);
    expect(research.json().message).toMatch(/15 working days/);
    expect((await setLevel('fishing', '5')).statusCode).toBe(404);

    const impossible = await addHoliday('2027-02-30', admin.token, 'en');
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().errors).toEqual({ day: ['Enter a valid date'] });
    for (const day of ['2027-02-30', 'not-a-day', '2027-13-01'])
      expect((await removeHoliday(day)).statusCode).toBe(404);

    const { levels } = (await read(admin.token)).json<SettingsAnswer>().data;
    expect(levels).toContainEqual({ type: 'beekeeping', working_days: 10, editable: true });
  });

  it('lets only admins change them', async () => {
    for (const member of [
      await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] }),
      await newStaffMember(t, { role: 'auditor' }),
    ]) {
      expect((await setLevel('beekeeping', '4', member.token)).statusCode).toBe(403);
      expect((await addHoliday('2031-01-05', member.token)).statusCode).toBe(403);
      expect((await removeHoliday('2031-01-05', member.token)).statusCode).toBe(403);
    }
  });
});
