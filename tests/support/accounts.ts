import { asc, eq } from 'drizzle-orm';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { mailOutbox, users } from '../../server/db/schema';
import { encodeMultipart } from './multipart';
import { linksIn } from './outbox';
import type { TestApp } from './test-app';

export type Fields = Record<string, string | File | (string | File)[]>;

/** A new individual's answers as the browser sends them (the phone in two parts); override any. */
export const individual = (overrides: Record<string, string> = {}): Record<string, string> => ({
  name: 'ريم القحطاني',
  national_id: '1098765432',
  birth_date: '1995-03-20',
  country_id: '1',
  city_id: '1',
  country_code: '966',
  phone_number: '512345678',
  email: 'reem@example.sa',
  gender: '2',
  password: 'Rawdat-Khafs-99',
  password_confirmation: 'Rawdat-Khafs-99',
  terms: 'true',
  ...overrides,
});

/** The demo individual of the seed (README). */
export const demoIndividual = { email: 'individual@demo.reserve.sa', password: 'Rawdat-Noura-2025' };
export const demoCompany = { email: 'company@demo.reserve.sa', password: 'Al-Armah-2025' };
export const demoResearcher = { email: 'researcher@demo.reserve.sa', password: 'Wadi-Shawki-2025' };

let address = 0;
/** A client address of its own, so per-address limits of one test do not touch another. */
export const freshAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

/**
 * POSTs multipart fields as the browser would; `from` is the client address (these tests trust the
 * loopback proxy, TRUST_PROXY=127.0.0.1). Returns once the work the server does after answering is
 * done too, so a test sees the mail an answer promised.
 */
export async function postForm(
  t: TestApp,
  url: string,
  fields: Fields,
  {
    locale = 'ar',
    from = '10.0.0.1',
    token,
    method = 'POST',
    headers = {},
  }: {
    locale?: string;
    from?: string;
    token?: string;
    method?: 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
  } = {},
) {
  const parts = Object.entries(fields).flatMap(([name, value]) =>
    [value].flat().map((item) => [name, item] as [string, string | File]),
  );
  const { payload, contentType } = await encodeMultipart(parts);
  const response = await t.app.inject({
    method,
    url: `/api/v1/${url}`,
    payload,
    headers: {
      'content-type': contentType,
      'accept-language': locale,
      'x-forwarded-for': from,
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
  });
  await t.app.backgroundWork.settled();
  return response;
}

export async function mailsTo(t: TestApp, to: string, subjectLike?: string) {
  // In the order they were queued: PostgreSQL returns rows in no set order (a row marked sent moves).
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
  return subjectLike ? rows.filter((row) => row.subject.includes(subjectLike)) : rows;
}

/** The first portal link in a mail's text part that starts with `path`. */
export function linkIn(text: string, path: string): URL {
  const found = linksIn(text)
    .map((href) => new URL(href))
    .find((url) => url.pathname.startsWith(path));
  if (!found) throw new Error(`No ${path} link in:\n${text}`);
  return found;
}

/** Solves the server's ALTCHA challenge as the widget would, giving the g-recaptcha-response value. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge could not be solved');
  return btoa(JSON.stringify({ challenge, solution }));
}

/** Signs in and returns the login token. */
export async function signIn(t: TestApp, credentials: { email: string; password: string }, url = 'login') {
  const response = await postForm(
    t,
    url,
    { email: credentials.email, password: credentials.password },
    { from: freshAddress() },
  );
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { token: string } }>().data.token;
}

let members = 0;
/** A new verified individual, signed in: its row id, registration answers and login token. */
export async function newVerifiedMember(t: TestApp) {
  members += 1;
  const email = `member${members}@example.sa`;
  const answers = individual({ email, national_id: `10555${String(members).padStart(5, '0')}` });
  const registered = await postForm(t, 'register', answers, { from: freshAddress() });
  if (registered.statusCode !== 201)
    throw new Error(`Registration failed: ${registered.statusCode} ${registered.body}`);
  await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const password = answers.password!;
  return { id: row!.id, email, password, answers, token: await signIn(t, { email, password }) };
}
