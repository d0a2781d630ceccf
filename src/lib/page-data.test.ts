import { describe, expect, it } from 'vitest';
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
    expect(JSON.parse(json)).toEqual({ '/articles': { title: '</script><script>alert(1)</script>', line: 'a\u2028b' } });
  });

  it('gives back what it was given, and only answers that arrived', () => {
    const store = new PageDataStore({ '/appearance': { data: 1 } });
    store.put('ar /articles', { data: [] });
    expect(store.snapshot()).toEqual({ '/appearance': { data: 1 }, 'ar /articles': { data: [] } });
  });
});
