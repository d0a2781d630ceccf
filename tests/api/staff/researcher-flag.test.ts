import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CitizenAccount } from '../../../schemas/api/citizen-accounts';
import { contentEdits, users } from '../../../server/db/schema';
import { demoCompany, freshAddress, newVerifiedMember, postForm, type Fields } from '../../support/accounts';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
type Refusal = { message: string; errors?: Record<string, string[]> };

describe('an admin sets and clears the researcher flag: admin/citizen-accounts', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof newStaffMember>>;
  let otherAdmin: Awaited<ReturnType<typeof newStaffMember>>;
  let auditor: Awaited<ReturnType<typeof newStaffMember>>;
  let editor: Awaited<ReturnType<typeof newStaffMember>>;
  let reviewer: Awaited<ReturnType<typeof newStaffMember>>;
  let citizen: Awaited<ReturnType<typeof newVerifiedMember>>;
  let citizenUuid: string;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    admin = await newStaffMember(t, { role: 'admin', name: 'ريم الشمري' });
    otherAdmin = await newStaffMember(t, { role: 'admin', name: 'سارة الدوسري' });
    auditor = await newStaffMember(t, { role: 'auditor' });
    editor = await newStaffMember(t, { role: 'editor' });
    reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['scientific_research'] });
    citizen = await newVerifiedMember(t);
    citizenUuid = (await t.db.select({ uuid: users.uuid }).from(users).where(eq(users.id, citizen.id)))[0]!.uuid;
  });
  afterAll(() => t.close());

  const lookup = (fields: Fields, { token = admin.token, locale = 'ar' } = {}) =>
    postForm(t, 'admin/citizen-accounts/lookup', fields, { token: token || undefined, locale, from: freshAddress() });
  const read = (uuid: string, { token = admin.token } = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/citizen-accounts/${uuid}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const setFlag = (
    uuid: string,
    fields: Fields,
    { token = admin.token, locale = 'ar', ifMatch }: { token?: string; locale?: string; ifMatch?: string } = {},
  ) =>
    postForm(t, `admin/citizen-accounts/${uuid}/researcher`, fields, {
      token: token || undefined,
      locale,
      method: 'PUT',
      headers: ifMatch ? { 'if-match': `"${ifMatch}"` } : {},
    });
  const submitResearch = () =>
    postForm(
      t,
      'researches/submit',
      { title: 'توزع نبات الرمث', research_category_id: '2', summary: 'دراسة ميدانية.' },
      { token: citizen.token, from: freshAddress() },
    );
  const flagOf = async (id: number) =>
    (await t.db.select({ flag: users.isResearcher }).from(users).where(eq(users.id, id)))[0]!.flag;
  const historyRows = async (uuid = citizenUuid) =>
    (
      await t.db
        .select({ n: count() })
        .from(contentEdits)
        .where(and(eq(contentEdits.contentType, 'researcher-flag'), eq(contentEdits.contentId, uuid)))
    )[0]!.n;

  it('finds an individual by e-mail (any letter case) or national id (Arabic-Indic digits too), answering only the uuid', async () => {
    const arabicDigits = citizen.answers.national_id!.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
    for (const identifier of [citizen.email.toUpperCase(), citizen.answers.national_id!, arabicDigits]) {
      const found = await lookup({ identifier });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toEqual({ data: { uuid: citizenUuid } });
    }
    const account = await read(citizenUuid);
    expect(account.statusCode, account.body).toBe(200);
    expect(account.headers['cache-control']).toBe('no-store');
    const data = account.json<{ data: CitizenAccount }>().data;
    expect(data).toEqual({ uuid: citizenUuid, name: 'ريم القحطاني', is_researcher: false, revision: '0', history: [] });
    // No more personal data than the flag needs.
    expect(account.body).not.toContain(citizen.email);
    expect(account.body).not.toContain(citizen.answers.national_id);
  });

  it('sets the flag, so the citizen submits research; clears it, so they cannot; each change in the history', async () => {
    expect((await submitResearch()).statusCode).toBe(403);

    const set = await setFlag(citizenUuid, { is_researcher: 'true', reason: 'خطاب من جامعة الملك سعود' });
    expect(set.statusCode, set.body).toBe(200);
    const afterSet = set.json<{ data: CitizenAccount; message: string }>();
    expect(afterSet.message).toBe('تم حفظ صفة الباحث');
    expect(afterSet.data.is_researcher).toBe(true);
    expect(afterSet.data.history).toEqual([
      { actor: 'ريم الشمري', at: expect.any(String), is_researcher: true, reason: 'خطاب من جامعة الملك سعود' },
    ]);
    expect(await flagOf(citizen.id)).toBe(true);
    const submitted = await submitResearch();
    expect(submitted.statusCode, submitted.body).toBe(201);

    const cleared = await setFlag(
      citizenUuid,
      { is_researcher: 'false', reason: 'Project ended' },
      { token: otherAdmin.token, locale: 'en', ifMatch: afterSet.data.revision },
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<{ message: string }>().message).toBe('The researcher flag was saved');
    expect(await flagOf(citizen.id)).toBe(false);
    expect((await submitResearch()).statusCode).toBe(403);

    const history = (await read(citizenUuid)).json<{ data: CitizenAccount }>().data.history;
    expect(history.map(({ actor, is_researcher, reason }) => [actor, is_researcher, reason])).toEqual([
      ['سارة الدوسري', false, 'Project ended'],
      ['ريم الشمري', true, 'خطاب من جامعة الملك سعود'],
    ]);
    expect(Date.parse(history[0]!.at)).toBeGreaterThanOrEqual(Date.parse(history[1]!.at));
    expect(await historyRows()).toBe(2);
  });

  it('lets an auditor find and read an account but not change it; refuses editors, reviewers, citizens and visitors', async () => {
    const before = await historyRows();
    const identifier = citizen.email;
    expect((await lookup({ identifier }, { token: auditor.token })).statusCode).toBe(200);
    expect((await read(citizenUuid, { token: auditor.token })).statusCode).toBe(200);
    const fields = { is_researcher: 'true', reason: 'x' };
    expect((await setFlag(citizenUuid, fields, { token: auditor.token })).statusCode).toBe(403);
    for (const token of [editor.token, reviewer.token, citizen.token]) {
      expect((await lookup({ identifier }, { token })).statusCode).toBe(403);
      expect((await read(citizenUuid, { token })).statusCode).toBe(403);
      const refused = await setFlag(citizenUuid, fields, { token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<Refusal>().message).toEqual(expect.any(String));
    }
    expect((await lookup({ identifier }, { token: '' })).statusCode).toBe(401);
    expect((await read(citizenUuid, { token: '' })).statusCode).toBe(401);
    expect((await setFlag(citizenUuid, fields, { token: '' })).statusCode).toBe(401);
    expect(await flagOf(citizen.id)).toBe(false);
    expect(await historyRows()).toBe(before);
  });

  it('answers an unknown, a company or a malformed lookup 422 on the field, in the request language', async () => {
    for (const [identifier, locale, text] of [
      ['nobody@example.sa', 'ar', 'لا يوجد حساب فرد بهذا البريد الإلكتروني أو رقم الهوية'],
      ['1999999999', 'en', "No individual's account has this e-mail address or national ID"],
      [demoCompany.email, 'en', "No individual's account has this e-mail address or national ID"],
      ['123', 'en', 'Write a valid e-mail address or a 10-digit national ID starting with 1 or 2'],
      ['', 'ar', 'اكتب البريد الإلكتروني أو رقم الهوية'],
      ["' OR 1=1 --", 'ar', 'اكتب بريدا إلكترونيا صحيحا أو رقم هوية من 10 أرقام يبدأ بـ 1 أو 2'],
    ] as const) {
      const refused = await lookup({ identifier }, { locale });
      expect(refused.statusCode, `${identifier}: ${refused.body}`).toBe(422);
      const body = refused.json<Refusal>();
      expect(body.errors?.identifier).toEqual([text]);
      expect(body.message).toEqual(expect.any(String));
    }
  });

  it('refuses a bad change 422 on its fields (Arabic or English) and writes nothing', async () => {
    const before = { flag: await flagOf(citizen.id), rows: await historyRows() };
    const cases: [Fields, string, string, string][] = [
      [{ is_researcher: 'true' }, 'ar', 'reason', 'السبب مطلوب'],
      [{ is_researcher: 'true', reason: '' }, 'en', 'reason', 'The reason is required'],
      [
        { is_researcher: 'true', reason: 'a'.repeat(501) },
        'en',
        'reason',
        'The reason must be 500 characters or fewer',
      ],
      [{ is_researcher: 'true', reason: 'abc\u202Edef' }, 'ar', 'reason', 'السبب غير صالح'],
      [{ is_researcher: 'maybe', reason: 'x' }, 'en', 'is_researcher', "Tick whether the account is a researcher's"],
      [{ reason: 'x' }, 'ar', 'is_researcher', 'حدد إن كان الحساب لباحث'],
      // The flag as it already is: nothing to change.
      [{ is_researcher: 'false', reason: 'x' }, 'en', 'is_researcher', 'The account already has this value'],
    ];
    for (const [fields, locale, field, text] of cases) {
      const refused = await setFlag(citizenUuid, fields, { locale });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json<Refusal>().errors?.[field]).toEqual([text]);
    }
    expect({ flag: await flagOf(citizen.id), rows: await historyRows() }).toEqual(before);
  });

  it('answers 404 for an unknown, malformed or company account, and 409 over a stale revision', async () => {
    const fields = { is_researcher: 'true', reason: 'x' };
    const company = (await t.db.select({ uuid: users.uuid }).from(users).where(eq(users.email, demoCompany.email)))[0]!
      .uuid;
    for (const uuid of [UNKNOWN, 'not-a-uuid', company]) {
      expect((await read(uuid)).statusCode).toBe(404);
      expect((await setFlag(uuid, fields)).statusCode).toBe(404);
    }
    const before = await historyRows();
    const stale = await setFlag(citizenUuid, fields, { ifMatch: '1' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(await historyRows()).toBe(before);
    expect(await flagOf(citizen.id)).toBe(false);
  });

  it('takes two admins setting the flag at once one after the other: one change, the other told', async () => {
    const fields = { is_researcher: 'true', reason: 'طلب الجامعة' };
    const before = await historyRows();
    const answers = await Promise.all([
      setFlag(citizenUuid, fields),
      setFlag(citizenUuid, fields, { token: otherAdmin.token }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await historyRows()).toBe(before + 1);
    expect(await flagOf(citizen.id)).toBe(true);
  });
});
