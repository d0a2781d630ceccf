import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail } from '../../schemas/api/news';
import { articleRow } from '../../server/db/seed/articles';
import { articles, likes, users } from '../../server/db/schema';
import { sanitizeHtml } from '../../server/lib/sanitize-html';
import { issueAccessToken } from '../../server/services/accounts/access-tokens';
import { demoIndividual, postForm } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let address = 0;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => t.close());

/** A fresh article of its own, so each test counts from a known number. */
async function newArticle(likesCount = 0): Promise<{ id: number; uuid: string; slug: string }> {
  const slug = `likes-test-${randomUUID().slice(0, 8)}`;
  const [row] = await t.db
    .insert(articles)
    .values({ slug, titleAr: 'خبر', titleEn: 'News', likesCount })
    .returning({ id: articles.id, uuid: articles.uuid, slug: articles.slug });
  t.app.publicCache.invalidate('articles');
  return row!;
}

const toggle = (
  fields: Record<string, string>,
  {
    token,
    locale = 'ar',
    from = `10.30.0.${++address % 250}`,
  }: { token?: string; locale?: string; from?: string } = {},
) => postForm(t, 'likes/toggle', fields, { token, locale, from });

const guestToggle = (uuid: string, guest: string, options?: Parameters<typeof toggle>[1]) =>
  toggle({ likeable_type: 'article', likeable_id: uuid, guest_uuid: guest }, options);

