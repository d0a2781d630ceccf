import { expect } from 'vitest';
import type { StoredQuestion } from '../../server/db/schema';
import { postForm, type Fields } from './accounts';
import { newStaffMember } from './staff';
import { createTestApp, type TestApp } from './test-app';

export type StaffMember = Awaited<ReturnType<typeof newStaffMember>>;

/**
 * A test app with the two members a content type's tests act as: an editor who edits, an auditor who reads;
 * `app` makes the app (renderingTestApp where the tests read the rendered pages too).
 */
export async function contentEditingApp(
  app: () => Promise<TestApp> = () => createTestApp(),
): Promise<{ t: TestApp; editor: StaffMember; auditor: StaffMember }> {
  const t = await app();
  return {
    t,
    editor: await newStaffMember(t, { role: 'editor', name: 'عبدالرحمن بن عبدالعزيز آل سعود' }),
    auditor: await newStaffMember(t, { role: 'auditor' }),
  };
}

/**
 * The content frame's routes for `type` (admin/content/<type>), called as the editor unless another token
 * is given; `app` is read at each call, as the test's beforeAll sets it.
 */
export function contentRoutes(type: string, app: () => { t: TestApp; editor: StaffMember }) {
  const send = (method: 'POST' | 'PUT', path: string, fields: Fields, token = app().editor.token, locale = 'ar') =>
    postForm(app().t, `admin/content/${type}${path}`, fields, { token, locale, method });
  const call = (method: 'GET' | 'DELETE', path: string, token = app().editor.token, locale = 'ar') =>
    app().t.app.inject({
      method,
      url: `/api/v1/admin/content/${type}${path}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
    });
  /** The id of a new item made of `fields`. */
  const created = async (fields: Fields) => {
    const response = await send('POST', '', fields);
    expect(response.statusCode, response.body).toBe(201);
    return Number(response.json<{ data: { id: string } }>().data.id);
  };
  return { send, call, created };
}

export const HOUR = 60 * 60 * 1000;
/** A moment as the form writes it: the reserve's (Asia/Riyadh, UTC+3) day and time. */
export const riyadhDayTime = (moment: number) =>
  new Date(moment + 3 * HOUR).toISOString().slice(0, 16).replace('T', ' ');

/** A question as the editor sends it: `questions[i][…]`, options as `questions[i][options][j][…]`. */
export function questionFields(index: number, question: Partial<StoredQuestion>): Fields {
  const fields: Fields = {};
  const { options, ...rest } = question;
  for (const [name, value] of Object.entries(rest)) fields[`questions[${index}][${name}]`] = String(value);
  for (const [j, option] of (options ?? []).entries())
    for (const [name, value] of Object.entries(option)) fields[`questions[${index}][options][${j}][${name}]`] = value;
  return fields;
}
