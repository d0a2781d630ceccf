import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermitVerification } from '../../../schemas/api/permits';
import { formatCheckCode } from '../../../schemas/permit-proof';
import { permits } from '../../../server/db/schema';
import { freshAddress } from '../../support/accounts';
import { signTestToken } from '../../support/permit-proof';
import { queueApplicant, queuedPermit } from '../../support/queue-fixtures';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const inArabicIndic = (text: string) => text.replace(/\d/g, (digit) => ARABIC_INDIC[Number(digit)]!);

describe('POST permit-verifications', () => {
  let t: TestApp;
  let approved: { uuid: string; reference: string; checkCode: string };

  const verify = (payload: unknown, { locale = 'en', from = freshAddress() } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/permit-verifications',
      headers: { 'accept-language': locale, 'x-forwarded-for': from },
      payload: payload as Record<string, unknown>,
    });

  /** An approved permit with its document's proof, as the approval stores it. */
  async function approvedPermit(name = 'محمد بن عبدالله العتيبي') {
    const userId = await queueApplicant(t, name);
    const permit = await queuedPermit(t, { userId, type: 'free_camping', status: 'approved' });
    const days = { firstDay: '2026-12-01', lastDay: '2026-12-03' };
    const { token, checkCode } = await signTestToken(t.app, { ref: permit.reference, typ: 'free_camping', name });
    await t.db
      .update(permits)
      .set({ proofToken: token, checkCode, ...days })
      .where(eq(permits.id, permit.id));
    return { uuid: permit.uuid, reference: permit.reference, checkCode };
  }

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    approved = await approvedPermit();
  });
  afterAll(() => t.close());

  it('answers a matching reference and code with the status and the holder’s initials, never the name', async () => {
    const answer = await verify({ reference: approved.reference, code: approved.checkCode });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: PermitVerification }>()).toEqual({
      data: {
        reference: approved.reference,
        type: 'free_camping',
        status: 'approved',
        first_day: '2026-12-01',
        last_day: '2026-12-03',
        initials: 'م. ا.',
      },
    });
    expect(answer.body).not.toContain('العتيبي');
  });

  it('reads the code and reference as people type them: hyphen, lower case, look-alikes, Arabic-Indic digits, marks', async () => {
    const typed = formatCheckCode(approved.checkCode).toLowerCase().replace(/1/g, 'l').replace(/0/g, 'o');
    const reference = ` \u2066${inArabicIndic(approved.reference.toLowerCase())}\u2069 `;
    const answer = await verify({ reference, code: inArabicIndic(typed) });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('says cancelled once staff cancel the approved permit', async () => {
    const permit = await approvedPermit('سارة العتيبي');
    const admin = await newStaffMember(t, { role: 'admin' });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/permits/${permit.uuid}/cancel`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { reason: 'إغلاق الموقع للصيانة' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const answer = await verify({ reference: permit.reference, code: permit.checkCode });
    expect(answer.json<{ data: PermitVerification }>().data).toMatchObject({ status: 'cancelled', initials: 'س. ا.' });
  });

  it('gives one 404 for a wrong code, an unknown reference and a permit without a document', async () => {
    const userId = await queueApplicant(t, 'نورة');
    const undocumented = await queuedPermit(t, { userId, type: 'free_camping', status: 'approved' });
    const wrongCode = approved.checkCode.startsWith('A')
      ? `B${approved.checkCode.slice(1)}`
      : `A${approved.checkCode.slice(1)}`;
    const answers = await Promise.all([
      verify({ reference: approved.reference, code: wrongCode }, { locale: 'ar' }),
      verify({ reference: 'FC-2026-999999', code: approved.checkCode }, { locale: 'ar' }),
      verify({ reference: undocumented.reference, code: approved.checkCode }, { locale: 'ar' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'لا يوجد تصريح بهذا الرقم ورمز التحقق. قارنهما بما طُبع على التصريح.' });
    }
  });

  it.each([
    ['ar', 'رقم التصريح يُكتب هكذا: SA-2026-000123', 'رمز التحقق 8 حروف وأرقام، كما طُبع تحت رمز QR في التصريح'],
    [
      'en',
      'A permit reference is written like this: SA-2026-000123',
      'The check code is 8 letters and digits, as printed under the permit’s QR code',
    ],
  ])('refuses a malformed reference and code field by field (%s)', async (locale, reference, code) => {
    for (const [sent, fields] of [
      [
        { reference: 'SA-2026', code: 'ABCD-EFG' },
        { reference: [reference], code: [code] },
      ],
      [{ reference: approved.reference, code: 'ABCD-EFGU' }, { code: [code] }],
      [{ reference: '<script>', code: approved.checkCode }, { reference: [reference] }],
    ] as const) {
      const answer = await verify(sent, { locale });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ errors: fields });
    }
  });

  it.each<[string, unknown]>([
    ['no code', { reference: 'SA-2026-000123' }],
    ['a null code', { reference: 'SA-2026-000123', code: null }],
    ['an object for a code', { reference: 'SA-2026-000123', code: { $ne: '' } }],
    ['a megabyte of reference', { reference: 'S'.repeat(1024 * 1024 - 100), code: 'ABCD-EFGH' }],
  ])('refuses %s with 422 or 413, in the request’s language', async (_, payload) => {
    const answer = await verify(payload, { locale: 'ar' });
    expect([413, 422]).toContain(answer.statusCode);
    expect(answer.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('ignores a field it does not take, as the other JSON bodies do', async () => {
    const answer = await verify({ reference: approved.reference, code: approved.checkCode, status: 'approved' });
    expect(answer.statusCode).toBe(200);
  });

  it('answers 429 after 30 failed attempts from one address in a burst, while a match gives its point back', async () => {
    const from = freshAddress();
    const matched = await Promise.all(
      Array.from({ length: 5 }, () => verify({ reference: approved.reference, code: approved.checkCode }, { from })),
    );
    expect(matched.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => verify({ reference: 'FC-2026-999999', code: approved.checkCode }, { from })),
    );
    const statuses = burst.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const refused = await verify({ reference: approved.reference, code: approved.checkCode }, { from, locale: 'ar' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'محاولات كثيرة، يرجى المحاولة لاحقا' });
    // Another address is not held back.
    expect((await verify({ reference: approved.reference, code: approved.checkCode })).statusCode).toBe(200);
  });
});
