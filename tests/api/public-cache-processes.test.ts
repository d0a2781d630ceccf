import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEnvelope } from '../../schemas/api/envelopes';
import type { Faq } from '../../schemas/api/faqs';
import { postForm } from '../support/accounts';
import { newStaffMember } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';

/** Two server processes on one database, as behind a load balancer: each keeps its own public cache. */
describe('the public cache of several server processes', () => {
  let first: TestApp;
  let second: TestApp;
  let editor: Awaited<ReturnType<typeof newStaffMember>>;

  const questionsOn = async (t: TestApp, locale: 'ar' | 'en') =>
    (await t.app.inject({ url: '/api/v1/faqs?page=1', headers: { 'accept-language': locale } }))
      .json<ListEnvelope<Faq>>()
      .data.map((faq) => faq.question);

  const faq = (question_ar: string) => ({
    question_ar,
    question_en: 'May visitors camp at Rawdat Noura during Ramadan?',
    answer_ar: '<p>نعم، في المواقع المرخصة، ويُغلق الموقع الساعة ١١ مساءً.</p>',
    answer_en: '<p>Yes, at the licensed sites, which close at 11 pm.</p>',
    position: '1',
  });

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({}, undefined, first.database);
    editor = await newStaffMember(first, { role: 'editor' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('shows an edit saved through one process on the other at once, in both languages', async () => {
    // Each process has answered, and keeps, the list before the edit.
    for (const t of [first, second]) await questionsOn(t, 'ar');
    await questionsOn(second, 'en');

    const saved = await postForm(first, 'admin/content/faqs', faq('هل يُسمح بالتخييم في روضة نورة خلال شهر رمضان؟'), {
      token: editor.token,
    });
    expect(saved.statusCode, saved.body).toBe(201);

    // The notification travels through the database: it arrives within a second, not the cache's minute.
    await expect
      .poll(() => questionsOn(second, 'ar'), { timeout: 1000, interval: 20 })
      .toContain('هل يُسمح بالتخييم في روضة نورة خلال شهر رمضان؟');
    expect(await questionsOn(second, 'en')).toContain('May visitors camp at Rawdat Noura during Ramadan?');
    expect(await questionsOn(first, 'ar')).toContain('هل يُسمح بالتخييم في روضة نورة خلال شهر رمضان؟');
  });

  // PGlite is one process's database: only PostgreSQL has connections to lose.
  it.runIf(process.env.DATABASE_URL)('hears again once its listening connection was lost and replaced', async () => {
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`,
    );
    await questionsOn(second, 'ar');
    // Replaced within a second or so; a save made before that is covered by the cache's TTL only.
    const listening = async () => {
      const { rows } = (await first.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0];
    };
    await expect.poll(listening, { timeout: 5000, interval: 100 }).toEqual({ n: 2 });
    const saved = await postForm(first, 'admin/content/faqs', faq('هل يُفتح موقع روضة خريم بعد انقطاع الاتصال؟'), {
      token: editor.token,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await expect
      .poll(() => questionsOn(second, 'ar'), { timeout: 1000, interval: 20 })
      .toContain('هل يُفتح موقع روضة خريم بعد انقطاع الاتصال؟');
  });
});
