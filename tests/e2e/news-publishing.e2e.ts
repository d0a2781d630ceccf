import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT } from '../../bench/paths';
import { openTab } from './support/open-tab';
import { staffTab, useStaffPortal } from './support/staff-member';

const NEWS = {
  ar: { title: 'عودة الحبارى إلى روضة التنهات بعد موسم أمطار سخي', alt: 'طائر حبارى يسير بين نباتات الروضة الخضراء' },
  en: {
    title: 'Houbara return to Rawdat Al-Tanhat after a generous rainy season',
    alt: 'A houbara walking among green meadow plants',
  },
};

/** Whether `page` shows the article's title and its picture, described in the page's language and loaded. */
async function showsTheNews(page: Page, locale: 'ar' | 'en') {
  await page.getByText(NEWS[locale].title).first().waitFor();
  const picture = page.getByRole('img', { name: NEWS[locale].alt }).first();
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await page.getByRole('img', { name: NEWS[locale === 'ar' ? 'en' : 'ar'].alt }).count()).toBe(0);
}

describe('publishing a news article with a picture, in Chromium', () => {
  const running = useStaffPortal({
    email: 'news.editor@authority.example.sa',
    name: 'ريم بنت فهد الشمري',
    role: 'editor',
  });

  it('an editor publishes it with its picture described in both languages; / and /news show it in ar and en', async () => {
    const { portal, browser, staffToken } = running;
    const { url } = portal;
    const editor = await staffTab(browser, url, staffToken);
    await editor.goto(`${url}/admin/content/articles/new`);
    await editor.getByRole('heading', { level: 1, name: 'خبر جديد' }).waitFor();
    await editor.getByLabel('العنوان بالعربية').fill(NEWS.ar.title);
    await editor.getByLabel('العنوان بالإنجليزية').fill(NEWS.en.title);
    await editor.getByLabel('عنوان الصفحة في الرابط').fill('houbara-return-tanhat');
    await editor.getByRole('textbox', { name: 'نص الخبر بالعربية' }).fill('رصد فريق المحمية سرب حبارى قرب الروضة.');
    await editor
      .getByRole('textbox', { name: 'نص الخبر بالإنجليزية' })
      .fill('The rangers saw houbara near the meadow.');
    await editor.locator('input[type="file"]').setInputFiles(path.join(ROOT, 'public/demo/articles/birds.webp'));
    await editor.getByLabel('وصف الصورة بالعربية').fill(NEWS.ar.alt);
    await editor.getByLabel('وصف الصورة بالإنجليزية').fill(NEWS.en.alt);
    await editor.getByRole('radio', { name: 'منشور' }).check();
    await editor.getByLabel('وقت النشر').fill('2026-01-01 09:00');
    await editor.getByRole('button', { name: 'حفظ الخبر' }).click();
    // Saved: its own page, where the picture it now has is shown, described.
    await editor.getByRole('heading', { level: 1, name: NEWS.ar.title }).waitFor();
    await editor.getByRole('img', { name: NEWS.ar.alt }).waitFor();

    for (const locale of ['ar', 'en'] as const) {
      const visitor = await openTab(browser, url, { locale });
      for (const address of ['/', '/news']) {
        await visitor.goto(url + address);
        await showsTheNews(visitor, locale);
      }
      await visitor.context().close();
    }
  });
});
