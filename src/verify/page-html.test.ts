import { describe, expect, it } from 'vitest';
import { verifyMessages } from './messages';
import { VERIFY_IDS, verifyPage } from './page-html';

describe('the verify page as the server sends it', () => {
  it.each([
    ['ar', 'rtl'],
    ['en', 'ltr'],
  ] as const)('in %s: %s, titled, with the manual form labelled and the other language offered', (locale, dir) => {
    const page = verifyPage(locale);
    const m = verifyMessages[locale];
    expect(page).toMatchObject({ lang: locale, dir, title: `${m.title} | ${m.siteName}` });
    document.body.innerHTML = page.html;
    expect(document.querySelector('h1')?.textContent).toBe(m.title);
    for (const id of [VERIFY_IDS.reference, VERIFY_IDS.code]) {
      const input = document.getElementById(id) as HTMLInputElement;
      expect(input.labels?.[0]?.textContent).toBeTruthy();
      expect(input.getAttribute('aria-describedby')).toBe(`${id}-hint`);
      expect(input.dir).toBe('ltr');
    }
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.querySelector('[aria-current="true"]')?.closest('li')?.lang).toBe(locale);
    expect(document.querySelector('a[hreflang]')?.getAttribute('hreflang')).toBe(locale === 'ar' ? 'en' : 'ar');
    expect(page.html).not.toContain('<script');
  });
});
