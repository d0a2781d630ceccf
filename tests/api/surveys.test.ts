import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEnvelope } from '../../schemas/api/envelopes';
import type { SurveyDetail, SurveySummary } from '../../schemas/api/surveys';
import { surveyAnswerFiles, surveyAnswers, surveys } from '../../server/db/schema';
import surveyList from '../../server/db/seed/content/surveys.json';
import { demoIndividual, type Fields, freshAddress, newVerifiedMember, postForm, signIn } from '../support/accounts';
import { encodeMultipart } from '../support/multipart';
import { pdfOfSize, PNG_BYTES } from '../support/member-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const UNKNOWN_UUID = '123e4567-e89b-42d3-a456-426614174000';
const MAX_BYTES = 5 * 1024 * 1024;
const png = (name = 'sighting.png') => new File([PNG_BYTES], name, { type: 'image/png' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => t.close());

const list = (query = '', language = 'ar') =>
  t.app.inject({ url: `/api/v1/surveys${query}`, headers: { 'accept-language': language } });
const page = async (query = '', language = 'ar') => (await list(query, language)).json<ListEnvelope<SurveySummary>>();
const read = (
  uuid: string,
  { token, query = '', language = 'ar' }: { token?: string; query?: string; language?: string } = {},
) =>
  t.app.inject({
    url: `/api/v1/surveys/${uuid}${query}`,
    headers: { 'accept-language': language, ...(token && { authorization: `Bearer ${token}` }) },
  });

/** The stored survey titled `titleEn` in the demo content. */
async function surveyTitled(titleEn: string) {
  const [row] = await t.db.select().from(surveys).where(eq(surveys.titleEn, titleEn));
  if (!row) throw new Error(`no survey ${titleEn}`);
  return row;
}

const answer = (uuid: string, fields: Fields, options: { token?: string; locale?: string } = {}) =>
  postForm(t, `surveys/${uuid}/answer`, fields, { from: freshAddress(), ...options });
const answersTo = (surveyId: number) => t.db.select().from(surveyAnswers).where(eq(surveyAnswers.surveyId, surveyId));
const uploadedFiles = async () => (await fs.readdir(path.join(t.dataDir, 'uploads'))).sort();

/** Valid answers to "Wildlife sightings" (1 radio, 2 text, 3 date, 4 number, 5 file, 6 tel). */
const sighting = (guest: string | undefined, extra: Fields = {}): Fields => ({
  ...(guest && { guest_uuid: guest }),
  'answers[0][id]': '1',
  'answers[0][answer]': 'gazelle',
  'answers[1][id]': '3',
  'answers[1][answer]': '2025-10-01',
  'answers[2][id]': '4',
  'answers[2][answer]': '7',
  ...extra,
});

describe('the demo surveys', () => {
  it('are 22, two for members only, each asking 3 to 7 questions with ids of their own; every question type is asked', () => {
    expect(surveyList).toHaveLength(22);
    expect(surveyList.filter((survey) => !survey.display_in_public)).toHaveLength(2);
    for (const survey of surveyList) {
      expect(survey.questions.length, survey.title_en).toBeGreaterThanOrEqual(3);
      expect(survey.questions.length, survey.title_en).toBeLessThanOrEqual(7);
      expect(new Set(survey.questions.map((question) => question.id)).size, survey.title_en).toBe(
        survey.questions.length,
      );
      for (const question of survey.questions) {
        const choices = (question as { options?: unknown[] }).options?.length ?? 0;
        expect(choices > 0, `${survey.title_en} ${question.id}`).toBe(
          question.type === 'radio' || question.type === 'checkbox',
        );
      }
    }
    expect(new Set(surveyList.flatMap((survey) => survey.questions.map((question) => question.type)))).toEqual(
      new Set(['radio', 'checkbox', 'textarea', 'text', 'date', 'number', 'tel', 'file']),
    );
  });
});

describe('GET /api/v1/surveys', () => {
  it('lists 20 a page, newest first, members-only surveys marked', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json<ListEnvelope<SurveySummary>>();
    expect(meta).toEqual({ current_page: 1, from: 1, last_page: 2, per_page: 20, total: surveyList.length });
    expect(data[0]).toMatchObject({
      title: 'استبيان رضا الزوار 2025',
      display_in_public: true,
      is_open: true,
      image: { path: '/demo/headers/rawdah.webp' },
    });
    const dates = data.map((survey) => survey.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.filter((survey) => !survey.display_in_public).map((survey) => survey.title)).toEqual([
      'احتياجات البحث العلمي',
      'المتطوعون: تجربتك معنا',
    ]);
    for (const survey of data) expect(survey).not.toHaveProperty('questions');
  });

  it('has the rest on page 2 and nothing past the end', async () => {
    const second = await page('?page=2');
    expect(second.meta).toMatchObject({ current_page: 2, from: 21, last_page: 2 });
    expect(second.data.at(-1)).toMatchObject({ title: 'استبيان رضا الزوار 2024', is_open: false });
    const uuids = new Set([...(await page()).data, ...second.data].map((survey) => survey.uuid));
    expect(uuids.size).toBe(surveyList.length);
    expect(await page('?page=3')).toEqual({
      data: [],
      meta: { current_page: 3, from: null, last_page: 2, per_page: 20, total: surveyList.length },
    });
  });

  it('answers in the language of `locale` when sent, else of Accept-Language', async () => {
    expect((await page('', 'en')).data[0]!.title).toBe('Visitor satisfaction survey 2025');
    expect((await page('?locale=en')).data[0]!.title).toBe('Visitor satisfaction survey 2025');
    expect((await page('?locale=ar', 'en')).data[0]!.title).toBe('استبيان رضا الزوار 2025');
    for (const survey of (await page('?locale=en&page=2')).data)
      expect(`${survey.title} ${survey.description}`).not.toMatch(/\p{Script=Arabic}/u);
    const bad = await list('?locale=fr', 'en');
    expect(bad.statusCode).toBe(422);
  });

  it.each(['0', '-1', '1e9', 'abc', ''])('refuses page=%j with a translated 422', async (value) => {
    const arabic = await list(`?page=${encodeURIComponent(value)}`);
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json()).toEqual({
      message: 'البيانات المدخلة غير صحيحة',
      errors: { page: ['يجب أن تكون القيمة عددا صحيحا من 1 إلى 100000'] },
    });
    const english = await list(`?page=${encodeURIComponent(value)}`, 'en');
    expect(english.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { page: ['Must be a whole number from 1 to 100000.'] },
    });
  });

  it('revalidates with the ETag', async () => {
    const first = await list();
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({
      url: '/api/v1/surveys',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/v1/surveys/{uuid}', () => {
  it('gives a public survey with its questions in the language asked for', async () => {
    const { uuid } = await surveyTitled('Wildlife sightings');
    const arabic = await read(uuid);
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers['cache-control']).toBe('public, no-cache');
    const survey = arabic.json<{ data: SurveyDetail }>().data;
    expect(survey).not.toHaveProperty('answered');
    expect(survey.questions.map((question) => question.type)).toEqual([
      'radio',
      'text',
      'date',
      'number',
      'file',
      'tel',
    ]);
    expect(survey.questions[0]).toMatchObject({ id: 1, question: 'ماذا شاهدت؟', required: true });
    expect(survey.questions[0]!.options[0]).toEqual({ value: 'gazelle', label: 'ظباء' });
    const english = (await read(uuid, { language: 'en' })).json<{ data: SurveyDetail }>().data;
    expect(english.questions[0]!.options[0]).toEqual({ value: 'gazelle', label: 'Gazelles' });
    expect(JSON.stringify(english)).not.toMatch(/\p{Script=Arabic}/u);
  });

  it.each([
    ['an unknown uuid', UNKNOWN_UUID],
    ['a malformed uuid', 'not-a-survey'],
    ['an encoded ../', '..%2F..%2Fetc%2Fpasswd'],
  ])('answers 404 for %s', async (_, uuid) => {
    const res = await read(uuid, { language: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The page or item you asked for does not exist.' });
  });

  it('asks a visitor to sign in for a members-only survey, and shows it to a member', async () => {
    const { uuid } = await surveyTitled('Research needs');
    const visitor = await read(uuid);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'هذا الاستبيان متاح للمستخدمين المسجلين فقط، يجب تسجيل الدخول أولا' });
    expect((await read(uuid, { language: 'en' })).json()).toEqual({
      message: 'This survey is for signed-in members only. You must log in first.',
    });
    expect((await read(uuid, { token: 'not-a-valid-token' })).statusCode).toBe(401);
    const member = await read(uuid, { token: await signIn(t, demoIndividual) });
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.json<{ data: SurveyDetail }>().data).toMatchObject({ display_in_public: false, answered: false });
  });

  it('refuses a malformed guest_uuid', async () => {
    const { uuid } = await surveyTitled('Wildlife sightings');
    expect((await read(uuid, { query: '?guest_uuid=not-a-uuid' })).statusCode).toBe(422);
  });
});

