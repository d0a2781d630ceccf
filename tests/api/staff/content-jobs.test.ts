import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { JobDetail, JobSummary } from '../../../schemas/api/jobs';
import { contentEdits, jobApplications, jobOpportunities, type StoredQuestion } from '../../../server/db/schema';
import { freshAddress, newVerifiedMember, postForm, type Fields } from '../../support/accounts';
import { contentEditingApp, contentRoutes, questionFields, type StaffMember } from '../../support/content-editing';
import { newStaffMember } from '../../support/staff';
import type { TestApp } from '../../support/test-app';

type Errors = Record<string, string[]>;

const shift = {
  type: 'radio',
  required: true,
  question_ar: 'ما نوع الدوام الذي تفضله في موسم الربيع ١٤٤٨؟',
  question_en: 'Which hours do you prefer in spring 2027?',
  options: [
    { value: 'full-time', label_ar: 'دوام كامل', label_en: 'Full time' },
    { value: 'part-time', label_ar: 'دوام جزئي', label_en: 'Part time' },
  ],
} as const satisfies Partial<StoredQuestion>;
const region = {
  type: 'radio',
  required: false,
  question_ar: 'أي مناطق المحمية تعرفها أكثر؟',
  question_en: 'Which part of the reserve do you know best?',
  options: [
    { value: 'rawdat-khuraim', label_ar: 'روضة خريم', label_en: 'Rawdat Khuraim' },
    { value: 'al-tanhat', label_ar: 'التنهات', label_en: 'Al Tanhat' },
    { value: 'al-sulaiyil', label_ar: 'السليل', label_en: 'Al Sulaiyil' },
  ],
} as const satisfies Partial<StoredQuestion>;
const experience = {
  type: 'text',
  required: true,
  question_ar: 'كم سنة عملت في الميدان؟',
  question_en: 'How many years have you worked in the field?',
} as const satisfies Partial<StoredQuestion>;
const remarks = {
  type: 'text',
  required: false,
  question_ar: 'هل لديك ما تضيفه؟',
  question_en: 'Anything to add?',
} as const satisfies Partial<StoredQuestion>;

const job = (overrides: Fields = {}, questions: Partial<StoredQuestion>[] = [shift, region, experience, remarks]) => ({
  title_ar: 'حارس ميداني أول في روضة خريم وما حولها من رياض المحمية الشمالية لموسم الربيع ١٤٤٨',
  title_en: 'Senior Field Ranger at Rawdat Khuraim for spring 2027',
  description_ar: '<p>تبحث هيئة المحمية عن حارس ميداني يقوم بدوريات يومية من الساعة ٦ صباحًا.</p>',
  description_en: '<p>The reserve authority is looking for a Field Ranger to patrol from 6 am.</p>',
  requirements_ar: '<ul><li>رخصة قيادة سعودية سارية</li></ul>',
  requirements_en: '<ul><li>A valid Saudi driving licence</li></ul>',
  is_open: 'true',
  ...Object.assign({}, ...questions.map((question, index) => questionFields(index, question))),
  ...overrides,
});

