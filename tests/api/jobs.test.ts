import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEnvelope } from '../../schemas/api/envelopes';
import type { JobDetail, JobSummary } from '../../schemas/api/jobs';
import type { JobApplication } from '../../schemas/api/member';
import { jobApplicationFiles, jobApplications, jobOpportunities } from '../../server/db/schema';
import jobList from '../../server/db/seed/content/jobs.json';
import { demoCompany, type Fields, freshAddress, newVerifiedMember, postForm, signIn } from '../support/accounts';
import { encodeMultipart } from '../support/multipart';
import { pdfOfSize, PNG_BYTES } from '../support/member-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const UNKNOWN_UUID = '123e4567-e89b-42d3-a456-426614174000';
const MAX_BYTES = 5 * 1024 * 1024;
const cv = (name = 'cv.pdf') => new File([pdfOfSize(2000)], name, { type: 'application/pdf' });
const photo = () => new File([PNG_BYTES], 'licence.png', { type: 'image/png' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => t.close());

const list = (query = '', language = 'ar') =>
  t.app.inject({ url: `/api/v1/job-opportunities${query}`, headers: { 'accept-language': language } });
const page = async (query = '', language = 'ar') => (await list(query, language)).json<ListEnvelope<JobSummary>>();
const read = (uuid: string, language = 'ar') =>
  t.app.inject({ url: `/api/v1/job-opportunities/${uuid}`, headers: { 'accept-language': language } });
const apply = (uuid: string, fields: Fields, options: { token?: string; locale?: string } = {}) =>
  postForm(t, `job-opportunities/${uuid}/apply`, fields, { from: freshAddress(), ...options });
const mine = (token: string, language = 'ar') =>
  t.app.inject({
    url: '/api/v1/me/job-opportunities',
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

/** The stored job titled `titleEn` in the demo content. */
async function jobTitled(titleEn: string) {
  const [row] = await t.db.select().from(jobOpportunities).where(eq(jobOpportunities.titleEn, titleEn));
  if (!row) throw new Error(`no job ${titleEn}`);
  return row;
}
const applicationsTo = (jobId: number) => t.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId));
const uploadedFiles = async () => (await fs.readdir(path.join(t.dataDir, 'uploads')).catch(() => [])).sort();

/** Valid answers to "Wildlife Ecologist": 1 text (required), 2 file, 3 text, 4 file (required). */
const ecologist = (extra: Fields = {}): Fields => ({
  'answers[0][id]': '1',
  'answers[0][answer]': 'سبع سنوات',
  'answers[1][id]': '4',
  'answers[1][files][0]': cv(),
  ...extra,
});

describe('GET /api/v1/job-opportunities', () => {
  it('lists 20 a page, newest first, closed jobs marked', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const { data, meta } = res.json<ListEnvelope<JobSummary>>();
    expect(meta).toEqual({ current_page: 1, from: 1, last_page: 2, per_page: 20, total: jobList.length });
    expect(data[0]).toMatchObject({ title: 'حارس ميداني', is_open: true });
    expect(data[0]!.description).toMatch(/^<p>تبحث هيئة المحمية/);
    const dates = data.map((job) => job.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.filter((job) => !job.is_open).map((job) => job.title)).toEqual([
      'أخصائي استشعار عن بعد',
      'مسؤول تواصل مجتمعي',
      'مصور حياة فطرية',
    ]);
    for (const job of data) expect(job).not.toHaveProperty('questions');
  });

  it('has the rest on page 2, a job past its closing time marked closed, and nothing past the end', async () => {
    const second = await page('?page=2', 'en');
    expect(second.meta).toMatchObject({ current_page: 2, from: 21, last_page: 2 });
    expect(second.data.find((job) => job.title === 'Procurement Specialist')).toMatchObject({ is_open: false });
    const uuids = new Set([...(await page()).data, ...second.data].map((job) => job.uuid));
    expect(uuids.size).toBe(jobList.length);
    expect(await page('?page=3')).toEqual({
      data: [],
      meta: { current_page: 3, from: null, last_page: 2, per_page: 20, total: jobList.length },
    });
  });

  it('answers in English with no Arabic left', async () => {
    for (const query of ['', '?page=2']) {
      for (const job of (await page(query, 'en')).data)
        expect(`${job.title} ${job.description}`).not.toMatch(/\p{Script=Arabic}/u);
    }
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
    const again = await t.app.inject({
      url: '/api/v1/job-opportunities',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/v1/job-opportunities/{uuid}', () => {
  it('gives the job with its bodies and questions in the language asked for', async () => {
    const { uuid } = await jobTitled('Wildlife Ecologist');
    const arabic = await read(uuid);
    expect(arabic.statusCode).toBe(200);
    const job = arabic.json<{ data: JobDetail }>().data;
    expect(job).toMatchObject({ uuid, title: 'أخصائي بيئة الحياة الفطرية', is_open: true });
    expect(job.requirements).toMatch(/^<ul><li>/);
    expect(job.questions.map((question) => [question.id, question.type, question.required])).toEqual([
      [1, 'text', true],
      [2, 'file', false],
      [3, 'text', false],
      [4, 'file', true],
    ]);
    expect(job.questions[3]).toEqual({
      id: 4,
      question: 'أرفق سيرتك الذاتية',
      type: 'file',
      required: true,
      options: [],
    });
    const english = (await read(uuid.toUpperCase(), 'en')).json<{ data: JobDetail }>().data;
    expect(english.questions[3]!.question).toBe('Attach your CV');
    expect(JSON.stringify(english)).not.toMatch(/\p{Script=Arabic}/u);
  });

  it('tells a signed-in member when they applied, privately; the public answer and a visitor never say', async () => {
    const job = await jobTitled('Plant Ecologist');
    const member = await newVerifiedMember(t);
    const personal = (token: string) =>
      t.app.inject({
        url: `/api/v1/job-opportunities/${job.uuid}`,
        headers: { 'accept-language': 'en', authorization: `Bearer ${token}` },
      });

    const before = await personal(member.token);
    expect(before.statusCode).toBe(200);
    expect(before.json<{ data: JobDetail }>().data.applied_at).toBeNull();
    expect(before.headers['cache-control']).toBe('private, no-store');

    const fields = {
      'answers[0][id]': '3',
      'answers[0][answer]': 'أحب النباتات',
      'answers[1][id]': '4',
      'answers[1][answer]': 'خمس سنوات',
    };
    const applied = await apply(job.uuid, fields, { token: member.token });
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await personal(member.token)).json<{ data: JobDetail }>().data.applied_at).toBe(
      applied.json().data.created_at,
    );

    const visitor = await read(job.uuid, 'en');
    expect(visitor.json<{ data: JobDetail }>().data).not.toHaveProperty('applied_at');
    expect(visitor.headers['cache-control']).toBe('public, no-cache');
    // A stale token reads the public job, as on any public read.
    expect((await personal('not-a-token')).json<{ data: JobDetail }>().data).not.toHaveProperty('applied_at');
  });

  it('answers null for a body a job does not have', async () => {
    const job = (await read((await jobTitled('GIS Analyst')).uuid, 'en')).json<{ data: JobDetail }>().data;
    expect(job.requirements).toBeNull();
  });

  it.each([
    ['an unknown uuid', UNKNOWN_UUID],
    ['a malformed uuid', 'not-a-job'],
    ['an encoded ../', '..%2F..%2Fetc%2Fpasswd'],
  ])('answers 404 for %s', async (_, uuid) => {
    const res = await read(uuid, 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The page or item you asked for does not exist.' });
  });
});

describe('POST /api/v1/job-opportunities/{uuid}/apply', () => {
  it('asks a visitor to sign in, storing nothing', async () => {
    const job = await jobTitled('Wildlife Ecologist');
    const before = await uploadedFiles();
    const res = await apply(job.uuid, ecologist(), { locale: 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'You must log in first.' });
    expect((await apply(job.uuid, ecologist())).json()).toEqual({ message: 'يجب تسجيل الدخول أولا' });
    expect(await applicationsTo(job.id)).toHaveLength(0);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('stores a valid application with its files, and lists it for the member in their language', async () => {
    const job = await jobTitled('Wildlife Ecologist');
    const member = await newVerifiedMember(t);
    const before = await uploadedFiles();
    const res = await apply(
      job.uuid,
      ecologist({ 'answers[1][files][1]': photo(), 'answers[2][id]': '2', 'answers[2][files][0]': photo() }),
      { token: member.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'تم التقديم على الوظيفة بنجاح!', data: { uuid: expect.any(String) } });

    const [row] = (await applicationsTo(job.id)).filter((stored) => stored.userId === member.id);
    // In the order of the questions, then of the files sent.
    const files = await t.db
      .select()
      .from(jobApplicationFiles)
      .where(eq(jobApplicationFiles.applicationId, row!.id))
      .orderBy(jobApplicationFiles.id);
    expect(files.map((file) => [file.questionId, file.originalName, file.mimeType])).toEqual([
      [2, 'licence.png', 'image/png'],
      [4, 'cv.pdf', 'application/pdf'],
      [4, 'licence.png', 'image/png'],
    ]);
    expect(row!.answers).toEqual({
      '1': 'سبع سنوات',
      '2': [files[0]!.storedName],
      '4': [files[1]!.storedName, files[2]!.storedName],
    });
    expect(await uploadedFiles()).toEqual([...before, ...files.map((file) => file.storedName)].sort());
    expect(await fs.readFile(path.join(t.dataDir, 'uploads', files[2]!.storedName))).toEqual(PNG_BYTES);

    const listed = (await mine(member.token, 'en')).json<ListEnvelope<JobApplication>>();
    expect(listed.meta.total).toBe(1);
    expect(listed.data[0]).toEqual({
      uuid: res.json().data.uuid,
      job_opportunity: { uuid: job.uuid, title: 'Wildlife Ecologist' },
      created_at: res.json().data.created_at,
    });
  });

  it("erases a member's applications and their files with the account", async () => {
    const job = await jobTitled('Field Ranger');
    const member = await newVerifiedMember(t);
    const fields = {
      'answers[0][id]': '1',
      'answers[0][answer]': 'x',
      'answers[1][id]': '2',
      'answers[1][files][0]': cv(),
    };
    expect((await apply(job.uuid, fields, { token: member.token })).statusCode).toBe(201);
    const [row] = (await applicationsTo(job.id)).filter((stored) => stored.userId === member.id);
    const [file] = await t.db.select().from(jobApplicationFiles).where(eq(jobApplicationFiles.applicationId, row!.id));
    const deleted = await postForm(
      t,
      'me',
      { password: member.password },
      { token: member.token, method: 'DELETE', from: freshAddress() },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await applicationsTo(job.id)).filter((stored) => stored.userId === member.id)).toHaveLength(0);
    expect(await uploadedFiles()).not.toContain(file!.storedName);
  });

  it('refuses a second application by the same member with 409, storing nothing more', async () => {
    const job = await jobTitled('Field Ranger');
    const member = await newVerifiedMember(t);
    const fields = (): Fields => ({
      'answers[0][id]': '1',
      'answers[0][answer]': 'أحب الطبيعة',
      'answers[1][id]': '2',
      'answers[1][files][0]': cv(),
    });
    expect((await apply(job.uuid, fields(), { token: member.token })).statusCode).toBe(201);
    const before = await uploadedFiles();
    const again = await apply(job.uuid, fields(), { token: member.token, locale: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already applied for this job.' });
    expect((await applicationsTo(job.id)).filter((row) => row.userId === member.id)).toHaveLength(1);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('keeps one application of a burst of 20 by one member, and no file of the others', async () => {
    const job = await jobTitled('Field Ranger');
    const member = await newVerifiedMember(t);
    const before = await uploadedFiles();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        apply(
          job.uuid,
          { 'answers[0][id]': '1', 'answers[0][answer]': 'x', 'answers[1][id]': '2', 'answers[1][files][0]': cv() },
          { token: member.token },
        ),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect((await applicationsTo(job.id)).filter((row) => row.userId === member.id)).toHaveLength(1);
    const added = (await uploadedFiles()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(added[0]!.startsWith('.staging-')).toBe(false);
  });

  it('answers a double click (the same Idempotency-Key) as the first time, storing one application', async () => {
    const job = await jobTitled('Plant Ecologist');
    const member = await newVerifiedMember(t);
    const { payload, contentType } = await encodeMultipart([
      ['answers[0][id]', '3'],
      ['answers[0][answer]', 'Because the rawdat matter'],
      ['answers[1][id]', '4'],
      ['answers[1][answer]', 'Ten'],
    ]);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/job-opportunities/${job.uuid}/apply`,
        payload,
        headers: {
          'content-type': contentType,
          'idempotency-key': 'job-apply-key-000001',
          authorization: `Bearer ${member.token}`,
        },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await applicationsTo(job.id)).filter((row) => row.userId === member.id)).toHaveLength(1);
  });

  it('refuses required questions left blank with a 422 naming them in the language asked, storing nothing', async () => {
    const job = await jobTitled('Wildlife Ecologist');
    const member = await newVerifiedMember(t);
    const before = await uploadedFiles();
    const blank = await apply(job.uuid, ecologist({ 'answers[0][answer]': '   ', 'answers[1][files][0]': [] }), {
      token: member.token,
      locale: 'en',
    });
    expect(blank.statusCode, blank.body).toBe(422);
    expect(blank.json()).toEqual({
      message: 'Please fill in the required fields',
      errors: { q_1: ['This question is required'], q_4: ['Attach at least one file'] },
    });
    const none = await apply(
      job.uuid,
      { 'answers[0][id]': '3', 'answers[0][answer]': 'soon' },
      { token: member.token },
    );
    expect(none.json()).toEqual({
      message: 'يرجى تعبئة الحقول المطلوبة',
      errors: { q_1: ['هذا السؤال مطلوب'], q_4: ['أرفق ملفًا واحدًا على الأقل'] },
    });
    expect((await applicationsTo(job.id)).filter((row) => row.userId === member.id)).toHaveLength(0);
    expect(await uploadedFiles()).toEqual(before);
  });

  it.each([
    [
      'over 5 MB',
      () => new File([pdfOfSize(MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' }),
      'The file is larger than 5 MB',
    ],
    [
      'not an allowed type',
      () => new File(['just text, not a picture'], 'note.png', { type: 'image/png' }),
      'File type not allowed; allowed types: PNG, JPG, GIF and PDF',
    ],
    [
      'an SVG with a script',
      () =>
        new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.svg', {
          type: 'image/svg+xml',
        }),
      'File type not allowed; allowed types: PNG, JPG, GIF and PDF',
    ],
  ])('refuses a file %s with a 422, leaving no row and no file', async (_, file, message) => {
    const job = await jobTitled('Wildlife Ecologist');
    const member = await newVerifiedMember(t);
    const before = await uploadedFiles();
    const res = await apply(
      job.uuid,
      ecologist({ 'answers[2][id]': '2', 'answers[2][files][0]': photo(), 'answers[1][files][0]': file() }),
      { token: member.token, locale: 'en' },
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ q_4: [message] });
    expect((await applicationsTo(job.id)).filter((row) => row.userId === member.id)).toHaveLength(0);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('takes a file of exactly 5 MB', async () => {
    const job = await jobTitled('Wildlife Ecologist');
    const member = await newVerifiedMember(t);
    const exact = new File([pdfOfSize(MAX_BYTES)], 'exact.pdf', { type: 'application/pdf' });
    const res = await apply(job.uuid, ecologist({ 'answers[1][files][0]': exact }), { token: member.token });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a closed job and one past its closing time with 403, an unknown one with 404', async () => {
    const member = await newVerifiedMember(t);
    for (const title of ['Remote Sensing Specialist', 'Procurement Specialist']) {
      const job = await jobTitled(title);
      const res = await apply(
        job.uuid,
        { 'answers[0][id]': '1', 'answers[0][answer]': 'x' },
        { token: member.token, locale: 'en' },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'This job is closed and takes no more applications.' });
      expect(await applicationsTo(job.id)).toHaveLength(0);
    }
    expect((await apply(UNKNOWN_UUID, ecologist(), { token: member.token })).statusCode).toBe(404);
  });

  it('refuses a company account with 403', async () => {
    const job = await jobTitled('Wildlife Ecologist');
    const res = await apply(job.uuid, ecologist(), {
      token: await signIn(t, demoCompany, 'login/company'),
      locale: 'en',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only individual accounts can apply for jobs.' });
  });

  it('drops answers to questions the job does not ask, refuses a field outside the answers, and refuses a body that is not multipart', async () => {
    const job = await jobTitled('Wildlife Ecologist');
    const member = await newVerifiedMember(t);
    const outside = await apply(job.uuid, ecologist({ q_1: 'direct' }), { token: member.token, locale: 'en' });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({ q_1: ['This field is not one the form takes.'] });
    const res = await apply(job.uuid, ecologist({ 'answers[2][id]': '99', 'answers[2][answer]': 'x' }), {
      token: member.token,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = (await applicationsTo(job.id)).filter((stored) => stored.userId === member.id);
    expect(Object.keys(row!.answers).sort()).toEqual(['1', '4']);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/job-opportunities/${job.uuid}/apply`,
      payload: { answers: [] },
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(json.statusCode).toBe(415);
  });
});
