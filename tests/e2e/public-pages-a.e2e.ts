import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { openTab } from './support/open-tab';
import { useRunningPortal } from './support/running-portal';

/** The FAQ page and the three legal pages: a heading to wait for and a text each page must read, by language. */
const PAGES = {
  faqs: {
    path: '/faqs',
    ar: { title: 'الأسئلة الشائعة', text: 'ما أوقات زيارة المحمية؟' },
    en: { title: 'FAQs', text: 'When is the reserve open to visitors?' },
  },
  terms: {
    path: '/terms',
    ar: { title: 'الخصوصية والشروط', text: 'ملفات تعريف الارتباط' },
    en: { title: 'Privacy and terms', text: 'Governing law and jurisdiction' },
  },
  'terms-permits': {
    path: '/terms-permits',
    ar: { title: 'شروط النحالين', text: 'اشتراطات النحالين' },
    en: { title: 'Beekeeper conditions', text: 'Conditions for beekeepers' },
  },
  'terms-permits-researcher': {
    path: '/terms-permits-researcher',
    ar: { title: 'ضوابط البحث العلمي', text: 'يتم الرد على الطلب خلال 15 يوم عمل' },
    en: { title: 'Research rules', text: 'within 15 working days' },
  },
} as const;

describe('the FAQ and the legal pages in Chromium', () => {
  const running = useRunningPortal();

  for (const [name, page] of Object.entries(PAGES)) {
    for (const locale of ['ar', 'en'] as const) {
      for (const [width, viewport] of [
        ['phone', PHONE_VIEWPORT],
        ['desktop', DESKTOP_VIEWPORT],
      ] as const) {
        it(`shows ${page.path} in ${locale}, ${viewport.width} px wide, with no accessibility violations`, async () => {
          const tab = await openTab(running.browser, running.portal.url, { locale, viewport, bypassCSP: true });
          const problems: string[] = [];
          tab.on('pageerror', (error) => problems.push(error.message));
          tab.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
          await tab.goto(running.portal.url + page.path);
          await tab.getByRole('heading', { level: 1, name: page[locale].title }).waitFor();
          await tab.getByText(page[locale].text, { exact: false }).first().waitFor();
          await tab.waitForLoadState('networkidle');
          expect(await tab.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
            locale,
            locale === 'ar' ? 'rtl' : 'ltr',
          ]);
          expect(await tab.title()).toContain(page[locale].title);
          expect(await tab.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          expect(await accessibilityViolations(tab)).toEqual([]);
          expect(problems).toEqual([]);
          await screenshot(tab, `${name}-${locale}-${width}`);
          await tab.context().close();
        });
      }
    }
  }

  it('opens one answer at a time by keyboard, and pages through the questions with the page in the address', async () => {
    const tab = await openTab(running.browser, running.portal.url, { bypassCSP: true });
    await tab.goto(`${running.portal.url}/faqs`);
    await tab.waitForLoadState('networkidle');
    const first = tab.getByRole('button', { name: 'ما أوقات زيارة المحمية؟' });
    const second = tab.getByRole('button', { name: 'هل الدخول إلى المحمية مجاني؟' });
    await first.focus();
    await tab.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await tab.getByRole('region', { name: 'ما أوقات زيارة المحمية؟' }).getByText('6 صباحا', { exact: false }).waitFor();
    await second.focus();
    await tab.keyboard.press('Space');
    await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await accessibilityViolations(tab)).toEqual([]);
    await screenshot(tab, 'faqs-ar-answer-open');

    const pages = tab.getByRole('navigation', { name: 'صفحات الأسئلة الشائعة' });
    await pages.getByRole('button', { name: 'الصفحة 2' }).click();
    await tab.getByRole('button', { name: 'كيف أتابع طلباتي وأعدل بياناتي؟' }).waitFor();
    expect(new URL(tab.url()).search).toBe('?page=2');
    await tab.goBack();
    await first.waitFor();
    expect(new URL(tab.url()).search).toBe('');
    await tab.context().close();
  });

  it('serves page 2 of the FAQ as HTML with its questions, and hydrates it without asking the API again', async () => {
    const html = await (await fetch(`${running.portal.url}/faqs?page=2`)).text();
    expect(html).toMatch(/<div id="root">.*كيف أتابع طلباتي وأعدل بياناتي؟/s);
    const tab = await openTab(running.browser, running.portal.url);
    const apiReads: string[] = [];
    tab.on('request', (request) => request.url().includes('/api/') && apiReads.push(new URL(request.url()).pathname));
    await tab.goto(`${running.portal.url}/faqs?page=2`);
    await tab.waitForLoadState('networkidle');
    await tab.getByRole('button', { name: 'كيف أتابع طلباتي وأعدل بياناتي؟' }).click();
    await expect
      .poll(() => tab.getByRole('button', { name: 'كيف أتابع طلباتي وأعدل بياناتي؟' }).getAttribute('aria-expanded'))
      .toBe('true');
    expect(apiReads).toEqual([]);
    await tab.context().close();
  });

  for (const locale of ['ar', 'en'] as const) {
    it(`reads the FAQ answers and the terms without JavaScript, in ${locale}`, async () => {
      const tab = await openTab(running.browser, running.portal.url, {
        locale,
        viewport: PHONE_VIEWPORT,
        javaScriptEnabled: false,
      });
      await tab.goto(`${running.portal.url}/faqs`);
      expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe(PAGES.faqs[locale].title);
      await tab.getByRole('heading', { level: 2, name: PAGES.faqs[locale].text }).waitFor();
      // Without the code no answer could be opened, so every answer shows.
      expect(
        await tab
          .getByText(locale === 'ar' ? 'من الساعة 6 صباحا حتى الساعة 6 مساء' : 'from 6 AM to 6 PM', { exact: false })
          .isVisible(),
      ).toBe(true);
      await screenshot(tab, `faqs-${locale}-no-javascript`);

      await tab.goto(`${running.portal.url}/terms`);
      expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe(PAGES.terms[locale].title);
      const headings = await tab.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings).toContain(locale === 'ar' ? 'قيود الاستخدام' : 'Restrictions on use');
      expect(headings).toContain(locale === 'ar' ? 'ملفات تعريف الارتباط' : 'Cookies');
      // The contents link to the sections in the page.
      await tab.getByRole('link', { name: locale === 'ar' ? 'ملفات تعريف الارتباط' : 'Cookies' }).click();
      expect(new URL(tab.url()).hash).toBe('#cookies');
      await tab.context().close();
    });
  }

  it('answers an unknown FAQ page with an empty list, not an error', async () => {
    const response = await fetch(`${running.portal.url}/faqs?page=99`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('لا توجد أسئلة شائعة حاليا.');
  });
});
