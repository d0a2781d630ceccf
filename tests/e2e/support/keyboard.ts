import type { FileChooser, Page } from 'playwright-core';

/** Presses Tab until the focused element has the accessible name (or label) asked for; fails after `limit` presses. */
export async function tabTo(page: Page, name: string | RegExp, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelledBy = element.getAttribute('aria-labelledby');
      const byIds = labelledBy
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      const labels = (element as HTMLInputElement).labels;
      return [
        element.getAttribute('aria-label'),
        byIds,
        labels &&
          Array.from(labels)
            .map((l) => l.textContent)
            .join(' '),
        element.textContent,
      ]
        .filter(Boolean)
        .join(' | ');
    });
    if (typeof name === 'string' ? focused.includes(name) : name.test(focused)) return;
  }
  throw new Error(`no element named ${String(name)} within ${limit} presses of Tab`);
}

/**
 * Presses Space on the focused file button until Chromium's file chooser comes up. On a busy machine
 * the chooser can open before Playwright has started intercepting it, and is then lost; a second
 * press opens it again.
 */
export async function openFileChooserWithSpace(page: Page, attempts = 3): Promise<FileChooser> {
  for (let attempt = 1; ; attempt += 1) {
    const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
    await page.keyboard.press('Space');
    try {
      return await chooser;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}