/** Editors manage the jobs and their application questions through the content frame: admin/content/jobs. */
describe('admin/content/jobs', () => {
  let t: TestApp;
  let editor: StaffMember;
  let auditor: StaffMember;

  const { send, call, created } = contentRoutes('jobs', () => ({ t, editor }));
  const storedJob = async (id: number) =>
    (await t.db.select().from(jobOpportunities).where(eq(jobOpportunities.id, id)))[0]!;
  const publicJob = async (uuid: string, locale: 'ar' | 'en' = 'ar') =>
    t.app.inject({ url: `/api/v1/job-opportunities/${uuid}`, headers: { 'accept-language': locale } });
  const publicJobs = async (locale: 'ar' | 'en') =>
    (await t.app.inject({ url: '/api/v1/job-opportunities?page=1', headers: { 'accept-language': locale } })).json<
      ListEnvelope<JobSummary>
    >().data;
  const apply = (uuid: string, fields: Fields, token: string, locale = 'ar') =>
    postForm(t, `job-opportunities/${uuid}/apply`, fields, { from: freshAddress(), token, locale });

  beforeAll(async () => {
    ({ t, editor, auditor } = await contentEditingApp());
  });
  afterAll(() => t.close());

  it('creates a job that the public list and its page show at once, numbering its questions in order', async () => {
    await publicJobs('ar'); // cached before the edit: the edit must drop it
    const id = await created(job());
    const row = await storedJob(id);
    expect(row.questions.map((question) => [question.id, question.type, question.required])).toEqual([
      [1, 'radio', true],
      [2, 'radio', false],
      [3, 'text', true],
      [4, 'text', false],
    ]);
    expect(row.questions[0]!.options).toEqual(shift.options);
    expect(row.questions[2]).not.toHaveProperty('options');
    expect(row.requirementsAr).toBe('<ul><li>رخصة قيادة سعودية سارية</li></ul>');
    expect(row.responsibilitiesAr).toBeNull();

    expect((await publicJobs('ar')).map((summary) => summary.title)).toContain(job().title_ar);
    const detail = (await publicJob(row.uuid, 'en')).json<{ data: JobDetail }>().data;
    expect(detail.title).toBe(job().title_en);
    expect(detail.questions[0]).toMatchObject({ id: 1, type: 'radio', question: shift.question_en });

    const item = (await call('GET', `/${id}`, auditor.token)).json<{ data: ContentItem }>().data;
    expect(item.values).toMatchObject({ title_ar: job().title_ar, is_open: true, questions: row.questions });
    expect(item.history[0]).toMatchObject({ action: 'created', actor: 'عبدالرحمن بن عبدالعزيز آل سعود' });
  });

  it('draws the questions as the citizen’s form and checks an application by them alike', async () => {
    const id = await created(job());
    const { uuid } = await storedJob(id);
    const citizen = await newVerifiedMember(t);

    const form = (await publicJob(uuid)).json<{ data: JobDetail }>().data.questions;
    expect(form.map((question) => [question.id, question.type, question.required])).toEqual([
      [1, 'radio', true],
      [2, 'radio', false],
      [3, 'text', true],
      [4, 'text', false],
    ]);
    expect(form[1]!.options?.map((option) => option.label)).toEqual(['روضة خريم', 'التنهات', 'السليل']);

    // The required text question unanswered, an option the editor never offered: refused by question, nothing stored.
    const missing = await apply(
      uuid,
      { 'answers[0][id]': '1', 'answers[0][answer]': 'night-shift', 'answers[1][id]': '4', 'answers[1][answer]': 'لا' },
      citizen.token,
    );
    expect(missing.statusCode, missing.body).toBe(422);
    const errors = missing.json<{ errors: Errors }>().errors;
    expect(errors.q_3).toEqual(['هذا السؤال مطلوب']);
    expect(errors.q_1).toEqual(['اختر من الخيارات المعروضة']);
    expect(await t.db.$count(jobApplications, eq(jobApplications.jobId, id))).toBe(0);

    const accepted = await apply(
      uuid,
      {
        'answers[0][id]': '1',
        'answers[0][answer]': 'part-time',
        'answers[1][id]': '2',
        'answers[1][answer]': 'al-tanhat',
        'answers[2][id]': '3',
        'answers[2][answer]': 'سبع سنوات في محمية ١٤٤٠',
      },
      citizen.token,
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [application] = await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, id));
    expect(application!.answers).toEqual({ '1': 'part-time', '2': 'al-tanhat', '3': 'سبع سنوات في محمية ١٤٤٠' });
  });

  it('keeps a question’s id through edits and reorders, so earlier answers still match it; new ones take the next', async () => {
    const id = await created(job());
    const { uuid } = await storedJob(id);
    const citizen = await newVerifiedMember(t);
    const answered = await apply(
      uuid,
      { 'answers[0][id]': '1', 'answers[0][answer]': 'full-time', 'answers[1][id]': '3', 'answers[1][answer]': 'ثلاث' },
      citizen.token,
    );
    expect(answered.statusCode, answered.body).toBe(201);

    // Question 4 removed, 3 moved first and reworded, 1 kept, a new date question; an id the job never had is new too.
    const edited = await send(
      'PUT',
      `/${id}`,
      job({}, [
        { ...experience, id: 3, question_ar: 'كم سنة خبرتك في العمل الميداني؟' },
        { ...shift, id: 1 },
        { ...region, id: 2 },
        { type: 'date', required: false, question_ar: 'متى تستطيع البدء؟', question_en: 'When can you start?' },
        { ...remarks, id: 77 },
      ]),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const questions = (await storedJob(id)).questions;
    expect(questions.map((question) => question.id)).toEqual([3, 1, 2, 5, 6]);
    expect(questions[0]!.question_ar).toBe('كم سنة خبرتك في العمل الميداني؟');

    // A question the applications answered, once removed, never gives its id to a new one.
    await send('PUT', `/${id}`, job({}, [{ ...shift, id: 1 }]));
    const [application] = await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, id));
    expect(Object.keys(application!.answers)).toEqual(['1', '3']);
    await send('PUT', `/${id}`, job({}, [{ ...shift, id: 1 }, experience]));
    expect((await storedJob(id)).questions.map((question) => question.id)).toEqual([1, 4]);

    // The public form follows at once.
    const form = (await publicJob(uuid, 'en')).json<{ data: JobDetail }>().data.questions;
    expect(form.map((question) => question.id)).toEqual([1, 4]);
  });

  it('drops options a question of another type was sent with, as its form does not show them', async () => {
    const id = await created(job({}, [{ ...experience, options: [...shift.options] }]));
    expect((await storedJob(id)).questions[0]).not.toHaveProperty('options');
  });

  it('refuses bad input in the caller’s language, per field, storing nothing', async () => {
    const before = await t.db.$count(jobOpportunities);
    const refused = async (fields: Fields, locale = 'ar') => {
      const response = await send('POST', '', fields, editor.token, locale);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ message: string; errors: Errors }>();
    };
    const withoutArabic = job();
    delete withoutArabic.title_ar;
    expect(await refused(withoutArabic)).toEqual({
      message: 'راجع الوظيفة',
      errors: { title_ar: ['المسمى الوظيفي بالعربية مطلوب'] },
    });
    expect((await refused(job({ description_ar: '<script>alert(1)</script>' }))).errors).toEqual({
      description_ar: ['وصف الوظيفة بالعربية مطلوب'],
    });
    expect((await refused(job({ requirements_en: '<script>alert(1)</script>' }), 'en')).errors).toEqual({
      requirements_en: ['No text of the English requirements is left once cleaned'],
    });
    expect((await refused(job({}, [{ ...shift, options: [shift.options[0]] }]))).errors).toEqual({
      'questions.0.options': ['أضف خيارين على الأقل لهذا السؤال'],
    });
    expect((await refused(job({}, [experience, { ...region, options: undefined }]), 'en')).errors).toEqual({
      'questions.1.options': ['Add at least two options to this question'],
    });
    expect(
      (await refused(job({}, [{ ...shift, options: [shift.options[0], { ...shift.options[1], value: 'full-time' }] }])))
        .errors,
    ).toEqual({ 'questions.0.options': ['لكل خيار قيمة تخصه؛ قيمتان من الخيارات متطابقتان'] });
    expect((await refused(job({}, [{ ...experience, type: 'signature' as never }]))).errors).toEqual({
      'questions.0.type': ['اختر نوع الإجابة من القائمة'],
    });
    expect((await refused(job({}, [{ ...experience, question_ar: '' }]))).errors).toEqual({
      'questions.0.question_ar': ['نص السؤال بالعربية مطلوب'],
    });
    expect((await refused(job({ closes_at: '2027-02-30 23:59' }))).errors).toEqual({
      closes_at: ['اكتب آخر موعد للتقديم بالشكل 2026-03-01 23:59'],
    });
    expect(await t.db.$count(jobOpportunities)).toBe(before);
  });

  it('stores HTML sanitised and a closing time in Riyadh time: the public page then takes no application', async () => {
    const id = await created(
      job({
        description_ar: '<p>دوريات يومية</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        closes_at: '2026-01-01 23:59',
      }),
    );
    const row = await storedJob(id);
    expect(row.descriptionAr).toContain('دوريات يومية');
    expect(row.descriptionAr).not.toMatch(/script|onerror/);
    expect(row.closesAt?.toISOString()).toBe('2026-01-01T20:59:00.000Z');
    expect((await call('GET', `/${id}`)).json<{ data: ContentItem }>().data.values.closes_at).toBe('2026-01-01 23:59');
    expect((await publicJob(row.uuid)).json<{ data: JobDetail }>().data.is_open).toBe(false);

    await send('PUT', `/${id}`, job({ is_open: 'false' }));
    expect((await storedJob(id)).closesAt).toBeNull();
    expect((await publicJob(row.uuid)).json<{ data: JobDetail }>().data.is_open).toBe(false);
  });

  it('deletes a job nobody applied for; refuses one with applications, in the caller’s language, keeping them', async () => {
    const unused = await created(job({ title_ar: 'وظيفة ستحذف' }));
    const deleted = await call('DELETE', `/${unused}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await publicJobs('ar')).map((summary) => summary.title)).not.toContain('وظيفة ستحذف');
    const history = await t.db
      .select()
      .from(contentEdits)
      .where(eq(contentEdits.contentId, String(unused)))
      .orderBy(contentEdits.id);
    expect(history.filter((edit) => edit.contentType === 'jobs').map((edit) => edit.action)).toEqual([
      'created',
      'deleted',
    ]);

    const id = await created(job());
    const { uuid } = await storedJob(id);
    const citizen = await newVerifiedMember(t);
    const fields = {
      'answers[0][id]': '1',
      'answers[0][answer]': 'full-time',
      'answers[1][id]': '3',
      'answers[1][answer]': 'خمس',
    };
    expect((await apply(uuid, fields, citizen.token)).statusCode).toBe(201);
    const refused = await call('DELETE', `/${id}`, editor.token, 'en');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'A job citizens have applied for is not deleted, for their applications are kept with it. Close it instead to stop taking applications.',
    );
    expect((await call('DELETE', `/${id}`)).json<{ message: string }>().message).toMatch(/^لا تُحذف وظيفة/);
    expect(await t.db.$count(jobApplications, eq(jobApplications.jobId, id))).toBe(1);
    expect((await publicJob(uuid)).statusCode).toBe(200);
    const kept = await t.db
      .select()
      .from(contentEdits)
      .where(eq(contentEdits.contentId, String(id)))
      .orderBy(contentEdits.id);
    expect(kept.filter((edit) => edit.contentType === 'jobs').map((edit) => edit.action)).toEqual(['created']);
  });

  it('lets only editors and admins write: a citizen, a reviewer and an auditor are refused; the auditor reads', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const admin = await newStaffMember(t, { role: 'admin' });
    const id = await created(job());
    const before = await t.db.$count(jobOpportunities);
    for (const token of [citizen.token, reviewer.token, auditor.token]) {
      expect((await send('POST', '', job(), token)).statusCode).toBe(403);
      expect((await send('PUT', `/${id}`, job({ title_en: 'Changed' }), token)).statusCode).toBe(403);
      expect((await call('DELETE', `/${id}`, token)).statusCode).toBe(403);
    }
    expect(await t.db.$count(jobOpportunities)).toBe(before);
    expect((await storedJob(id)).titleEn).toBe(job().title_en);
    expect((await call('GET', `/${id}`, auditor.token)).statusCode).toBe(200);
    expect((await call('GET', '?page=1', auditor.token)).statusCode).toBe(200);
    expect((await send('POST', '', job(), admin.token)).statusCode).toBe(201);
  });
});
