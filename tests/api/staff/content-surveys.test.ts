import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { SurveyDetail, SurveySummary } from '../../../schemas/api/surveys';
import { contentEdits, surveyAnswers, surveys, type StoredQuestion } from '../../../server/db/schema';
import { freshAddress, newVerifiedMember, postForm, type Fields } from '../../support/accounts';
import { contentEditingApp, contentRoutes, questionFields, type StaffMember } from '../../support/content-editing';
import { newStaffMember } from '../../support/staff';
import type { TestApp } from '../../support/test-app';

type Errors = Record<string, string[]>;

const cleanliness = {
  type: 'radio',
  required: true,
  question_ar: 'ما مدى رضاك عن نظافة مواقع التخييم في روضة خريم؟',
  question_en: 'How satisfied are you with the cleanliness of the Rawdat Khuraim camping sites?',
  options: [
    { value: 'satisfied', label_ar: 'راضٍ', label_en: 'Satisfied' },
    { value: 'unsatisfied', label_ar: 'غير راضٍ', label_en: 'Unsatisfied' },
  ],
} as const satisfies Partial<StoredQuestion>;
const visits = {
  type: 'number',
  required: true,
  question_ar: 'كم مرة زرت المحمية هذا العام؟',
  question_en: 'How many times did you visit the reserve this year?',
} as const satisfies Partial<StoredQuestion>;
const remarks = {
  type: 'textarea',
  required: false,
  question_ar: 'ما الذي نحسّنه؟',
  question_en: 'What should we improve?',
} as const satisfies Partial<StoredQuestion>;

const survey = (overrides: Fields = {}, questions: Partial<StoredQuestion>[] = [cleanliness, visits, remarks]) => ({
  title_ar: 'استبيان رضا زوار مواقع التخييم في روضة خريم وما حولها من رياض المحمية الشمالية لموسم ١٤٤٨',
  title_en: 'Visitor satisfaction with the Rawdat Khuraim camping sites, spring 2027',
  description_ar: 'ساعدنا على تحسين مواقع التخييم.\nيستغرق الاستبيان دقيقتين.',
  description_en: 'Help us improve the camping sites.\nIt takes two minutes.',
  display_in_public: 'true',
  is_open: 'true',
  ...Object.assign({}, ...questions.map((question, index) => questionFields(index, question))),
  ...overrides,
});

