import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../tests/support/stub-fetch';
import { pageDataElement, pageReadKey, PageDataStore } from './page-data';

describe('page data', () => {
  it('keys a localized read by its language, and another by its path alone', () => {
    expect(pageReadKey({ path: '/articles', localized: true, failureLog: '' }, 'en')).toBe('en /articles');
    expect(pageReadKey({ path: '/appearance', failureLog: '' }, 'en')).toBe('/appearance');
  });

  it('embeds answers as JSON that no text in them can break out of', () => {
    const element = pageDataElement({ '/articles': { title: '</script><script>alert(1)</script>', line: 'a\u2028b' } });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element.endsWith('</script>')).toBe(true);
    const json = /^<script type="application\/json" id="page-data">(.*)<\/script>$/s.exec(element)![1]!;
    expect(JSON.parse(json)).toEqual({
      '/articles': { title: '</script><script>alert(1)</script>', line: 'a\u2028b' },
    });
  });

  it('gives back what it was given, and only answers that arrived', () => {
    const store = new PageDataStore({ '/appearance': { data: 1 } });
    store.put('ar /articles', { data: [] });
    expect(store.snapshot()).toEqual({ '/appearance': { data: 1 }, 'ar /articles': { data: [] } });
  });

  it('keeps the status of a failed read, and asks again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = stubFetch({ 'GET /faqs': { status: 503, body: { message: 'busy' } } });
    const store = new PageDataStore();
    const read = { path: 'faqs?page=2', localized: true, failureLog: 'faqs' };
    const settled = () =>
      new Promise<void>((resolve) => {
        const stop = store.subscribe(() => {
          stop();
          resolve();
        });
      });
    let next = settled();
    store.ask(read, 'ar');
    await next;
    expect(store.answer('ar faqs?page=2')).toEqual({ failed: true, status: 503 });
    fetch.mockRestore();
    stubFetch({ 'GET /faqs': { data: [] }, 'GET /articles/nothing': { status: 404, body: { message: 'no' } } });
    next = settled();
    store.retry(read, 'ar');
    await next;
    expect(store.answer('ar faqs?page=2')).toEqual({ body: { data: [] } });
    next = settled();
    store.ask({ path: 'articles/nothing', failureLog: '' }, 'ar');
    await next;
    expect(store.answer('articles/nothing')).toEqual({ failed: true, status: 404 });
    vi.restoreAllMocks();
  });
});
