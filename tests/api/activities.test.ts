import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDetail, ActivityJoinAnswer, ActivitySummary } from '../../schemas/api/activities';
import { activities, activityVolunteers, users } from '../../server/db/schema';
import { storedActivity, type DemoActivity } from '../../server/db/seed/activities';
import activityList from '../../server/db/seed/content/activities.json';
import { issueAccessToken } from '../../server/services/accounts/access-tokens';
import { demoCompany, freshAddress, newVerifiedMember, postForm, signIn } from '../support/accounts';
import { encodeMultipart } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';

const demo = activityList as DemoActivity[];
const REASON = 'أرغب في المشاركة في هذه الفعالية';
const MESSAGES = {
  approved: {
    ar: 'تمت الموافقة على تسجيلك في الفعالية بنجاح.',
    en: 'Your registration for the event was successfully approved.',
  },
  pending: {
    ar: 'تم تسجيلك في الفعالية، وسيتم إشعارك عند الموافقة.',
    en: 'You are registered for the event; you will be notified upon approval.',
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => t.close());

type List = {
  data: ActivitySummary[];
  meta: { current_page: number; from: number | null; last_page: number; per_page: number; total: number };
};

const get = (url: string, { locale = 'ar', token }: { locale?: string; token?: string } = {}) =>
  t.app.inject({
    url: `/api/v1/${url}`,
    headers: { 'accept-language': locale, ...(token && { authorization: `Bearer ${token}` }) },
  });

const join = (
  slug: string,
  token?: string,
  { locale = 'ar', reason = REASON }: { locale?: string; reason?: string } = {},
) =>
  postForm(t, `activities/${encodeURIComponent(slug)}/volunteer`, { reason }, { token, locale, from: freshAddress() });

const UPCOMING = { starts_at: '2099-01-10T05:00:00Z', ends_at: '2099-01-10T14:00:00Z' };

/** A fresh upcoming activity of its own, so each join test starts with nobody registered. */
async function newActivity(overrides: Partial<DemoActivity> = {}): Promise<string> {
  const slug = `activities-test-${randomUUID().slice(0, 8)}`;
  await t.db.insert(activities).values(storedActivity({ ...demo[0]!, ...UPCOMING, slug, ...overrides }));
  t.app.publicCache.invalidate('activities');
  return slug;
}

const registrations = async (slug: string) => {
  const [activity] = await t.db.select({ id: activities.id }).from(activities).where(eq(activities.slug, slug));
  return t.db.select().from(activityVolunteers).where(eq(activityVolunteers.activityId, activity!.id));
};

describe('GET /api/v1/activities', () => {
  it('lists 20 a page, with the fields of docs/requirements.md §P3 in the language asked for', async () => {
    const response = await get('activities');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json<List>();
    expect(meta).toEqual({ current_page: 1, from: 1, last_page: 2, per_page: 20, total: demo.length });
    expect(data).toHaveLength(20);
    expect(Object.keys(data[0]!).sort()).toEqual([
      'auto_approve',
      'from',
      'imageFile',
      'location_name',
      'slug',
      'title',
      'to',
      'type',
      'uuid',
    ]);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.etag).toBeTruthy();

    const english = (await get('activities', { locale: 'en' })).json<List>().data;
    const nightSky = demo.find((activity) => activity.slug === 'night-sky-evening')!;
    expect(data.find((activity) => activity.slug === nightSky.slug)).toMatchObject({
      title: nightSky.title_ar,
      location_name: nightSky.location_name_ar,
    });
    expect(english.find((activity) => activity.slug === nightSky.slug)).toMatchObject({
      title: nightSky.title_en,
      location_name: nightSky.location_name_en,
    });
  });

  it('lists the upcoming activities first, soonest first, and the ones that have ended after them, latest first', async () => {
    const all = [...(await get('activities')).json<List>().data, ...(await get('activities?page=2')).json<List>().data];
    expect(all).toHaveLength(demo.length);
    const now = Date.now();
    const firstEnded = all.findIndex((activity) => Date.parse(activity.to) < now);
    const [upcoming, ended] = [all.slice(0, firstEnded), all.slice(firstEnded)];
    // The demo's first activities (January 2026) are over; its later ones are still to come.
    expect(upcoming.length).toBeGreaterThan(0);
    expect(ended.map((activity) => activity.slug)).toContain('tree-planting-rawdat-noura-2026-01');
    expect(ended.every((activity) => Date.parse(activity.to) < now)).toBe(true);
    expect(upcoming.map((activity) => activity.from)).toEqual(upcoming.map((activity) => activity.from).sort());
    expect(ended.map((activity) => activity.from)).toEqual(
      ended
        .map((activity) => activity.from)
        .sort()
        .reverse(),
    );
  });

  it('answers 304 to the ETag it gave', async () => {
    const first = await get('activities?page=2');
    const again = await t.app.inject({
      url: '/api/v1/activities?page=2',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('has the rest on page 2, nothing past the end, and reads Arabic digits', async () => {
    const second = (await get('activities?page=2')).json<List>();
    expect(second.meta).toEqual({ current_page: 2, from: 21, last_page: 2, per_page: 20, total: demo.length });
    expect(second.data).toHaveLength(demo.length - 20);
    expect((await get('activities?page=٢')).json<List>().meta.current_page).toBe(2);
    const beyond = await get('activities?page=3');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json<List>()).toEqual({
      data: [],
      meta: { current_page: 3, from: null, last_page: 2, per_page: 20, total: demo.length },
    });
  });

  it.each(['0', '-1', '1e9', 'abc', '1.5', ''])('refuses page=%j with 422 in the request language', async (page) => {
    const arabic = await get(`activities?page=${page}`);
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json()).toMatchObject({ errors: { page: [expect.stringContaining('100000')] } });
    const english = await get(`activities?page=${page}`, { locale: 'en' });
    expect(english.json<{ errors: { page: string[] } }>().errors.page[0]).toBe(
      'Must be a whole number from 1 to 100000.',
    );
  });

  it('keeps one type on the server: 22 volunteer opportunities over two pages', async () => {
    const volunteering = demo.filter((activity) => activity.type === 'volunteer_opportunity');
    expect(volunteering).toHaveLength(22);
    const first = (await get('activities?type=volunteer_opportunity')).json<List>();
    expect(first.meta).toEqual({ current_page: 1, from: 1, last_page: 2, per_page: 20, total: 22 });
    const second = (await get('activities?type=volunteer_opportunity&page=2')).json<List>();
    expect(second.data).toHaveLength(2);
    expect(new Set([...first.data, ...second.data].map((activity) => activity.type))).toEqual(
      new Set(['volunteer_opportunity']),
    );
    for (const type of ['event', 'workshop', 'environmental_tourism']) {
      const { data } = (await get(`activities?type=${type}`)).json<List>();
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((activity) => activity.type === type)).toBe(true);
    }
  });

  it('refuses an unknown or repeated type with 422 in the request language, and ignores unknown parameters', async () => {
    for (const query of ['type=concert', 'type=event&type=workshop', `type=${'x'.repeat(5000)}`]) {
      const response = await get(`activities?${query}`, { locale: 'en' });
      expect(response.statusCode, query).toBe(422);
      expect(response.json<{ message: string }>().message).toBe('The given data was invalid.');
    }
    const ignored = await get('activities?type[]=event&sort=1');
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json<List>().meta.total).toBe(demo.length);
  });
});

