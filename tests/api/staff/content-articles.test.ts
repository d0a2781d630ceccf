import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../../schemas/api/content';
import type { ContentItem, ContentSummary } from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import { articles, slugRedirects } from '../../../server/db/schema';
import { newVerifiedMember, postForm, type Fields } from '../../support/accounts';
import { contentEditingApp, contentRoutes, HOUR, riyadhDayTime, type StaffMember } from '../../support/content-editing';
import { newStaffMember } from '../../support/staff';
import { renderingTestApp, type TestApp } from '../../support/test-app';

let slugs = 0;
const article = (overrides: Fields = {}): Fields => ({
  title_ar: 'ولادة ثلاثة صغار للمها العربي في روضة خريم',
  title_en: 'Three Arabian oryx calves born at Rawdat Khuraim',
  subtitle_ar: 'أول مواليد الموسم منذ إعادة التوطين',
  subtitle_en: "The season's first births since the reintroduction",
  slug: `oryx-calves-${++slugs}`,
  description_ar: '<p>رصد فريق المحمية صباح الأحد ولادة ثلاثة صغار للمها العربي قرب مسار الزوار الشمالي.</p>',
  description_en: '<p>On Sunday morning the rangers recorded three oryx calves near the northern trail.</p>',
  status: 'published',
  publish_at: riyadhDayTime(Date.now() - HOUR),
  ...overrides,
});

