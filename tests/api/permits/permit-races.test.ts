import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_FIELD } from '../../../schemas/api/accounts';
import { permitFiles, permits } from '../../../server/db/schema';
import { freshAddress, solvedCaptcha, type Fields } from '../../support/accounts';
import { encodeMultipart } from '../../support/multipart';
import { newApplicant, validPermitFields, type PermitSlug } from '../../support/permit-fixtures';
import { createTestApp, type TestApp } from '../../support/test-app';

/** Bounded bursts on the real database (PGlite here, PostgreSQL in CI's second run): limits hold in parallel, not only in sequence. */
describe('permit requests under parallel bursts', () => {
  let t: TestApp;

  const post = async (slug: PermitSlug, fields: Fields, token: string, idempotencyKey?: string) => {
    const parts = Object.entries(fields).flatMap(([name, value]) =>
      [value].flat().map((item) => [name, item] as [string, string | File]),
    );
    const { payload, contentType } = await encodeMultipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/permits/${slug}`,
      payload,
      headers: {
        'content-type': contentType,
        authorization: `Bearer ${token}`,
        'x-forwarded-for': freshAddress(),
        ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
      },
    });
  };
  const permitsFor = async (apiaryId: number) =>
    (await t.db.select({ n: count() }).from(permits).where(eq(permits.apiaryId, apiaryId)))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('50 applicants racing for one apiary: exactly one is accepted, the others are told it is reserved, and no file is left of them', async () => {
    const applicants = await Promise.all(Array.from({ length: 50 }, () => newApplicant(t)));
    const filesBefore = (await t.db.select({ n: count() }).from(permitFiles))[0]!.n;
    const answers = await Promise.all(
      applicants.map(({ token }) => post('beekeeping', validPermitFields.beekeeping('6'), token)),
    );

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(49);
    for (const refused of answers.filter((answer) => answer.statusCode === 422)) {
      expect(refused.json().errors).toEqual({ apiary_id: ['المنحل المختار محجوز، اختر منحلا آخر'] });
    }
    expect(await permitsFor(6)).toBe(1);
    expect((await t.db.select({ n: count() }).from(permitFiles))[0]!.n).toBe(filesBefore + 4);
  });

  it('a double click (two parallel posts with one Idempotency-Key) stores one request, and both are told the same', async () => {
    const { token } = await newApplicant(t);
    const key = randomUUID();
    const [first, second] = await Promise.all(
      [0, 1].map(() => post('free-camping', validPermitFields['free-camping'](), token, key)),
    );
    const answered = [first!, second!].filter((answer) => answer.statusCode === 201);
    // The second either waits for the first's answer and replays it, or is told the first is still being handled.
    expect(answered.length + [first!, second!].filter((answer) => answer.statusCode === 409).length).toBe(2);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    const references = new Set(answered.map((answer) => answer.json().data.reference));
    expect(references.size).toBe(1);
    const [reference] = references;
    expect((await t.db.select({ n: count() }).from(permits).where(eq(permits.reference, reference!)))[0]!.n).toBe(1);
  });

  it('30 parallel requests of one type get 30 consecutive references, none twice', async () => {
    const applicants = await Promise.all(Array.from({ length: 30 }, () => newApplicant(t)));
    const answers = await Promise.all(
      applicants.map(({ token }) => post('scientific-research', validPermitFields['scientific-research'](), token)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(201));
    const numbers = answers.map((answer) => Number(answer.json().data.reference.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, index) => numbers[0]! + index));
  });

  describe('the captcha after three refusals (specific area and work permits)', () => {
    it.each(['specific-area', 'work-permit'] as const)(
      '%s: the fourth try needs a solved captcha, even in a burst, and a success starts the count again',
      async (slug) => {
        const { token } = await newApplicant(t);
        // Valid by the form, refused by the server: a site of another region.
        const broken = { ...validPermitFields[slug](), 'area_ids[]': ['9'] };
        // A burst of five refused tries: three are refused for what they are, the others for the missing captcha.
        const burst = await Promise.all(Array.from({ length: 5 }, () => post(slug, broken, token)));
        const captchaDemands = burst.filter((answer) => CAPTCHA_FIELD in (answer.json().errors ?? {}));
        expect(burst.every((answer) => answer.statusCode === 422)).toBe(true);
        expect(captchaDemands).toHaveLength(2);

        const withoutCaptcha = await post(slug, validPermitFields[slug](), token);
        expect(withoutCaptcha.statusCode).toBe(422);
        expect(withoutCaptcha.json()).toEqual({
          message: 'يرجى التحقق من reCAPTCHA قبل المتابعة',
          errors: { [CAPTCHA_FIELD]: ['يرجى التحقق من reCAPTCHA قبل المتابعة'] },
        });

        const solved = await post(
          slug,
          { ...validPermitFields[slug](), [CAPTCHA_FIELD]: await solvedCaptcha(t) },
          token,
        );
        expect(solved.statusCode, solved.body).toBe(201);
        // A replayed captcha is refused; but after the success no captcha is needed.
        expect((await post(slug, validPermitFields[slug](), token)).statusCode).toBe(201);
      },
    );

    it('does not guard beekeeping, free camping or research: refusals never ask for a captcha', async () => {
      const { token } = await newApplicant(t);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const refused = await post('free-camping', { ...validPermitFields['free-camping'](), terms: 'false' }, token);
        expect(Object.keys(refused.json().errors)).toEqual(['terms']);
      }
    });
  });
});