const read = async (slug: string, { guest, token }: { guest?: string; token?: string } = {}) => {
  const response = await t.app.inject({
    url: `/api/v1/articles/${slug}${guest ? `?guest_uuid=${guest}` : ''}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return { article: response.json<{ data: ArticleDetail }>().data, cacheControl: response.headers['cache-control'] };
};

const likeRows = async (articleId: number) =>
  t.db
    .select()
    .from(likes)
    .where(and(eq(likes.likeableType, 'article'), eq(likes.likeableId, articleId)));

describe('POST /api/v1/likes/toggle', () => {
  it('likes as a guest, shows it to that guest alone, and a second toggle takes it back', async () => {
    const article = await newArticle(5);
    const guest = randomUUID();
    const first = await guestToggle(article.uuid, guest);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ data: { liked: true } });

    const mine = await read(article.slug, { guest });
    expect(mine.article).toMatchObject({ likes_count: 6, liked: true });
    expect(mine.cacheControl).toBe('private, no-store');
    expect((await read(article.slug, { guest: randomUUID() })).article.liked).toBe(false);
    const everybody = await read(article.slug);
    expect(everybody.article.likes_count).toBe(6);
    expect(everybody.article).not.toHaveProperty('liked');
    expect(everybody.cacheControl).toBe('public, no-cache');

    expect((await guestToggle(article.uuid, guest)).json()).toEqual({ data: { liked: false } });
    expect((await read(article.slug, { guest })).article).toMatchObject({ likes_count: 5, liked: false });
    expect(await likeRows(article.id)).toHaveLength(0);
  });

  it('keeps one like per guest: the same guest in upper case is the same guest', async () => {
    const article = await newArticle();
    const guest = randomUUID();
    await guestToggle(article.uuid, guest);
    expect((await guestToggle(article.uuid.toUpperCase(), guest.toUpperCase())).json().data.liked).toBe(false);
    expect((await read(article.slug)).article.likes_count).toBe(0);
  });

  it('ends a burst of 20 parallel toggles by one guest in the state of the last, counted once', async () => {
    const article = await newArticle(3);
    const guest = randomUUID();
    const from = '10.31.0.1';
    const answers = await Promise.all(Array.from({ length: 20 }, () => guestToggle(article.uuid, guest, { from })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const liked = answers.map((answer) => answer.json<{ data: { liked: boolean } }>().data.liked);
    // Toggles run one after another: half of them liked, half took it back, and the last took it back.
    expect(liked.filter(Boolean)).toHaveLength(10);
    expect(await likeRows(article.id)).toHaveLength(0);
    expect((await read(article.slug, { guest })).article).toMatchObject({ likes_count: 3, liked: false });

    const odd = await Promise.all(Array.from({ length: 7 }, () => guestToggle(article.uuid, guest, { from })));
    expect(odd.filter((answer) => answer.json().data.liked)).toHaveLength(4);
    expect((await read(article.slug, { guest })).article).toMatchObject({ likes_count: 4, liked: true });
  });

  it('counts 30 guests liking in parallel as 30 likes', async () => {
    const article = await newArticle();
    const answers = await Promise.all(Array.from({ length: 30 }, () => guestToggle(article.uuid, randomUUID())));
    expect(answers.every((answer) => answer.json().data.liked === true)).toBe(true);
    expect((await read(article.slug)).article.likes_count).toBe(30);
    expect(await likeRows(article.id)).toHaveLength(30);
  });

  it('never counts below zero: parallel guests liking and taking it back end where they began', async () => {
    const article = await newArticle();
    const guests = Array.from({ length: 10 }, () => randomUUID());
    await Promise.all(guests.flatMap((guest) => [guestToggle(article.uuid, guest), guestToggle(article.uuid, guest)]));
    const [row] = await t.db
      .select({ likesCount: articles.likesCount })
      .from(articles)
      .where(eq(articles.id, article.id));
    expect(row!.likesCount).toBe(0);
    expect(await likeRows(article.id)).toHaveLength(0);
  });

  it('likes as a signed-in account, apart from any guest id sent with it', async () => {
    const article = await newArticle();
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demoIndividual.email));
    const token = await issueAccessToken(t.db, user!.id);
    const guest = randomUUID();
    expect((await guestToggle(article.uuid, guest, { token })).json()).toEqual({ data: { liked: true } });
    // The account liked, not the guest id its browser also sent.
    expect((await read(article.slug, { token })).article).toMatchObject({ liked: true, likes_count: 1 });
    expect((await read(article.slug, { guest })).article.liked).toBe(false);
    expect(await likeRows(article.id)).toEqual([expect.objectContaining({ userId: user!.id, guestUuid: null })]);

    // Signed in on another device (another token), the account still likes it, once.
    const otherDevice = await issueAccessToken(t.db, user!.id);
    expect(
      (await toggle({ likeable_type: 'article', likeable_id: article.uuid }, { token: otherDevice })).json(),
    ).toEqual({ data: { liked: false } });
    // The same browser as a guest likes separately.
    expect((await guestToggle(article.uuid, guest)).json()).toEqual({ data: { liked: true } });
    expect((await read(article.slug)).article.likes_count).toBe(1);
  });

  it('refuses a token that is not valid (401), but a public read ignores it', async () => {
    const article = await newArticle();
    const bad = 'A'.repeat(43);
    const response = await guestToggle(article.uuid, randomUUID(), { token: bad, locale: 'en' });
    expect(response.statusCode).toBe(401);
    expect(await likeRows(article.id)).toHaveLength(0);
    const { article: shown, cacheControl } = await read(article.slug, { token: bad });
    expect(shown).not.toHaveProperty('liked');
    expect(cacheControl).toBe('public, no-cache');
  });

  it('answers 404 for an article that does not exist', async () => {
    const response = await guestToggle(randomUUID(), randomUUID(), { locale: 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The page or item you asked for does not exist.' });
  });

  it.each([
    [
      'an unknown likeable_type',
      { likeable_type: 'album' },
      'likeable_type',
      'This type of item cannot be liked',
      'نوع العنصر غير مدعوم',
    ],
    [
      'no likeable_type',
      { likeable_type: undefined },
      'likeable_type',
      'This type of item cannot be liked',
      'نوع العنصر غير مدعوم',
    ],
    ['a likeable_id that is no uuid', { likeable_id: '42' }, 'likeable_id', 'Invalid item id', 'معرف العنصر غير صالح'],
    [
      'a slug as likeable_id',
      { likeable_id: 'founding-day-celebrations' },
      'likeable_id',
      'Invalid item id',
      'معرف العنصر غير صالح',
    ],
    [
      'a guest_uuid that is not version 4',
      { guest_uuid: '123e4567-e89b-12d3-a456-426614174000' },
      'guest_uuid',
      'Invalid visitor id',
      'معرف الزائر غير صالح',
    ],
    [
      'a guest_uuid with SQL in it',
      { guest_uuid: "x' OR '1'='1" },
      'guest_uuid',
      'Invalid visitor id',
      'معرف الزائر غير صالح',
    ],
    [
      'no guest_uuid from a visitor',
      { guest_uuid: undefined },
      'guest_uuid',
      'A visitor id is required when not signed in',
      'معرف الزائر مطلوب لغير المسجلين',
    ],
  ])('refuses %s with a 422 in the request language and stores nothing', async (_, change, field, english, arabic) => {
    const article = await newArticle();
    const fields = Object.fromEntries(
      Object.entries({
        likeable_type: 'article',
        likeable_id: article.uuid,
        guest_uuid: randomUUID(),
        ...change,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const inEnglish = await toggle(fields, { locale: 'en' });
    expect(inEnglish.statusCode).toBe(422);
    expect(inEnglish.json().errors[field]).toEqual([english]);
    const inArabic = await toggle(fields);
    expect(inArabic.json().errors[field]).toEqual([arabic]);
    expect(await likeRows(article.id)).toHaveLength(0);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/likes/toggle',
      payload: { likeable_type: 'article' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('GET /api/v1/articles/:uuidOrSlug with a liker', () => {
  it('refuses a malformed guest_uuid with a 422', async () => {
    const article = await newArticle();
    const response = await t.app.inject({
      url: `/api/v1/articles/${article.slug}?guest_uuid=not-a-uuid`,
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['guest_uuid']);
  });

  it('answers 404 for an unknown article even with a liker', async () => {
    const response = await t.app.inject({ url: `/api/v1/articles/no-such-article?guest_uuid=${randomUUID()}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('stored article bodies', () => {
  it('are sanitised: every seeded description reads back as its own sanitised form', async () => {
    const rows = await t.db.select({ ar: articles.descriptionAr, en: articles.descriptionEn }).from(articles);
    expect(rows.length).toBeGreaterThanOrEqual(45);
    for (const { ar, en } of rows) {
      expect(sanitizeHtml(ar)).toBe(ar);
      expect(sanitizeHtml(en)).toBe(en);
    }
  });

  it('read back clean when the entry held script payloads', async () => {
    const hostile =
      '<p>Rain<script>alert(1)</script></p><img src="/demo/articles/rain.webp" onerror="alert(1)" alt="rain">' +
      '<a href="javascript:alert(1)">x</a><iframe src="https://example.com"></iframe><p style="width:expression(alert(1))">y</p>';
    const row = articleRow({
      slug: 'hostile-body-test',
      created_at: '2020-01-01T00:00:00Z',
      image_path: null,
      image_alt_ar: '',
      image_alt_en: '',
      likes_count: 0,
      title_ar: 'خبر',
      title_en: 'News',
      subtitle_ar: '',
      subtitle_en: '',
      description_ar: hostile,
      description_en: hostile,
    });
    await t.db.insert(articles).values(row);
    t.app.publicCache.invalidate('articles');
    const { article } = await read('hostile-body-test');
    expect(article.description).toBe(
      '<p>Rain</p><img src="/demo/articles/rain.webp" alt="rain" /><a rel="noopener noreferrer">x</a><p>y</p>',
    );
  });
});