/** Editors write the news through the content frame (admin/content/articles); the public sees only what is published. */
describe('admin/content/articles', () => {
  let t: TestApp;
  let editor: StaffMember;
  let auditor: StaffMember;

  const { send, call, created: create } = contentRoutes('articles', () => ({ t, editor }));
  const publicList = async (locale: 'ar' | 'en') =>
    (await t.app.inject({ url: '/api/v1/articles?page=1', headers: { 'accept-language': locale } })).json<
      ListEnvelope<Article>
    >().data;
  const publicArticle = (slug: string, locale: 'ar' | 'en' = 'ar') =>
    t.app.inject({ url: `/api/v1/articles/${slug}`, headers: { 'accept-language': locale } });
  /** The page as the server renders it, in the language of the `locale` cookie. */
  const page = (address: string, locale: 'ar' | 'en' = 'ar') =>
    t.app.inject({ url: address, headers: { cookie: `locale=${locale}` } });

  beforeAll(async () => {
    // The pages are rendered as the built server renders them: an edit must show in them at once.
    ({ t, editor, auditor } = await contentEditingApp(renderingTestApp));
  });
  afterAll(() => t.close());

  it('keeps a draft from the public: not listed, its address 404 in the API and as a page', async () => {
    await publicList('ar'); // cached before the edit: the edit must drop it
    const draft = article({ status: 'draft', title_ar: 'مسودة خبر عن رصد الحبارى' });
    const id = await create(draft);
    expect((await publicList('ar')).map((item) => item.slug)).not.toContain(draft.slug);
    expect((await publicArticle(draft.slug as string)).statusCode).toBe(404);
    const [row] = await t.db.select({ uuid: articles.uuid }).from(articles).where(eq(articles.id, id));
    expect((await publicArticle(row!.uuid)).statusCode).toBe(404);
    const rendered = await page(`/news/${draft.slug}`);
    expect(rendered.statusCode).toBe(404);
    expect(rendered.body).not.toContain('مسودة خبر عن رصد الحبارى');
    // A guest cannot like what is not published.
    const like = await postForm(t, 'likes/toggle', {
      likeable_type: 'article',
      likeable_id: row!.uuid,
      guest_uuid: '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b',
    });
    expect(like.statusCode, like.body).toBe(404);

    // The editors see it, as a draft.
    const list = (await call('GET', '?page=1')).json<ListEnvelope<ContentSummary>>();
    expect(list.data[0]).toEqual({
      id: String(id),
      title_ar: 'مسودة خبر عن رصد الحبارى',
      title_en: draft.title_en,
      state: 'draft',
    });
  });

  it('previews a draft and a scheduled article at their public address by the editor’s signed link, and only them', async () => {
    const draft = article({ status: 'draft', title_ar: 'مسودة: عودة طيور الحبارى إلى روضة التنهات' });
    const scheduled = article({ publish_at: riyadhDayTime(Date.now() + 48 * HOUR), title_en: 'Scheduled: houbara' });
    const [draftId, scheduledId] = [await create(draft), await create(scheduled)];
    const linkOf = async (id: number, token = editor.token) =>
      (await call('GET', `/${id}`, token)).json<{ data: ContentItem }>().data.preview!;

    const link = await linkOf(draftId);
    expect(link).toMatch(new RegExp(`^/news/${draft.slug}\\?preview=\\d+\\.\\d+\\.[0-9a-f]{64}$`));
    const token = new URLSearchParams(link.split('?')[1]).get('preview')!;
    const shown = await t.app.inject({ url: `/api/v1/articles/${draft.slug}?preview=${token}` });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<{ data: Article }>().data.title).toBe(draft.title_ar);
    // Never kept where the public could be answered from it, nor indexed.
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    expect((await publicArticle(draft.slug as string)).statusCode).toBe(404);
    // The page is drawn in the browser, which reads the same answer: the server renders no preview.
    const rendered = await page(link);
    expect(rendered.statusCode).toBe(200);
    expect(rendered.headers['cache-control']).toBe('no-store');
    expect(rendered.body).not.toContain(draft.title_ar);

    // An auditor reads the item, with its link, and the scheduled article previews in English too.
    const scheduledToken = new URLSearchParams((await linkOf(scheduledId, auditor.token)).split('?')[1]).get('preview');
    const english = await t.app.inject({
      url: `/api/v1/articles/${scheduled.slug}?preview=${scheduledToken}`,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json<{ data: Article }>().data.title).toBe('Scheduled: houbara');

    // A link opens its own article only; a tampered one opens nothing; a malformed one is refused.
    expect((await t.app.inject({ url: `/api/v1/articles/${scheduled.slug}?preview=${token}` })).statusCode).toBe(404);
    const tampered = token.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    expect((await t.app.inject({ url: `/api/v1/articles/${draft.slug}?preview=${tampered}` })).statusCode).toBe(404);
    const malformed = await t.app.inject({ url: `/api/v1/articles/${draft.slug}?preview=<script>` });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('preview');
  });

  it('gives the editors each article’s state: draft, scheduled with its moment, or published (also once due)', async () => {
    const inTwoDays = Date.now() + 48 * HOUR;
    const scheduled = article({ publish_at: riyadhDayTime(inTwoDays) });
    const scheduledId = await create(scheduled);
    const publishedId = await create(article());
    const summaries = async () => (await call('GET', '?page=1')).json<ListEnvelope<ContentSummary>>().data;
    const stateOf = async (id: number) => (await summaries()).find((item) => item.id === String(id));
    // The form takes the minute, in the reserve's time.
    const minute = new Date(Math.floor(inTwoDays / 60_000) * 60_000).toISOString();
    expect(await stateOf(scheduledId)).toMatchObject({ state: 'scheduled', publish_at: minute });
    expect(await stateOf(publishedId)).toEqual(expect.objectContaining({ state: 'published' }));
    expect(await stateOf(publishedId)).not.toHaveProperty('publish_at');

    // Its time come, it is published, as the public sees it.
    expect(
      (await send('PUT', `/${scheduledId}`, { ...scheduled, publish_at: riyadhDayTime(Date.now() - 60_000) }))
        .statusCode,
    ).toBe(200);
    expect(await stateOf(scheduledId)).toMatchObject({ state: 'published' });
    expect((await publicArticle(scheduled.slug as string)).statusCode).toBe(200);
  });

  it('unpublishes at once: gone from the home page, the news page and its own page, rendered and read', async () => {
    const shown = article({
      title_ar: 'افتتاح مسار الدراجات في روضة التنهات',
      title_en: 'Cycling trail opens at Rawdat Al-Tanhat',
    });
    const id = await create(shown);
    for (const address of ['/', '/news']) {
      expect((await page(address, 'ar')).body, address).toContain(shown.title_ar);
      expect((await page(address, 'en')).body, address).toContain(shown.title_en);
    }
    expect((await page(`/news/${shown.slug}`)).statusCode).toBe(200);

    expect((await send('PUT', `/${id}`, { ...shown, status: 'draft' })).statusCode).toBe(200);
    for (const address of ['/', '/news']) {
      const arabic = await page(address, 'ar');
      expect(arabic.statusCode, address).toBe(200);
      expect(arabic.body, address).not.toContain(shown.title_ar);
      expect((await page(address, 'en')).body, address).not.toContain(shown.title_en);
    }
    const own = await page(`/news/${shown.slug}`);
    expect(own.statusCode).toBe(404);
    expect(own.body).not.toContain(shown.title_ar);
    expect((await publicArticle(shown.slug as string, 'en')).statusCode).toBe(404);
    expect((await publicList('ar')).map((item) => item.slug)).not.toContain(shown.slug);
  });

  it('publishes a draft: shown at once in Arabic and English, in the API and the rendered pages', async () => {
    const draft = article({ status: 'draft' });
    const id = await create(draft);
    expect((await page(`/news/${draft.slug}`)).statusCode).toBe(404); // rendered once, as not found
    const published = await send('PUT', `/${id}`, { ...draft, status: 'published' }, editor.token, 'en');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<{ message: string }>().message).toBe('The article is saved');

    expect((await publicList('ar')).find((item) => item.slug === draft.slug)?.title).toBe(draft.title_ar);
    expect((await publicList('en')).find((item) => item.slug === draft.slug)?.title).toBe(draft.title_en);
    const detail = await publicArticle(draft.slug as string, 'en');
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<{ data: Article }>().data).toMatchObject({
      title: draft.title_en,
      subtitle: draft.subtitle_en,
      description: draft.description_en,
    });

    const arabicPage = await page(`/news/${draft.slug}`, 'ar');
    expect(arabicPage.statusCode).toBe(200);
    expect(arabicPage.body).toContain(draft.title_ar);
    const englishPage = await page(`/news/${draft.slug}`, 'en');
    expect(englishPage.statusCode).toBe(200);
    expect(englishPage.body).toContain('Three Arabian oryx calves born at Rawdat Khuraim');
    expect((await page('/news', 'ar')).body).toContain(draft.title_ar);
  });

  it('keeps a scheduled article hidden until its time, and an unpublished one gone at once', async () => {
    const scheduled = article({ publish_at: riyadhDayTime(Date.now() + 48 * HOUR) });
    const id = await create(scheduled);
    expect((await publicList('ar')).map((item) => item.slug)).not.toContain(scheduled.slug);
    expect((await publicArticle(scheduled.slug as string)).statusCode).toBe(404);
    expect((await page(`/news/${scheduled.slug}`)).statusCode).toBe(404);

    // Its time comes: moved into the past, it shows.
    const due = { ...scheduled, publish_at: riyadhDayTime(Date.now() - 60_000) };
    expect((await send('PUT', `/${id}`, due)).statusCode).toBe(200);
    expect((await publicArticle(scheduled.slug as string)).statusCode).toBe(200);

    expect((await send('PUT', `/${id}`, { ...due, status: 'draft' })).statusCode).toBe(200);
    expect((await publicList('en')).map((item) => item.slug)).not.toContain(scheduled.slug);
    expect((await publicArticle(scheduled.slug as string)).statusCode).toBe(404);
    expect((await page(`/news/${scheduled.slug}`)).statusCode).toBe(404);
  });

  it('keeps the old address of a renamed article: the API answers it, the page redirects for good', async () => {
    const first = article({ slug: 'houbara-release-north' });
    const id = await create(first);
    expect((await page('/news/houbara-release-north')).statusCode).toBe(200);
    const renamed = await send('PUT', `/${id}`, { ...first, slug: 'houbara-release-2026' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const old = await publicArticle('houbara-release-north', 'en');
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json<{ data: Article }>().data).toMatchObject({ slug: 'houbara-release-2026', title: first.title_en });
    const redirect = await page('/news/houbara-release-north');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/news/houbara-release-2026');
    expect((await page('/news/houbara-release-2026')).statusCode).toBe(200);
    const [row] = await t.db.select({ uuid: articles.uuid }).from(articles).where(eq(articles.id, id));
    expect((await page(`/news/${row!.uuid}`)).statusCode).toBe(200); // its uuid is an address too, not an old one

    // Renamed again, both old addresses lead to it; given back its first slug, that is its address again.
    expect((await send('PUT', `/${id}`, { ...first, slug: 'houbara-release-spring' })).statusCode).toBe(200);
    expect((await page('/news/houbara-release-north')).headers.location).toBe('/news/houbara-release-spring');
    expect((await send('PUT', `/${id}`, first)).statusCode).toBe(200);
    expect((await page('/news/houbara-release-north')).statusCode).toBe(200);
    expect((await page('/news/houbara-release-spring')).headers.location).toBe('/news/houbara-release-north');
    const redirects = await t.db
      .select({ oldSlug: slugRedirects.oldSlug })
      .from(slugRedirects)
      .where(and(eq(slugRedirects.contentType, 'articles'), eq(slugRedirects.itemId, id)));
    expect(redirects.map((entry) => entry.oldSlug).sort()).toEqual(['houbara-release-2026', 'houbara-release-spring']);

    // Deleted, it takes its old addresses with it.
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(200);
    expect((await publicArticle('houbara-release-2026')).statusCode).toBe(404);
    expect(await t.db.$count(slugRedirects, eq(slugRedirects.itemId, id))).toBe(0);
  });

  it('refuses a slug another article holds, now or before, in the caller’s language', async () => {
    const [seeded] = await t.db.select({ slug: articles.slug }).from(articles).limit(1);
    const before = await t.db.$count(articles);
    const taken = await send('POST', '', article({ slug: seeded!.slug }), editor.token, 'en');
    expect(taken.statusCode, taken.body).toBe(422);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors.slug).toEqual([
      'Another article uses or used this address. Choose another',
    ]);

    const id = await create(article({ slug: 'gazelle-count-autumn' }));
    expect((await send('PUT', `/${id}`, article({ slug: 'gazelle-count-2026' }))).statusCode).toBe(200);
    const other = await create(article());
    const oldOfAnother = await send('PUT', `/${other}`, article({ slug: 'gazelle-count-autumn' }));
    expect(oldOfAnother.statusCode, oldOfAnother.body).toBe(422);
    expect(oldOfAnother.json<{ errors: Record<string, string[]> }>().errors.slug).toEqual([
      'هذا الرابط مستخدم لخبر آخر، حاليًا أو سابقًا. اختر غيره',
    ]);
    expect(await t.db.$count(articles)).toBe(before + 2);

    // Two editors claiming one slug at once: one gets it.
    const racing = await Promise.all([
      send('POST', '', article({ slug: 'raced-slug' })),
      send('POST', '', article({ slug: 'raced-slug' })),
    ]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
  });

  it('refuses bad input with a message on each field, storing nothing', async () => {
    const before = await t.db.$count(articles);
    const withoutArabic = article();
    delete withoutArabic.title_ar;
    const missing = await send('POST', '', withoutArabic);
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors.title_ar).toEqual(['العنوان بالعربية مطلوب']);

    const refusals: [Fields, string, string][] = [
      [
        article({ slug: 'مواليد-المها' }),
        'slug',
        'Use lowercase latin letters and digits with single hyphens between them, like oryx-herd-2026',
      ],
      [
        article({ slug: 'Oryx-Calves' }),
        'slug',
        'Use lowercase latin letters and digits with single hyphens between them, like oryx-herd-2026',
      ],
      [article({ slug: 'ab' }), 'slug', 'The address name must be at least 3 characters'],
      [article({ slug: 'a'.repeat(101) }), 'slug', 'The address name must be 100 characters or fewer'],
      [article({ status: 'archived' }), 'status', 'Choose a publishing state from the list'],
      [article({ publish_at: '2026-02-30 09:00' }), 'publish_at', 'Write the publishing time as 2026-03-01 09:00'],
      [article({ publish_at: '2026-03-01T09:00:00Z' }), 'publish_at', 'Write the publishing time as 2026-03-01 09:00'],
      [article({ title_en: 'Oryx\u202Ecalves' }), 'title_en', 'The title must be one line of text'],
      [
        article({ description_en: '<script>alert(1)</script>' }),
        'description_en',
        'The English article text is required',
      ],
    ];
    for (const [fields, field, message] of refusals) {
      const answer = await send('POST', '', fields, editor.token, 'en');
      expect(answer.statusCode, `${field} ${answer.body}`).toBe(422);
      expect(answer.json<{ errors: Record<string, string[]> }>().errors[field], field).toEqual([message]);
    }
    expect(await t.db.$count(articles)).toBe(before);
  });

  it('stores the text sanitised, and keeps the image it had', async () => {
    const [seeded] = await t.db
      .select({ id: articles.id, imagePath: articles.imagePath })
      .from(articles)
      .where(eq(articles.id, (await t.db.select({ id: articles.id }).from(articles).limit(1))[0]!.id));
    const item = (await call('GET', `/${seeded!.id}`)).json<{ data: ContentItem }>().data;
    const description =
      '<p>أُطلقت الغزلان</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">هنا</a>';
    // A demo image has no description yet: its editor gives both with the first save.
    const saved = await send('PUT', `/${seeded!.id}`, {
      ...(item.values as Fields),
      description_ar: description,
      image_alt_ar: 'غزلان في الروضة',
      image_alt_en: 'Gazelles in the meadow',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, seeded!.id));
    expect(row!.descriptionAr).toContain('أُطلقت الغزلان');
    expect(row!.descriptionAr).not.toMatch(/script|onerror|javascript:/);
    expect(row!.imagePath).toBe(seeded!.imagePath);
    expect(row!.status).toBe('published');
  });

  it('lets only editors and admins write: a citizen, a reviewer and an auditor are refused', async () => {
    const citizen = await newVerifiedMember(t);
    const reviewer = await newStaffMember(t, { role: 'reviewer', permitTypes: ['beekeeping'] });
    const admin = await newStaffMember(t, { role: 'admin' });
    const before = await t.db.$count(articles);
    for (const token of [citizen.token, reviewer.token, auditor.token])
      expect((await send('POST', '', article(), token)).statusCode).toBe(403);
    expect(await t.db.$count(articles)).toBe(before);
    expect((await send('POST', '', article(), admin.token)).statusCode).toBe(201);
  });
});
