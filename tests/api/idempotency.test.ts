import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, idempotencyKeys, reserveAreas } from '../../server/db/schema';
import { UploadBatch } from '../../server/services/storage';
import { encodeMultipart } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// A red pixel instead of a transparent one: the same name and type, other content.
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

type Part = [string, string | File];
const message: Part[] = [
  ['type', 'complaints'],
  ['username', 'نورة عبدالله'],
  ['phone', '+966501234567'],
  ['subject', 'تأخر الرد'],
  ['message', 'لم يصلني رد على طلبي.'],
];
const photo = (bytes = PNG): Part => ['attachments[0]', new File([bytes], 'photo.png', { type: 'image/png' })];
const withSubject = (subject: string): Part[] =>
  message.map(([name, value]) => [name, name === 'subject' ? subject : value]);

const KEY = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const isPostgres = Boolean(process.env.DATABASE_URL);

describe('Idempotency-Key on POST /api/v1/contact-us', () => {
  let t: TestApp;
  let clients = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A client address of its own for each test: keys belong to a client, and each may send ten messages in ten minutes. */
  const newClient = () => {
    clients += 1;
    return `10.9.${clients >> 8}.${clients & 255}`;
  };

  async function post(parts: Part[], { from, key, locale = 'ar' }: { from: string; key?: string; locale?: string }) {
    const { payload, contentType } = await encodeMultipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: {
        'content-type': contentType,
        'accept-language': locale,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload,
      remoteAddress: from,
    });
  }

  const messageCount = async () => (await t.db.select({ n: count() }).from(contactMessages))[0]!.n;
  const keyRowsOf = (from: string) =>
    t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.client, `ip:${from}`));

  it('stores one message for the same key and body sent twice, and replays the first answer byte for byte', async () => {
    const from = newClient();
    const before = await messageCount();
    const first = await post([...message, photo()], { from, key: KEY });
    const repeat = await post([...message, photo()], { from, key: KEY });

    expect(first.statusCode, first.body).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers['content-type']).toBe(first.headers['content-type']);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await messageCount()).toBe(before + 1);
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.uuid, repeat.json().data.uuid));
    expect(stored?.subject).toBe('تأخر الرد');
    expect(await keyRowsOf(from)).toMatchObject([{ key: KEY, scope: 'POST /api/v1/contact-us', responseStatus: 201 }]);
  });

  it.each([
    ['another subject', withSubject('موضوع آخر'), 'ar', 'مفتاح الطلب مستخدم لطلب مختلف'],
    [
      'another file under the same name',
      [...message, photo(RED_PNG)],
      'en',
      'This request key was already used for a different request.',
    ],
  ])(
    'refuses the same key with %s with 422 in the request language, and stores nothing more',
    async (_change, changed, locale, text) => {
      const from = newClient();
      const before = await messageCount();
      expect((await post([...message, photo()], { from, key: KEY })).statusCode).toBe(201);

      const refused = await post(changed, { from, key: KEY, locale });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toEqual({ message: text });
      expect(await messageCount()).toBe(before + 1);
      expect(await keyRowsOf(from)).toHaveLength(1);
    },
  );

  it.each([
    ['15 characters', 'a'.repeat(15)],
    ['129 characters', 'a'.repeat(129)],
    ['an empty value', ''],
    ['spaces', 'key with spaces 0123'],
    ['dots and slashes', '../../etc/passwd.0123'],
    ['a NUL character', `${'a'.repeat(16)}\0`],
  ])('refuses a key of %s with 422 under Idempotency-Key, and stores nothing', async (_name, key) => {
    const from = newClient();
    const before = await messageCount();
    const response = await post(message, { from, key });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      message: 'مفتاح الطلب يجب أن يتكون من 16 إلى 128 حرفا من الحروف الإنجليزية والأرقام و - و _',
      errors: {
        'Idempotency-Key': ['مفتاح الطلب يجب أن يتكون من 16 إلى 128 حرفا من الحروف الإنجليزية والأرقام و - و _'],
      },
    });
    expect(await messageCount()).toBe(before);
    expect(await keyRowsOf(from)).toEqual([]);
  });

  it('explains a malformed key in English when asked', async () => {
    const response = await post(message, { from: newClient(), key: 'short', locale: 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'Idempotency-Key': ['The request key must be 16 to 128 letters, digits, hyphens or underscores.'],
    });
  });

  it.each([
    ['16', 'A'.repeat(8) + '0-_'.padEnd(8, 'z')],
    ['128', 'k'.repeat(128)],
  ])('accepts a key of exactly %s characters', async (_length, key) => {
    const response = await post(message, { from: newClient(), key });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('stores two messages for two posts without a key, and keeps no key row', async () => {
    const from = newClient();
    const before = await messageCount();
    const first = await post(message, { from });
    const second = await post(message, { from });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().data.uuid).not.toBe(first.json().data.uuid);
    expect(await messageCount()).toBe(before + 2);
    expect(await keyRowsOf(from)).toEqual([]);
  });

  it('keeps a key to its client: another address with the same key sends its own message', async () => {
    const before = await messageCount();
    const first = await post(message, { from: newClient(), key: KEY });
    const other = await post(message, { from: newClient(), key: KEY });
    expect([first.statusCode, other.statusCode]).toEqual([201, 201]);
    expect(other.json().data.uuid).not.toBe(first.json().data.uuid);
    expect(await messageCount()).toBe(before + 2);
  });

  it('leaves no key row for a refused request, so the corrected retry with the same key is stored', async () => {
    const from = newClient();
    const before = await messageCount();
    const resident = (areaId: string): Part[] => [
      ...message,
      ['is_reserve_resident', 'true'],
      ['reserve_area_id', areaId],
    ];
    const refused = await post(resident('999999'), { from, key: KEY });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(await keyRowsOf(from)).toEqual([]);

    const [area] = await t.db
      .insert(reserveAreas)
      .values({ nameAr: 'روضة خريم', nameEn: 'Rawdat Khuraim' })
      .returning();
    const corrected = await post(resident(String(area!.id)), { from, key: KEY });
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(await messageCount()).toBe(before + 1);
  });

  it('releases the key when the work fails midway, so the same retry is stored once', async () => {
    const from = newClient();
    const before = await messageCount();
    vi.spyOn(UploadBatch.prototype, 'keep').mockRejectedValueOnce(new Error('disk full'));
    const failed = await post([...message, photo()], { from, key: KEY });
    expect(failed.statusCode).toBe(500);
    expect(await keyRowsOf(from)).toEqual([]);
    expect(await messageCount()).toBe(before);

    const retried = await post([...message, photo()], { from, key: KEY });
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await messageCount()).toBe(before + 1);
  });

  it('answers 409 while the first request with the key is still running, then replays its answer', async () => {
    const from = newClient();
    const before = await messageCount();
    // The first request stops while staging its file, before any transaction, so the repeat reaches the database.
    let resume!: () => void;
    const staged = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const stage = UploadBatch.prototype.stage;
    vi.spyOn(UploadBatch.prototype, 'stage').mockImplementationOnce(async function (this: UploadBatch, ...args) {
      await staged;
      return stage.apply(this, args);
    });
    const first = post([...message, photo()], { from, key: KEY });
    await vi.waitUntil(async () => (await keyRowsOf(from)).length === 1);

    const meanwhile = await post([...message, photo()], { from, key: KEY, locale: 'en' });
    expect(meanwhile.statusCode, meanwhile.body).toBe(409);
    expect(meanwhile.json()).toEqual({ message: 'A request with this key is still being processed.' });

    resume();
    expect((await first).statusCode).toBe(201);
    const replay = await post([...message, photo()], { from, key: KEY });
    expect(replay.body).toBe((await first).body);
    expect(await messageCount()).toBe(before + 1);
  });

  it('takes over an expired key: the same key a day later stores a new message, and expired keys are dropped', async () => {
    const from = newClient();
    const before = await messageCount();
    const first = await post(message, { from, key: KEY });
    await t.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.client, `ip:${from}`));
    const someoneElse = newClient();
    await t.db.insert(idempotencyKeys).values({
      scope: 'POST /api/v1/contact-us',
      client: `ip:${someoneElse}`,
      key: KEY,
      fingerprint: 'f',
      expiresAt: sql`now() - interval '1 hour'`,
    });

    const later = await post(withSubject('رسالة جديدة'), { from, key: KEY });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().data.uuid).not.toBe(first.json().data.uuid);
    expect(await messageCount()).toBe(before + 2);
    const [row] = await keyRowsOf(from);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
    expect(await keyRowsOf(someoneElse)).toEqual([]);
  });

  // PGlite has one connection, so there the ten requests meet the database one statement at a time;
  // on PostgreSQL (DATABASE_URL) they race on a pool of ten. Both must store exactly one message.
  it(`stores one message for ten identical requests sent at once with one key (${isPostgres ? 'PostgreSQL, racing' : 'PGlite, serialised'})`, async () => {
    const from = newClient();
    const before = await messageCount();
    const { payload, contentType } = await encodeMultipart([...message, photo()]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/contact-us',
          headers: { 'content-type': contentType, 'idempotency-key': KEY },
          payload,
          remoteAddress: from,
        }),
      ),
    );

    expect(await messageCount()).toBe(before + 1);
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.statusCode)).toEqual(
      Array(10 - created.length).fill(409),
    );
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.uuid, created[0]!.json().data.uuid));
    expect(stored).toBeDefined();
  });
});