describe('POST /api/v1/surveys/{uuid}/answer', () => {
  it('records a guest answer with its file, says so in the language asked, and tells that guest it is answered', async () => {
    const survey = await surveyTitled('Wildlife sightings');
    const guest = randomUUID();
    const before = await uploadedFiles();
    const res = await answer(
      survey.uuid,
      sighting(guest, {
        'answers[3][id]': '5',
        'answers[3][files][0]': png(),
        'answers[4][id]': '6',
        'answers[4][answer]': '+966501234567',
      }),
      { locale: 'en' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Submitted successfully!' });

    const [row] = (await answersTo(survey.id)).filter((stored) => stored.guestUuid === guest);
    expect(row).toMatchObject({
      userId: null,
      answers: { '1': 'gazelle', '3': '2025-10-01', '4': 7, '6': '+966501234567' },
    });
    const files = await t.db.select().from(surveyAnswerFiles).where(eq(surveyAnswerFiles.answerId, row!.id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      questionId: 5,
      originalName: 'sighting.png',
      mimeType: 'image/png',
      sizeBytes: PNG_BYTES.length,
    });
    expect((row!.answers as Record<string, unknown>)['5']).toEqual([files[0]!.storedName]);
    expect(await uploadedFiles()).toEqual([...before, files[0]!.storedName].sort());
    expect(await fs.readFile(path.join(t.dataDir, 'uploads', files[0]!.storedName))).toEqual(PNG_BYTES);

    const mine = (await read(survey.uuid, { query: `?guest_uuid=${guest}` })).json<{ data: SurveyDetail }>().data;
    expect(mine.answered).toBe(true);
    expect(
      (await read(survey.uuid, { query: `?guest_uuid=${randomUUID()}` })).json<{ data: SurveyDetail }>().data.answered,
    ).toBe(false);
  });

  it('refuses a second answer by the same guest with 409, storing nothing more', async () => {
    const survey = await surveyTitled('Wildlife sightings');
    const guest = randomUUID();
    expect((await answer(survey.uuid, sighting(guest))).statusCode).toBe(201);
    const again = await answer(survey.uuid, sighting(guest, { 'answers[3][id]': '5', 'answers[3][files][0]': png() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'لقد أجبت على هذا الاستبيان من قبل' });
    expect((await answersTo(survey.id)).filter((row) => row.guestUuid === guest)).toHaveLength(1);
  });

  it('keeps one answer of a burst of 20 by one guest, and no file of the others', async () => {
    const survey = await surveyTitled('Wildlife sightings');
    const guest = randomUUID();
    const before = await uploadedFiles();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        answer(survey.uuid, sighting(guest, { 'answers[3][id]': '5', 'answers[3][files][0]': png() })),
      ),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect((await answersTo(survey.id)).filter((row) => row.guestUuid === guest)).toHaveLength(1);
    const added = (await uploadedFiles()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(added[0]!.startsWith('.staging-')).toBe(false);
  });

  it('answers a repeat with the same Idempotency-Key as the first time, storing one answer', async () => {
    const survey = await surveyTitled('Wildlife sightings');
    const guest = randomUUID();
    const { payload, contentType } = await encodeMultipart(Object.entries(sighting(guest)) as [string, string][]);
    // A key belongs to its client: a visitor's is their address.
    const from = freshAddress();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/surveys/${survey.uuid}/answer`,
        payload,
        headers: { 'content-type': contentType, 'idempotency-key': 'survey-answer-key-0001', 'x-forwarded-for': from },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await answersTo(survey.id)).filter((row) => row.guestUuid === guest)).toHaveLength(1);
  });

  it('records a member as themselves, once, whatever guest_uuid they send', async () => {
    const survey = await surveyTitled('Research needs');
    const member = await newVerifiedMember(t);
    const fields: Fields = {
      guest_uuid: randomUUID(),
      'answers[0][id]': '1',
      'answers[0][answer][]': ['plants', 'water'],
      'answers[1][id]': '2',
      'answers[1][answer]': 'جامعة الملك سعود',
      'answers[2][id]': '3',
      'answers[2][answer]': 'no',
    };
    const first = await answer(survey.uuid, fields, { token: member.token });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ message: 'تم التقديم بنجاح!' });
    const [row] = (await answersTo(survey.id)).filter((stored) => stored.userId === member.id);
    expect(row).toMatchObject({
      guestUuid: null,
      answers: { '1': ['plants', 'water'], '2': 'جامعة الملك سعود', '3': 'no' },
    });
    const again = await answer(
      survey.uuid,
      { ...fields, guest_uuid: randomUUID() },
      { token: member.token, locale: 'en' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already answered this survey.' });
    expect((await read(survey.uuid, { token: member.token })).json<{ data: SurveyDetail }>().data.answered).toBe(true);
  });

  it('asks a visitor to sign in for a members-only survey, storing nothing', async () => {
    const survey = await surveyTitled('Research needs');
    const before = (await answersTo(survey.id)).length;
    const res = await answer(
      survey.uuid,
      { guest_uuid: randomUUID(), 'answers[0][id]': '1', 'answers[0][answer][]': 'plants' },
      { locale: 'en' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'This survey is for signed-in members only. You must log in first.' });
    expect(await answersTo(survey.id)).toHaveLength(before);
  });

  it('refuses a closed survey with 403 and an unknown one with 404', async () => {
    const closed = await surveyTitled('Visitor satisfaction survey 2024');
    const res = await answer(
      closed.uuid,
      { guest_uuid: randomUUID(), 'answers[0][id]': '1', 'answers[0][answer]': '5' },
      { locale: 'en' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This survey is closed and takes no more answers.' });
    expect((await answer(UNKNOWN_UUID, { guest_uuid: randomUUID() })).statusCode).toBe(404);
  });

  it('needs a guest_uuid (a UUID v4) from a visitor', async () => {
    const { uuid } = await surveyTitled('Wildlife sightings');
    for (const guest of [undefined, 'not-a-uuid', '123e4567-e89b-12d3-a456-426614174000']) {
      const res = await answer(uuid, sighting(guest), { locale: 'en' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('guest_uuid');
    }
  });

  it('refuses a required question left blank with a 422 naming it, storing nothing', async () => {
    const survey = await surveyTitled('Wildlife sightings');
    const guest = randomUUID();
    const blank = await answer(survey.uuid, { ...sighting(guest), 'answers[0][answer]': '' }, { locale: 'en' });
    expect(blank.statusCode, blank.body).toBe(422);
    expect(blank.json()).toEqual({
      message: 'Please fill in the required fields',
      errors: { q_1: ['This question is required'] },
    });
    const missing = await answer(survey.uuid, { guest_uuid: guest, 'answers[0][id]': '4', 'answers[0][answer]': '3' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'يرجى تعبئة الحقول المطلوبة',
      errors: { q_1: ['هذا السؤال مطلوب'], q_3: ['هذا السؤال مطلوب'] },
    });
    expect((await answersTo(survey.id)).filter((row) => row.guestUuid === guest)).toHaveLength(0);
  });

  it.each([
    ['over 5 MB', () => new File([pdfOfSize(MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' })],
    ['not an allowed type', () => new File(['just text, not a picture'], 'note.png', { type: 'image/png' })],
    [
      'an SVG',
      () =>
        new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg', {
          type: 'image/svg+xml',
        }),
    ],
  ])('refuses a file %s with a 422, leaving no row and no file', async (_, file) => {
    const survey = await surveyTitled('Wildlife sightings');
    const guest = randomUUID();
    const before = await uploadedFiles();
    const res = await answer(survey.uuid, sighting(guest, { 'answers[3][id]': '5', 'answers[3][files][0]': file() }));
    expect(res.statusCode, res.body).toBe(422);
    expect((await answersTo(survey.id)).filter((row) => row.guestUuid === guest)).toHaveLength(0);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('takes a file of exactly 5 MB', async () => {
    const survey = await surveyTitled('Wildlife sightings');
    const exact = new File([pdfOfSize(MAX_BYTES)], 'exact.pdf', { type: 'application/pdf' });
    const res = await answer(
      survey.uuid,
      sighting(randomUUID(), { 'answers[3][id]': '5', 'answers[3][files][0]': exact }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a choice that is not among the options, and drops an answer to an unknown question', async () => {
    const { uuid } = await surveyTitled('Wildlife sightings');
    const dragon = await answer(uuid, { ...sighting(randomUUID()), 'answers[0][answer]': 'dragon' }, { locale: 'en' });
    expect(dragon.statusCode).toBe(422);
    expect(dragon.json().errors).toEqual({ q_1: ['Choose one of the options shown'] });
    // An answer to a question the survey does not ask is dropped, never stored.
    const guest = randomUUID();
    const unknown = await answer(uuid, sighting(guest, { 'answers[3][id]': '99', 'answers[3][answer]': 'x' }));
    expect(unknown.statusCode).toBe(201);
    const [row] = (await answersTo((await surveyTitled('Wildlife sightings')).id)).filter(
      (stored) => stored.guestUuid === guest,
    );
    expect(Object.keys(row!.answers).sort()).toEqual(['1', '3', '4']);
  });
});
