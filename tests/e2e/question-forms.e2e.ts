import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/chromium';
import { loginToken } from './support/login-token';
import { openTab } from './support/open-tab';
import { useRunningPortal } from './support/running-portal';

interface Question {
  id: number | string;
  question: string;
  type: string;
  options: { value: string | number; label: string }[];
}
interface Form {
  uuid: string;
  is_open: boolean;
  display_in_public?: boolean;
  questions: Question[];
}

const SEND = { ar: 'إرسال', en: 'Send' } as const;
type Locale = keyof typeof SEND;

/** Every job or survey of the demo data, with its questions in `locale`, read through the API as the pages read them. */
async function everyForm(origin: string, kind: 'jobs' | 'surveys', locale: Locale, token: string): Promise<Form[]> {
  const route = kind === 'jobs' ? 'job-opportunities' : 'surveys';
  const headers = { 'Accept-Language': locale, Authorization: `Bearer ${token}` };
  const read = async <T>(path: string) =>
    (await (await fetch(`${origin}/api/v1/${path}`, { headers })).json()) as { data: T; meta?: { last_page: number } };
  const first = await read<{ uuid: string }[]>(`${route}?page=1`);
  const pages = [
    first,
    ...(await Promise.all(
      Array.from({ length: (first.meta?.last_page ?? 1) - 1 }, (_, page) =>
        read<{ uuid: string }[]>(`${route}?page=${page + 2}`),
      ),
    )),
  ];
  const uuids = pages.flatMap(({ data }) => data.map(({ uuid }) => uuid));
  return Promise.all(uuids.map(async (uuid) => (await read<Form>(`${route}/${uuid}`)).data));
}

/** The labels a form shows that are not those of its own questions and options, as `<question>: <problem>`. */
async function mislabelled(page: Page, { questions }: Form): Promise<string[]> {
  const form = page.locator('form');
  const problems: string[] = [];
  for (const { question, type, options } of questions) {
    // A required question's label ends with its asterisk.
    if ((await form.getByText(question).count()) === 0) problems.push(`${question}: not shown`);
    for (const { value, label } of options) {
      const role = type === 'radio' ? 'radio' : 'checkbox';
      if ((await form.getByRole(role, { name: label, exact: true }).count()) === 0)
        problems.push(`${question}: no ${role} named ${label}`);
      if ((await form.getByText(String(value), { exact: true }).count()) > 0)
        problems.push(`${question}: raw value ${value} shown`);
    }
  }
  return problems;
}

describe('every demo job and survey in Chromium', () => {
  const running = useRunningPortal();

  for (const [locale, viewport] of [
    ['ar', PHONE_VIEWPORT],
    ['en', DESKTOP_VIEWPORT],
  ] as const) {
    for (const kind of ['jobs', 'surveys'] as const) {
      it(
        `labels each question of every open one of the ${kind} and each of its options by its own text, in ${locale}`,
        { timeout: 600_000 },
        async () => {
          const token = await loginToken(running.portal.url);
          const forms = (await everyForm(running.portal.url, kind, locale, token)).filter((form) => form.is_open);
          expect(forms.length).toBeGreaterThan(15);
          // Signed in, so a survey for members only draws its form too.
          const page = await openTab(running.browser, running.portal.url, { locale, viewport, token });
          const problems: string[] = [];
          for (const form of forms) {
            await page.goto(`${running.portal.url}/${kind === 'jobs' ? 'jobs' : 'survey'}/${form.uuid}`);
            await page.getByRole('button', { name: SEND[locale], exact: true }).waitFor();
            problems.push(...(await mislabelled(page, form)).map((problem) => `${form.uuid} ${problem}`));
          }
          expect(problems).toEqual([]);
          await page.context().close();
        },
      );
    }
  }
});
