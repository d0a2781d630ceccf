import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Faq } from '../../schemas/api/faqs';
import { faqs } from '../../server/db/schema';
import { storedFaq } from '../../server/db/seed/faqs';
import { createTestApp, type TestApp } from '../support/test-app';

type FaqList = {
  data: Faq[];
  meta: { current_page: number; from: number | null; last_page: number; per_page: number; total: number };
};

describe('GET /api/v1/faqs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (query = '', language = 'ar', headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1/faqs${query}`, headers: { 'accept-language': language, ...headers } });

  it('lists the first 20 questions in order, with the pagination meta of every list', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json<FaqList>();
    expect(meta).toEqual({ current_page: 1, from: 1, last_page: 2, per_page: 20, total: 25 });
    expect(data).toHaveLength(20);
    expect(Object.keys(data[0]!).sort()).toEqual(['answer', 'id', 'question']);
    expect(data[0]).toMatchObject({ question: 'ما أوقات زيارة المحمية؟' });
    expect(data[0]!.answer).toContain('6 صباحا حتى الساعة 6 مساء');
  });

  it('gives the last partial page, and an empty page past the end', async () => {
    const second = (await list('?page=2')).json<FaqList>();
    expect(second.meta).toEqual({ current_page: 2, from: 21, last_page: 2, per_page: 20, total: 25 });
    expect(second.data).toHaveLength(5);
    const first = (await list('?page=1')).json<FaqList>();
    expect(new Set([...first.data, ...second.data].map((faq) => faq.id)).size).toBe(25);

    const beyond = await list('?page=3');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual({
      data: [],
      meta: { current_page: 3, from: null, last_page: 2, per_page: 20, total: 25 },
    });
    expect((await list('?page=100000')).json<FaqList>().data).toEqual([]);
  });

  it('speaks English when asked: the same questions, with no Arabic in them', async () => {
    const [arabic, english] = await Promise.all([list(), list('', 'en')]);
    const inEnglish = english.json<FaqList>().data;
    expect(inEnglish.map((faq) => faq.id)).toEqual(arabic.json<FaqList>().data.map((faq) => faq.id));
    expect(inEnglish[0]).toMatchObject({ question: 'When is the reserve open to visitors?' });
    expect(inEnglish[0]!.answer).toContain('6 AM to 6 PM');
    for (const faq of inEnglish) expect(faq.question + faq.answer).not.toMatch(/[\u0600-\u06FF]/);
  });

  it.each(['0', '-1', 'abc', '1e9', '1000000000', '1.5', ''])(
    'refuses page=%j with a 422 in the request language',
    async (page) => {
      const arabic = await list(`?page=${encodeURIComponent(page)}`);
      expect(arabic.statusCode).toBe(422);
      expect(arabic.json()).toEqual({
        message: 'البيانات المدخلة غير صحيحة',
        errors: { page: ['يجب أن تكون القيمة عددا صحيحا من 1 إلى 100000'] },
      });
      const english = await list(`?page=${encodeURIComponent(page)}`, 'en');
      expect(english.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { page: ['Must be a whole number from 1 to 100000.'] },
      });
    },
  );

  it('refuses a repeated page, and keeps its own page size whatever the query asks', async () => {
    const repeated = await list('?page=1&page=2', 'en');
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().message).toBe('The given data was invalid.');
    expect((await list('?per_page=100')).json<FaqList>().meta.per_page).toBe(20);
  });

  it('revalidates with the ETag, per language', async () => {
    const first = await list('?page=2');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('Accept-Language');
    const etag = String(first.headers.etag);
    const again = await list('?page=2', 'ar', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const english = await list('?page=2', 'en', { 'if-none-match': etag });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
  });

  it('stores an answer carrying script payloads clean, and reads it back clean', async () => {
    const payload =
      '<p>Open <script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">here</a>' +
      '<iframe src="https://evil.example"></iframe><a href="https://example.org" onclick="alert(4)">site</a></p>';
    const [row] = await t.db
      .insert(faqs)
      .values(
        storedFaq(
          { question_ar: 'سؤال خبيث', question_en: 'A hostile question', answer_ar: payload, answer_en: payload },
          -1,
        ),
      )
      .returning({ id: faqs.id });
    t.app.publicCache.invalidate('faqs');
    try {
      for (const language of ['ar', 'en']) {
        const first = (await list('', language)).json<FaqList>().data[0]!;
        expect(first.id).toBe(row!.id);
        expect(first.answer).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|alert\(1\)/i);
        expect(first.answer).toContain('<a href="https://example.org" rel="noopener noreferrer">site</a>');
      }
    } finally {
      await t.db.delete(faqs).where(eq(faqs.id, row!.id));
      t.app.publicCache.invalidate('faqs');
    }
  });

  it('holds no active content in any demo answer', async () => {
    const pages = await Promise.all(
      ['ar', 'en'].flatMap((language) => [1, 2].map((page) => list(`?page=${page}`, language))),
    );
    for (const faq of pages.flatMap((page) => page.json<FaqList>().data)) {
      expect(faq.answer).not.toMatch(/<script|\son\w+=|javascript:/i);
      expect(faq.answer.startsWith('<p>')).toBe(true);
    }
  });
});