describe('GET /api/v1/activities/{slug}', () => {
  it('answers the whole activity: gallery, map link, HTML bodies and files', async () => {
    const response = await get('activities/night-sky-evening', { locale: 'en' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: ActivityDetail }>();
    expect(data).toMatchObject({
      slug: 'night-sky-evening',
      type: 'event',
      title: 'Night-sky watching evening',
      imageFile: { path: '/demo/articles/night-sky.webp' },
      images: [{ path: '/demo/articles/night-sky.webp' }, { path: '/demo/articles/dunes.webp' }],
      location: expect.stringMatching(/^https:\/\//),
      files: [{ path: '/demo/reports/night-sky-light-pollution.pdf', mime_type: 'application/pdf' }],
      auto_approve: true,
    });
    expect(data.description).toContain('<p>');
    expect(data.terms).toContain('<li>');
    expect(data).not.toHaveProperty('user_volunteered');
  });

  it('has an activity with no image at all', async () => {
    const { data } = (await get('activities/world-environment-day')).json<{ data: ActivityDetail }>();
    expect(data.imageFile).toBeNull();
    expect(data.images).toEqual([]);
  });

  it.each(['no-such-activity', 'a'.repeat(101), '..%2F..%2Fetc', "x' or '1'='1", '%00'])(
    'answers 404 for %j',
    async (slug) => {
      const response = await get(`activities/${slug}`, { locale: 'en' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The page or item you asked for does not exist.' });
    },
  );

  it('reads a stored script payload back clean', async () => {
    const slug = await newActivity({
      description_ar:
        '<p onclick="steal()">نص</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">رابط</a>',
      terms_ar: '<iframe src="https://evil.example"></iframe><p>شروط</p>',
    });
    const { data } = (await get(`activities/${slug}`)).json<{ data: ActivityDetail }>();
    for (const body of [data.description, data.terms]) {
      expect(body).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    }
    expect(data.description).toContain('نص');
    expect(data.terms).toContain('<p>شروط</p>');
  });
});

describe('POST /api/v1/activities/{slug}/volunteer', () => {
  it('refuses a visitor with 401 and a company with 403, storing nothing', async () => {
    const slug = await newActivity();
    const visitor = await join(slug, undefined, { locale: 'en' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'You must log in first.' });
    const company = await join(slug, await signIn(t, demoCompany, 'login/company'), { locale: 'en' });
    expect(company.statusCode).toBe(403);
    expect(company.json()).toEqual({ message: 'Joining activities is for individual accounts only.' });
    expect(await registrations(slug)).toHaveLength(0);
  });

  it('refuses to join an activity that has ended with 403 in the request language, storing nothing', async () => {
    const slug = await newActivity({ starts_at: '2026-01-10T05:00:00Z', ends_at: '2026-01-10T14:00:00Z' });
    const member = await newVerifiedMember(t);
    const english = await join(slug, member.token, { locale: 'en' });
    expect(english.statusCode).toBe(403);
    expect(english.json()).toEqual({ message: 'This activity has ended and takes no more registrations.' });
    const arabic = await join(slug, member.token);
    expect(arabic.json()).toEqual({ message: 'انتهت هذه الفعالية ولا تستقبل تسجيلات جديدة' });
    expect(await registrations(slug)).toHaveLength(0);
  });

  it('approves at once when the activity auto-approves, saying so in the request language', async () => {
    const slug = await newActivity({ auto_approve: true });
    const member = await newVerifiedMember(t);
    const response = await join(slug, member.token, { locale: 'en' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ActivityJoinAnswer>()).toMatchObject({
      data: { status: 'approved', auto_approve: true, already_registered: false },
      message: MESSAGES.approved.en,
    });
    const [row] = await registrations(slug);
    expect(row).toMatchObject({ userId: member.id, status: 'approved', reason: REASON });
  });

  it('leaves the join pending when it does not, in Arabic by default', async () => {
    const slug = await newActivity({ auto_approve: false });
    const member = await newVerifiedMember(t);
    const response = await join(slug, member.token);
    expect(response.statusCode).toBe(201);
    expect(response.json<ActivityJoinAnswer>()).toMatchObject({
      data: { status: 'pending', auto_approve: false },
      message: MESSAGES.pending.ar,
    });
  });

  it('answers a second join with the registration already stored, and then says user_volunteered', async () => {
    const slug = await newActivity({ auto_approve: false });
    const member = await newVerifiedMember(t);
    expect((await join(slug, member.token)).statusCode).toBe(201);
    const again = await join(slug, member.token, { locale: 'en' });
    expect(again.statusCode).toBe(200);
    expect(again.json<ActivityJoinAnswer>()).toMatchObject({
      data: { status: 'pending', already_registered: true },
      message: MESSAGES.pending.en,
    });
    expect(await registrations(slug)).toHaveLength(1);

    const mine = await get(`activities/${slug}`, { token: member.token });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json<{ data: ActivityDetail }>().data.user_volunteered).toBe(true);
    const listed = (await get('activities?page=2', { token: member.token })).json<List>();
    expect(listed.data.every((activity) => typeof activity.user_volunteered === 'boolean')).toBe(true);
    const someoneElse = await newVerifiedMember(t);
    expect(
      (await get(`activities/${slug}`, { token: someoneElse.token })).json<{ data: ActivityDetail }>().data
        .user_volunteered,
    ).toBe(false);
    // A stale token still reads the public activity.
    const stale = await get(`activities/${slug}`, { token: 'not-a-token' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<{ data: ActivityDetail }>().data).not.toHaveProperty('user_volunteered');
  });

  it('stores one registration from 20 parallel joins by one member', async () => {
    const slug = await newActivity({ auto_approve: true });
    const member = await newVerifiedMember(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => join(slug, member.token)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    expect(await registrations(slug)).toHaveLength(1);
  });

  it('replays a double click with one Idempotency-Key as the first answer', async () => {
    const slug = await newActivity();
    const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
    const token = await issueAccessToken(t.db, user!.id);
    const key = `join-${randomUUID()}`;
    const send = async () => {
      const { payload, contentType } = await encodeMultipart([['reason', REASON]]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/activities/${slug}/volunteer`,
        payload,
        headers: {
          'content-type': contentType,
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
          'x-forwarded-for': freshAddress(),
        },
      });
    };
    const first = await send();
    const second = await send();
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const rows = await t.db
      .select()
      .from(activityVolunteers)
      .where(and(eq(activityVolunteers.userId, user!.id)));
    expect(rows.filter((row) => row.reason === REASON)).toHaveLength(1);
  });

  it('refuses a missing, blank or overlong reason with 422 in the request language', async () => {
    const slug = await newActivity();
    const member = await newVerifiedMember(t);
    for (const reason of ['', '   ', 'a'.repeat(1001)]) {
      const response = await join(slug, member.token, { locale: 'en', reason });
      expect(response.statusCode, reason).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors.reason).toBeTruthy();
    }
    const none = await postForm(t, `activities/${slug}/volunteer`, {}, { token: member.token, from: freshAddress() });
    expect(none.statusCode).toBe(422);
    expect(none.json<{ errors: Record<string, string[]> }>().errors.reason).toEqual(['سبب الانضمام مطلوب']);
    expect(await registrations(slug)).toHaveLength(0);
  });

  it('answers 404 for an unknown activity', async () => {
    const member = await newVerifiedMember(t);
    expect((await join('no-such-activity', member.token)).statusCode).toBe(404);
  });
});

describe('the member dashboard after joining', () => {
  it('lists the joined activities, latest first, in the request language, and counts them by type', async () => {
    const member = await newVerifiedMember(t);
    const event = await newActivity({ type: 'event', title_en: 'Joined event', starts_at: '2027-01-08T22:30:00Z' });
    const tour = await newActivity({ type: 'environmental_tourism', title_en: 'Joined tour' });
    expect((await join(event, member.token)).statusCode).toBe(201);
    expect((await join(tour, member.token)).statusCode).toBe(201);

    const mine = await get('me/activities?page=1', { token: member.token, locale: 'en' });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const { data, meta } = mine.json<{
      data: { activity: { slug: string; title: string; type: string; start_date: string } }[];
      meta: { total: number };
    }>();
    expect(meta.total).toBe(2);
    expect(data.map((joined) => joined.activity)).toEqual([
      expect.objectContaining({ slug: tour, title: 'Joined tour', type: 'environmental_tourism' }),
      // 22:30 UTC is the next day in Riyadh.
      { slug: event, title: 'Joined event', type: 'event', start_date: '2027-01-09' },
    ]);

    const statistics = await get('me/activities-statistics', { token: member.token });
    expect(statistics.json<{ data: unknown }>().data).toEqual([
      { type: 'event', activities_count: 1 },
      { type: 'workshop', activities_count: 0 },
      { type: 'volunteer_opportunity', activities_count: 0 },
    ]);
  });
});

describe('deleting the account', () => {
  it('takes its activity registrations with it', async () => {
    const member = await newVerifiedMember(t);
    const slug = await newActivity();
    expect((await join(slug, member.token)).statusCode).toBe(201);
    const deleted = await postForm(
      t,
      'me',
      { password: member.password },
      { method: 'DELETE', token: member.token, from: freshAddress() },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await registrations(slug)).toHaveLength(0);
  });
});
