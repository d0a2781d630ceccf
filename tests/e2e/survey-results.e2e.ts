import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from './support/axe';
import { staffTab, useStaffPortal } from './support/staff-member';

const SURVEY_TITLE = 'مرافق التخييم';

/** Three visitors' answers to the demo survey "Camping facilities" (1 and 2 radio, 3 checkbox, 5 free text). */
const VISITORS_ANSWERS = [
  { site: 'tanhat', cleanliness: '5', facilities: ['shade', 'water'], remark: 'نحتاج مظلات أكثر قرب مواقع الإشعال' },
  { site: 'tanhat', cleanliness: '4', facilities: ['shade'], remark: 'دورات المياه بعيدة عن المخيم' },
  { site: 'noura', cleanliness: '4', facilities: [], remark: '' },
];

/** What the page says of each question, in each language: its bars (option: count (percentage)) and texts. */
const EXPECTED = {
  ar: {
    title: `نتائج ${SURVEY_TITLE}`,
    answers: '3 إجابات',
    questions: {
      'أين خيمت آخر مرة؟': {
        answered: 'أجاب عنه 3 من 3',
        bars: [
          'روضة التنهات: 2 (66.7٪)',
          'وادي الشوكي: 0 (0٪)',
          'جبال العرمة: 0 (0٪)',
          'روضة الخفس: 0 (0٪)',
          'روضة نورة: 1 (33.3٪)',
        ],
      },
      'ما تقييمك لنظافة الموقع؟': {
        answered: 'أجاب عنه 3 من 3',
        bars: ['ممتاز: 1 (33.3٪)', 'جيد جدا: 2 (66.7٪)', 'جيد: 0 (0٪)', 'مقبول: 0 (0٪)', 'ضعيف: 0 (0٪)'],
      },
      'ما المرافق التي تحتاجها أكثر؟': {
        answered: 'أجاب عنه 2 من 3',
        bars: ['دورات المياه: 0 (0٪)', 'مظلات: 2 (100٪)', 'مياه الشرب: 1 (50٪)', 'الإنارة: 0 (0٪)'],
      },
      'ملاحظات إضافية': {
        answered: 'أجاب عنه 2 من 3',
        // Newest first.
        texts: ['دورات المياه بعيدة عن المخيم', 'نحتاج مظلات أكثر قرب مواقع الإشعال'],
      },
    },
  },
  en: {
    title: 'Results of Camping facilities',
    answers: '3 answers',
    questions: {
      'Where did you last camp?': {
        answered: 'Answered by 3 of 3',
        bars: [
          'Rawdat Al-Tanhat: 2 (66.7%)',
          'Wadi Al-Shawki: 0 (0%)',
          'Al-Armah: 0 (0%)',
          'Rawdat Al-Khafs: 0 (0%)',
          'Rawdat Noura: 1 (33.3%)',
        ],
      },
      'How clean was the site?': {
        answered: 'Answered by 3 of 3',
        bars: ['Excellent: 1 (33.3%)', 'Very good: 2 (66.7%)', 'Good: 0 (0%)', 'Fair: 0 (0%)', 'Poor: 0 (0%)'],
      },
      'Which facilities do you need most?': {
        answered: 'Answered by 2 of 3',
        bars: ['Toilets: 0 (0%)', 'Shade: 2 (100%)', 'Drinking water: 1 (50%)', 'Lighting: 0 (0%)'],
      },
      'Anything else?': {
        answered: 'Answered by 2 of 3',
        texts: ['دورات المياه بعيدة عن المخيم', 'نحتاج مظلات أكثر قرب مواقع الإشعال'],
      },
    },
  },
} as const;

/** The demo survey's uuid, as the public list gives it. */
async function surveyUuid(portalUrl: string, title: string): Promise<string> {
  for (let page = 1; ; page++) {
    const response = await fetch(`${portalUrl}/api/v1/surveys?page=${page}`, { headers: { 'accept-language': 'ar' } });
    const { data } = (await response.json()) as { data: { uuid: string; title: string }[] };
    if (data.length === 0) throw new Error(`No survey titled ${title}`);
    const found = data.find((survey) => survey.title === title);
    if (found) return found.uuid;
  }
}

/** A visitor's answer, sent through the API as the survey's form sends it. */
async function answerAsVisitor(portalUrl: string, uuid: string, answer: (typeof VISITORS_ANSWERS)[number]) {
  const form = new FormData();
  form.append('guest_uuid', randomUUID());
  form.append('answers[0][id]', '1');
  form.append('answers[0][answer]', answer.site);
  form.append('answers[1][id]', '2');
  form.append('answers[1][answer]', answer.cleanliness);
  if (answer.facilities.length > 0) form.append('answers[2][id]', '3');
  for (const facility of answer.facilities) form.append('answers[2][answer][]', facility);
  if (answer.remark) {
    form.append('answers[3][id]', '5');
    form.append('answers[3][answer]', answer.remark);
  }
  const response = await fetch(`${portalUrl}/api/v1/surveys/${uuid}/answer`, { method: 'POST', body: form });
  if (response.status !== 201)
    throw new Error(`POST surveys/${uuid}/answer: ${response.status} ${await response.text()}`);
}

/** Each question's section as the page draws it: its bars' and its texts' words, read as a screen reader would. */
async function questionSection(page: Page, question: string) {
  const section = page.getByRole('region', { name: question });
  const items = (await section.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
  return { answered: await section.getByText(/^(أجاب عنه|Answered by)/).innerText(), items };
}

describe('an editor reads a survey’s results chart, in Chromium', () => {
  const running = useStaffPortal({ email: 'editor@authority.example.sa', name: 'هند العتيبي', role: 'editor' });

  it('shows each choice’s count and percentage and lists the free text, in Arabic and English, without violations', async () => {
    const { portal, browser, staffToken } = running;
    const { url } = portal;
    const uuid = await surveyUuid(url, SURVEY_TITLE);
    for (const answer of VISITORS_ANSWERS) await answerAsVisitor(url, uuid, answer);

    for (const locale of ['ar', 'en'] as const) {
      const expected = EXPECTED[locale];
      const editor = await staffTab(browser, url, staffToken, { locale, bypassCSP: true });
      await editor.goto(`${url}/admin/survey-results/${uuid}`);
      await editor.getByRole('heading', { level: 1, name: expected.title }).waitFor();
      await editor.getByText(expected.answers, { exact: true }).waitFor();
      expect(await editor.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      for (const [question, { answered, ...listed }] of Object.entries(expected.questions)) {
        const items = 'bars' in listed ? listed.bars : listed.texts;
        expect(await questionSection(editor, question), `${locale}: ${question}`).toEqual({ answered, items });
      }
      // The bar is a picture of its text: as wide as the percentage the text says.
      const shade = editor
        .getByRole('listitem')
        .filter({ hasText: locale === 'ar' ? 'مظلات: 2' : 'Shade: 2' })
        .locator('.MuiLinearProgress-root');
      expect(await shade.getAttribute('aria-valuenow')).toBe('100');
      await editor.waitForLoadState('networkidle');
      expect(await accessibilityViolations(editor)).toEqual([]);
      await editor.context().close();
    }
  }, 180_000);
});