/** Editors manage the surveys and their questions through the content frame: admin/content/surveys. */
describe('admin/content/surveys', () => {
  let t: TestApp;
  let editor: StaffMember;
  let auditor: StaffMember;

  const { send, call, created } = contentRoutes('surveys', () => ({ t, editor }));
  const storedSurvey = async (id: number) => (await t.db.select().from(surveys).where(eq(surveys.id, id)))[0]!;
  const publicSurvey = async (uuid: string, locale: 'ar' | 'en' = 'ar') =>
    t.app.inject({ url: `/api/v1/surveys/${uuid}`, headers: { 'accept-language': locale } });
  const publicSurveys = async (locale: 'ar' | 'en') =>
    (await t.app.inject({ url: '/api/v1/surveys?page=1', headers: { 'accept-language': locale } })).json<
      ListEnvelope<SurveySummary>
    >().data;
  const answer = (uuid: string, fields: Fields, token: string, locale = 'ar') =>
    postForm(t, `surveys/${uuid}/answer`, fields, { from: freshAddress(), token, locale });

  beforeAll(async () => {
    ({ t, editor, auditor } = await contentEditingApp());
  });
  afterAll(() => t.close());

  it('creates a survey that the public list and its page show at once, numbering its questions in order', async () => {
    await publicSurveys('ar'); // cached before the edit: the edit must drop it
    const id = await created(survey());
    const row = await storedSurvey(id);
    expect(row.questions.map((question) => [question.id, question.type, question.required])).toEqual([
      [1, 'radio', true],
      [2, 'number', true],
      [3, 'textarea', false],
    ]);
    expect(row.questions[0]!.options).toEqual(cleanliness.options);
    expect(row.questions[1]).not.toHaveProperty('options');
    // Plain text with its line break (a form sends it as CRLF).
    expect(row.descriptionAr).toBe('ساعدنا على تحسين مواقع التخييم.\r\nيستغرق الاستبيان دقيقتين.');
    expect(row.imagePath).toBeNull();

    const listed = (await publicSurveys('ar')).find((summary) => summary.uuid === row.uuid);
    expect(listed).toMatchObject({ title: survey().title_ar, display_in_public: true, is_open: true, image: null });
    const detail = (await publicSurvey(row.uuid, 'en')).json<{ data: SurveyDetail }>().data;
    expect(detail.title).toBe(survey().title_en);
    expect(detail.questions[0]).toMatchObject({ id: 1, type: 'radio', question: cleanliness.question_en });

    const item = (await call('GET', `/${id}`, auditor.token)).json<{ data: ContentItem }>().data;
    expect(item.values).toEqual({
      title_ar: survey().title_ar,
      title_en: survey().title_en,
      description_ar: row.descriptionAr,
      description_en: row.descriptionEn,
      display_in_public: true,
      is_open: true,
      questions: row.questions,
    });
    expect(item.history[0]).toMatchObject({ action: 'created', actor: 'عبدالرحمن بن عبدالعزيز آل سعود' });
  });

  it('edits a survey: its public page and list follow at once, members-only hides it from guests, its picture stays', async () => {
    const id = await created(survey());
    await t.db.update(surveys).set({ imagePath: '/demo/surveys/camping.jpg' }).where(eq(surveys.id, id));
    const { uuid } = await storedSurvey(id);
    expect((await publicSurvey(uuid)).statusCode).toBe(200); // cached before the edit
    await publicSurveys('en');

    const edited = await send(
      'PUT',
      `/${id}`,
      survey({ title_en: 'Camping sites: tell us', display_in_public: 'false', is_open: 'false' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const row = await storedSurvey(id);
    expect(row).toMatchObject({ displayInPublic: false, isOpen: false, imagePath: '/demo/surveys/camping.jpg' });

    expect((await publicSurveys('en')).find((summary) => summary.uuid === uuid)).toMatchObject({
      title: 'Camping sites: tell us',
      display_in_public: false,
      is_open: false,
      image: { path: '/demo/surveys/camping.jpg' },
    });
    const guest = await publicSurvey(uuid);
    expect(guest.statusCode, guest.body).toBe(401);
    const citizen = await newVerifiedMember(t);
    const member = await t.app.inject({
      url: `/api/v1/surveys/${uuid}`,
      headers: { authorization: `Bearer ${citizen.token}`, 'accept-language': 'en' },
    });
    expect(member.json<{ data: SurveyDetail }>().data).toMatchObject({
      title: 'Camping sites: tell us',
      is_open: false,
    });

    await send('PUT', `/${id}`, survey());
    expect((await publicSurvey(uuid)).statusCode).toBe(200);
  });

  it('keeps a question’s id through edits and reorders, so earlier answers still match it; new ones take the next', async () => {
    const id = await created(survey());
    const { uuid } = await storedSurvey(id);
    const citizen = await newVerifiedMember(t);
    const answered = await answer(
      uuid,
      { 'answers[0][id]': '1', 'answers[0][answer]': 'satisfied', 'answers[1][id]': '2', 'answers[1][answer]': '3' },
      citizen.token,
    );
    expect(answered.statusCode, answered.body).toBe(201);

    // Question 3 removed, 2 moved first and reworded, 1 kept, a new date question; an id the survey never had is new too.
    const edited = await send(
      'PUT',
      `/${id}`,
      survey({}, [
        { ...visits, id: 2, question_ar: 'كم مرة زرت المحمية منذ بداية العام؟' },
        { ...cleanliness, id: 1 },
        { type: 'date', required: false, question_ar: 'متى كانت آخر زيارة؟', question_en: 'When was your last visit?' },
        { ...remarks, id: 77 },
      ]),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const questions = (await storedSurvey(id)).questions;
    expect(questions.map((question) => question.id)).toEqual([2, 1, 4, 5]);
    expect(questions[0]!.question_ar).toBe('كم مرة زرت المحمية منذ بداية العام؟');

    // A question the answers named (2), once removed, never gives its id to a new one; 3, 4 and 5 nobody answered.
    await send('PUT', `/${id}`, survey({}, [{ ...cleanliness, id: 1 }]));
    const [stored] = await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.surveyId, id));
    expect(Object.keys(stored!.answers).sort()).toEqual(['1', '2']);
    await send('PUT', `/${id}`, survey({}, [{ ...cleanliness, id: 1 }, visits]));
    expect((await storedSurvey(id)).questions.map((question) => question.id)).toEqual([1, 3]);

    // The public form follows at once.
    const form = (await publicSurvey(uuid, 'en')).json<{ data: SurveyDetail }>().data.questions;
    expect(form.map((question) => question.id)).toEqual([1, 3]);
  });

  it('refuses bad input in the caller’s language, per field, storing nothing', async () => {
    const before = await t.db.$count(surveys);
    const refused = async (fields: Fields, locale = 'ar') => {
      const response = await send('POST', '', fields, editor.token, locale);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ message: string; errors: Errors }>();
    };
    const withoutArabic = survey();
    delete withoutArabic.title_ar;
    expect(await refused(withoutArabic)).toEqual({
      message: 'راجع الاستبيان',
      errors: { title_ar: ['عنوان الاستبيان بالعربية مطلوب'] },
    });
    expect((await refused(survey({ title_en: '' }), 'en')).errors).toEqual({
      title_en: ['The English survey title is required'],
    });
    expect((await refused(survey({ description_en: 'x'.repeat(5001) }), 'en')).errors).toEqual({
      description_en: ['The description must be 5000 characters or fewer'],
    });
    expect((await refused(survey({ title_ar: 'عنوان\u202Eمقلوب' }))).errors).toEqual({
      title_ar: ['عنوان الاستبيان سطر واحد من النص'],
    });
    expect((await refused(survey({}, [{ ...cleanliness, options: [cleanliness.options[0]] }]))).errors).toEqual({
      'questions.0.options': ['أضف خيارين على الأقل لهذا السؤال'],
    });
    expect(
      (
        await refused(
          survey({}, [
            { ...cleanliness, options: [cleanliness.options[0], { ...cleanliness.options[1], value: 'satisfied' }] },
          ]),
          'en',
        )
      ).errors,
    ).toEqual({ 'questions.0.options': ['Each option needs a value of its own; two options have the same value'] });
    expect((await refused(survey({}, [{ ...visits, type: 'signature' as never }]))).errors).toEqual({
      'questions.0.type': ['اختر نوع الإجابة من القائمة'],
    });
    expect(await t.db.$count(surveys)).toBe(before);
  });

  it('deletes a survey nobody answered; refuses one with answers, in the caller’s language, keeping them', async () => {
    const unused = await created(survey({ title_ar: 'استبيان سيحذف' }));
    await publicSurveys('ar');
    const deleted = await call('DELETE', `/${unused}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await publicSurveys('ar')).map((summary) => summary.title)).not.toContain('استبيان سيحذف');
    const history = await t.db
      .select()
      .from(contentEdits)
      .where(eq(contentEdits.contentId, String(unused)))
      .orderBy(contentEdits.id);
    expect(history.filter((edit) => edit.contentType === 'surveys').map((edit) => edit.action)).toEqual([
      'created',
      'deleted',
    ]);

    const id = await created(survey());
    const { uuid } = await storedSurvey(id);
    const fields = {
      guest_uuid: '3f0c1e2a-6b7d-4c8e-9f10-112233445566',
      'answers[0][id]': '1',
      'answers[0][answer]': 'unsatisfied',
      'answers[1][id]': '2',
      'answers[1][answer]': '1',
    };
    const answered = await postForm(t, `surveys/${uuid}/answer`, fields, { from: freshAddress(), locale: 'ar' });
    expect(answered.statusCode, answered.body).toBe(201);
    const refused = await call('DELETE', `/${id}`, editor.token, 'en');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'A survey people have answered is not deleted, for their answers are kept with it. Close it instead to stop taking answers.',
    );
    expect((await call('DELETE', `/${id}`)).json<{ message: string }>().message).toMatch(/^لا يُحذف استبيان/);
    expect(await t.db.$count(surveyAnswers, eq(surveyAnswers.surveyId, id))).toBe(1);
    expect((await publicSurvey(uuid)).statusCode).toBe(200);
    const kept = await t.db
      .select()
      .from(contentEdits)
      .where(eq(contentEdits.contentId, String(id)))
      .orderBy(contentEdits.id);
    expect(kept.filter((edit) => edit.contentType === 'surveys').map((edit) => edit.action)).toEqual(['created']);
  });

  it('lets only editors and admins write: a citizen, a reviewer and an auditor are refused; the auditor reads', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const admin = await newStaffMember(t, { role: 'admin' });
    const id = await created(survey());
    const before = await t.db.$count(surveys);
    for (const token of [citizen.token, reviewer.token, auditor.token]) {
      expect((await send('POST', '', survey(), token)).statusCode).toBe(403);
      expect((await send('PUT', `/${id}`, survey({ title_en: 'Changed' }), token)).statusCode).toBe(403);
      expect((await call('DELETE', `/${id}`, token)).statusCode).toBe(403);
    }
    expect(await t.db.$count(surveys)).toBe(before);
    expect((await storedSurvey(id)).titleEn).toBe(survey().title_en);
    expect((await call('GET', `/${id}`, auditor.token)).statusCode).toBe(200);
    expect((await call('GET', '?page=1', auditor.token)).statusCode).toBe(200);
    expect((await send('POST', '', survey(), admin.token)).statusCode).toBe(201);
  });
});
