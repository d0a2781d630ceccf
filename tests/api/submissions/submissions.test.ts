import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type {
  ApplicationDetail,
  ApplicationSummary,
  JobWithApplications,
  SurveyResults,
  SurveyWithAnswers,
} from '../../../schemas/api/submissions';
import {
  jobApplicationFiles,
  jobApplications,
  jobOpportunities,
  surveyAnswerFiles,
  surveyAnswers,
  surveys,
  users,
  type StoredQuestion,
} from '../../../server/db/schema';
import { PNG_BYTES } from '../../support/member-fixtures';
import { newStaffMember } from '../../support/staff';
import { createTestApp, type TestApp } from '../../support/test-app';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const UNKNOWN = '123e4567-e89b-42d3-a456-426614174000';

/** An RFC 4180 file read back: rows of cells, quotes undone. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const choice = (value: string, label_ar: string, label_en: string) => ({ value, label_ar, label_en });
const JOB_QUESTIONS: StoredQuestion[] = [
  { id: 1, type: 'text', required: true, question_ar: 'المؤهل العلمي', question_en: 'Qualification' },
  { id: 2, type: 'text', required: false, question_ar: 'الجهة الحالية', question_en: 'Current employer' },
  {
    id: 3,
    type: 'radio',
    required: true,
    question_ar: 'سنوات الخبرة',
    question_en: 'Years of experience',
    options: [
      choice('junior', 'أقل من ٣ سنوات', 'Under 3 years'),
      choice('senior', '٣ سنوات فأكثر', '3 years or more'),
    ],
  },
  {
    id: 4,
    type: 'checkbox',
    required: false,
    question_ar: 'اللغات',
    question_en: 'Languages',
    options: [choice('ar', 'العربية', 'Arabic'), choice('en', 'الإنجليزية', 'English')],
  },
  { id: 5, type: 'file', required: false, question_ar: 'السيرة الذاتية', question_en: 'CV' },
];
const SURVEY_QUESTIONS: StoredQuestion[] = [
  {
    id: 1,
    type: 'radio',
    required: true,
    question_ar: 'تقييم الزيارة',
    question_en: 'Visit rating',
    options: [choice('good', 'ممتاز', 'Excellent'), choice('fair', 'مقبول', 'Fair'), choice('poor', 'ضعيف', 'Poor')],
  },
  {
    id: 2,
    type: 'checkbox',
    required: false,
    question_ar: 'المواقع التي زرتها',
    question_en: 'Sites visited',
    options: [choice('tanhat', 'روضة التنهات', 'Rawdat Al-Tanhat'), choice('shawki', 'وادي الشوكي', 'Wadi Al-Shawki')],
  },
  { id: 3, type: 'textarea', required: false, question_ar: 'ملاحظاتك', question_en: 'Your remarks' },
  { id: 4, type: 'number', required: false, question_ar: 'عدد المرافقين', question_en: 'Companions' },
  { id: 5, type: 'date', required: false, question_ar: 'تاريخ الزيارة', question_en: 'Visit day' },
];
const LONG_NAME = 'عبدالرحمن بن عبدالعزيز بن محمد بن سعود الإبراهيمي القحطاني';
const TRICKY = '=SUM(A1), "قال" المتقدم';

let t: TestApp;
let editor: Awaited<ReturnType<typeof newStaffMember>>;
let auditor: Awaited<ReturnType<typeof newStaffMember>>;
let reviewer: Awaited<ReturnType<typeof newStaffMember>>;
let jobUuid: string;
let emptyJobUuid: string;
let surveyUuid: string;
const applicationUuids: string[] = [];
let cvFileId: number;

const get = (url: string, token = editor.token, language = 'ar') =>
  t.app.inject({ url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}`, 'accept-language': language } });

async function newApplicant(name: string, email: string, phone: string) {
  const [user] = await t.db
    .insert(users)
    .values({ kind: 'individual', name, email, passwordHash: 'x', countryCode: '966', phoneNumber: phone })
    .returning({ id: users.id });
  return user!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  editor = await newStaffMember(t, { role: 'editor' });
  auditor = await newStaffMember(t, { role: 'auditor' });
  reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
  const [job] = await t.db
    .insert(jobOpportunities)
    .values({
      titleAr: 'أخصائي رصد الحياة الفطرية',
      titleEn: 'Wildlife monitoring specialist',
      descriptionAr: '<p>وصف</p>',
      descriptionEn: '<p>About</p>',
      questions: JOB_QUESTIONS,
      createdAt: new Date('2099-01-01T00:00:00Z'),
    })
    .returning();
  jobUuid = job!.uuid;
  const [emptyJob] = await t.db
    .insert(jobOpportunities)
    .values({
      titleAr: 'وظيفة بلا متقدمين',
      titleEn: 'A job nobody applied for',
      descriptionAr: 'وصف',
      descriptionEn: 'About',
      questions: JOB_QUESTIONS,
      createdAt: new Date('2098-01-01T00:00:00Z'),
    })
    .returning();
  emptyJobUuid = emptyJob!.uuid;
  const people = [
    [LONG_NAME, 'abdulrahman.q@example.sa', '501234567'],
    ['Sara "Al" Otaibi, Riyadh', 'sara@example.sa', '551112222'],
    ['نورة الدوسري', 'noura@example.sa', '561113333'],
  ] as const;
  const answers = [
    {
      '1': 'بكالوريوس علوم بيئية — دفعة ١٤٤٥',
      '2': TRICKY,
      '3': 'senior',
      '4': ['ar', 'en'],
      '5': ['cv-stored-1.png'],
    },
    { '1': 'Master of Science, "Ecology"', '3': 'junior', '4': ['en'] },
    { '1': 'دبلوم', '3': 'junior' },
  ];
  for (const [index, [name, email, phone]] of people.entries()) {
    const [application] = await t.db
      .insert(jobApplications)
      .values({
        jobId: job!.id,
        userId: await newApplicant(name, email, phone),
        answers: answers[index]!,
        createdAt: new Date(`2026-03-0${index + 1}T09:00:00Z`),
      })
      .returning();
    applicationUuids.push(application!.uuid);
    if (index === 0) {
      await fs.writeFile(path.join(t.dataDir, 'uploads', 'cv-stored-1.png'), PNG_BYTES);
      const [file] = await t.db
        .insert(jobApplicationFiles)
        .values({
          applicationId: application!.id,
          questionId: 5,
          originalName: 'السيرة الذاتية.png',
          storedName: 'cv-stored-1.png',
          mimeType: 'image/png',
          sizeBytes: PNG_BYTES.length,
          sha256: 'x',
        })
        .returning();
      cvFileId = file!.id;
    }
  }

  const [survey] = await t.db
    .insert(surveys)
    .values({
      titleAr: 'استبيان رضا الزوار ٢٠٢٦',
      titleEn: 'Visitor satisfaction 2026',
      descriptionAr: 'وصف',
      descriptionEn: 'About',
      questions: SURVEY_QUESTIONS,
      createdAt: new Date('2099-01-01T00:00:00Z'),
    })
    .returning();
  surveyUuid = survey!.uuid;
  // 8 answers: rating good ×4, fair ×3, poor ×0 (one left it out); sites by 5 of them.
  const given: Record<string, unknown>[] = [
    { '1': 'good', '2': ['tanhat', 'shawki'], '3': 'المكان جميل، والمرشد "متعاون"', '4': 3, '5': '2026-02-01' },
    { '1': 'good', '2': ['tanhat'], '3': TRICKY, '4': 1, '5': '2026-01-15' },
    { '1': 'fair', '2': ['shawki'], '4': 0 },
    { '1': 'good', '2': ['tanhat'] },
    { '1': 'fair', '2': ['tanhat', 'shawki'], '3': 'أتمنى زيادة اللوحات الإرشادية ٣ مرات' },
    { '1': 'fair' },
    { '1': 'good', '5': '2026-03-10' },
    { '3': 'آخر ملاحظة' },
  ];
  for (const [index, answer] of given.entries()) {
    const [row] = await t.db
      .insert(surveyAnswers)
      .values({
        surveyId: survey!.id,
        guestUuid: crypto.randomUUID(),
        answers: answer,
        createdAt: new Date(Date.UTC(2026, 3, index + 1, 9)),
      })
      .returning();
    if (index === 0) {
      await t.db.insert(surveyAnswerFiles).values({
        answerId: row!.id,
        questionId: 9,
        originalName: 'unused.png',
        storedName: 'survey-stored-1.png',
        mimeType: 'image/png',
        sizeBytes: 1,
        sha256: 'x',
      });
    }
  }
});
afterAll(() => t.close());

describe('jobs and their applications', () => {
  it('lists jobs newest first with how many applied, titled in the request language', async () => {
    const response = await get('admin/jobs?page=1', auditor.token, 'en');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<ListEnvelope<JobWithApplications>>();
    expect(data[0]).toMatchObject({ uuid: jobUuid, title: 'Wildlife monitoring specialist', applications: 3 });
    expect(data[1]).toMatchObject({ uuid: emptyJobUuid, applications: 0 });
    const arabic = (await get('admin/jobs')).json<ListEnvelope<JobWithApplications>>();
    expect(arabic.data[0]!.title).toBe('أخصائي رصد الحياة الفطرية');
  });

  it("lists a job's applications newest first with the applicant's name, e-mail and phone", async () => {
    const response = await get(`admin/jobs/${jobUuid.toUpperCase()}/applications?page=1`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ListEnvelope<ApplicationSummary>>();
    expect(page.meta.total).toBe(3);
    expect(page.data.map((row) => row.applicant.name)).toEqual(['نورة الدوسري', 'Sara "Al" Otaibi, Riyadh', LONG_NAME]);
    expect(page.data[2]).toEqual({
      uuid: applicationUuids[0],
      applicant: { name: LONG_NAME, email: 'abdulrahman.q@example.sa', phone: '+966501234567' },
      created_at: '2026-03-01T09:00:00.000Z',
    });
    expect(
      (await get(`admin/jobs/${emptyJobUuid}/applications`)).json<ListEnvelope<ApplicationSummary>>().data,
    ).toEqual([]);
  });

  it('answers a page that is no whole number with 422', async () => {
    expect((await get(`admin/jobs/${jobUuid}/applications?page=abc`)).statusCode).toBe(422);
    expect((await get('admin/jobs?page=0')).statusCode).toBe(422);
  });

  it('shows an application: every question with its answer as labels in the request language, and its files', async () => {
    const response = await get(`admin/job-applications/${applicationUuids[0]}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: ApplicationDetail }>();
    expect(data.job).toEqual({ uuid: jobUuid, title: 'أخصائي رصد الحياة الفطرية' });
    expect(data.applicant.name).toBe(LONG_NAME);
    expect(data.answers.map((answer) => [answer.question, answer.answer])).toEqual([
      ['المؤهل العلمي', ['بكالوريوس علوم بيئية — دفعة ١٤٤٥']],
      ['الجهة الحالية', [TRICKY]],
      ['سنوات الخبرة', ['٣ سنوات فأكثر']],
      ['اللغات', ['العربية', 'الإنجليزية']],
      ['السيرة الذاتية', ['السيرة الذاتية.png']],
    ]);
    expect(data.answers[4]!.files).toEqual([
      { id: cvFileId, name: 'السيرة الذاتية.png', mime_type: 'image/png', size_bytes: PNG_BYTES.length },
    ]);
    const english = (await get(`admin/job-applications/${applicationUuids[1]}`, editor.token, 'en')).json<{
      data: ApplicationDetail;
    }>().data;
    expect(english.job).toEqual({ uuid: jobUuid, title: 'Wildlife monitoring specialist' });
    expect(english.answers.map((answer) => answer.answer)).toEqual([
      ['Master of Science, "Ecology"'],
      [],
      ['Under 3 years'],
      ['English'],
      [],
    ]);
  });

  it("downloads an application's file as an attachment kept by no cache", async () => {
    const response = await get(`admin/job-applications/${applicationUuids[0]}/files/${cvFileId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.rawPayload).toEqual(Buffer.from(PNG_BYTES));
    // Another application's file is not this one's.
    expect((await get(`admin/job-applications/${applicationUuids[1]}/files/${cvFileId}`)).statusCode).toBe(404);
  });

  it('exports the applications as CSV: BOM, headings by question, Arabic intact, commas, quotes and formulas safe', async () => {
    const response = await get(`admin/jobs/${jobUuid}/applications.csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="job-applications-/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(BOM);
    const rows = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([
      'اسم المتقدم',
      'البريد الإلكتروني',
      'رقم الجوال',
      'تاريخ التقديم',
      'المؤهل العلمي',
      'الجهة الحالية',
      'سنوات الخبرة',
      'اللغات',
      'السيرة الذاتية',
    ]);
    expect(rows).toHaveLength(4);
    // Oldest first; 09:00 UTC is 12:00 in Riyadh; a phone's leading + is neutralised like any formula start.
    expect(rows[1]).toEqual([
      LONG_NAME,
      'abdulrahman.q@example.sa',
      "'+966501234567",
      '2026-03-01 12:00',
      'بكالوريوس علوم بيئية — دفعة ١٤٤٥',
      `'${TRICKY}`,
      '٣ سنوات فأكثر',
      'العربية؛ الإنجليزية',
      'السيرة الذاتية.png',
    ]);
    expect(rows[2]![0]).toBe('Sara "Al" Otaibi, Riyadh');
    const english = parseCsv(
      (await get(`admin/jobs/${jobUuid}/applications.csv`, editor.token, 'en')).rawPayload.subarray(3).toString('utf8'),
    );
    expect(english[0]!.slice(0, 5)).toEqual(['Applicant', 'E-mail', 'Phone', 'Applied', 'Qualification']);
    expect(english[2]![6]).toBe('Under 3 years');
  });

  it('answers an unknown or malformed job, application or file with 404', async () => {
    for (const url of [
      `admin/jobs/${UNKNOWN}/applications`,
      'admin/jobs/not-a-uuid/applications',
      `admin/jobs/${UNKNOWN}/applications.csv`,
      'admin/jobs/x/applications.csv',
      `admin/job-applications/${UNKNOWN}`,
      'admin/job-applications/12',
      `admin/job-applications/${applicationUuids[0]}/files/999999`,
      `admin/job-applications/${applicationUuids[0]}/files/abc`,
      `admin/job-applications/${UNKNOWN}/files/${cvFileId}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('refuses a reviewer with 403', async () => {
    expect((await get('admin/jobs', reviewer.token)).statusCode).toBe(403);
    expect((await get(`admin/job-applications/${applicationUuids[0]}`, reviewer.token)).statusCode).toBe(403);
  });
});

describe('surveys and their results', () => {
  it('lists surveys with how many answered', async () => {
    const response = await get('admin/surveys', auditor.token);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<ListEnvelope<SurveyWithAnswers>>();
    expect(data[0]).toMatchObject({ uuid: surveyUuid, title: 'استبيان رضا الزوار ٢٠٢٦', answers: 8 });
  });

  it('counts each choice with its percentage of the answers (of respondents for checkboxes)', async () => {
    const response = await get(`admin/surveys/${surveyUuid}/results`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: SurveyResults }>();
    expect(data.answers).toBe(8);
    const [rating, sites] = data.questions;
    expect(rating).toEqual({
      id: 1,
      question: 'تقييم الزيارة',
      type: 'radio',
      answered: 7,
      options: [
        { value: 'good', label: 'ممتاز', count: 4, percentage: 57.1 },
        { value: 'fair', label: 'مقبول', count: 3, percentage: 42.9 },
        { value: 'poor', label: 'ضعيف', count: 0, percentage: 0 },
      ],
    });
    // 5 answered; the two sites' percentages add to more than 100, as a respondent may tick both.
    expect(sites).toMatchObject({
      answered: 5,
      options: [
        { label: 'روضة التنهات', count: 4, percentage: 80 },
        { label: 'وادي الشوكي', count: 3, percentage: 60 },
      ],
    });
  });

  it('lists free text newest first, and numbers and dates with their range', async () => {
    const { data } = (await get(`admin/surveys/${surveyUuid}/results`, editor.token, 'en')).json<{
      data: SurveyResults;
    }>();
    const [, , remarks, companions, visitDay] = data.questions;
    expect(remarks).toEqual({
      id: 3,
      question: 'Your remarks',
      type: 'textarea',
      answered: 4,
      texts: ['آخر ملاحظة', 'أتمنى زيادة اللوحات الإرشادية ٣ مرات', TRICKY, 'المكان جميل، والمرشد "متعاون"'],
    });
    expect(companions).toMatchObject({
      answered: 3,
      texts: ['0', '1', '3'],
      summary: { min: '0', max: '3', mean: 1.33 },
    });
    expect(visitDay).toMatchObject({ answered: 3, summary: { min: '2026-01-15', max: '2026-03-10' } });
    expect(visitDay!.summary).not.toHaveProperty('mean');
  });

  it('exports the answers as CSV with a BOM, a column per question and cells kept safe', async () => {
    const response = await get(`admin/surveys/${surveyUuid}/answers.csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.rawPayload.subarray(0, 3)).toEqual(BOM);
    const rows = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([
      'تاريخ الإجابة',
      'تقييم الزيارة',
      'المواقع التي زرتها',
      'ملاحظاتك',
      'عدد المرافقين',
      'تاريخ الزيارة',
    ]);
    expect(rows).toHaveLength(9);
    expect(rows[1]).toEqual([
      '2026-04-01 12:00',
      'ممتاز',
      'روضة التنهات؛ وادي الشوكي',
      'المكان جميل، والمرشد "متعاون"',
      '3',
      '2026-02-01',
    ]);
    expect(rows[2]![3]).toBe(`'${TRICKY}`);
  });

  it('answers an unknown or malformed survey with 404, and a reviewer with 403', async () => {
    for (const url of [
      `admin/surveys/${UNKNOWN}/results`,
      'admin/surveys/nope/results',
      `admin/surveys/${UNKNOWN}/answers.csv`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect((await get(`admin/surveys/${surveyUuid}/results`, reviewer.token)).statusCode).toBe(403);
  });
});
