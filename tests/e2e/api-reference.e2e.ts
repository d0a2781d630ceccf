import { describe, expect, it } from 'vitest';
import { useRunningPortal } from './support/running-portal';

/** The API reference draws in Chromium under the portal's CSP, and asks no other site for anything. */
describe('the API reference page', () => {
  const running = useRunningPortal();

  it('lists every operation of the document, with no CSP violation and no request to another site', async () => {
    const page = await running.browser.newPage();
    const problems: string[] = [];
    const elsewhere: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    page.on(
      'request',
      (request) =>
        !request.url().startsWith(running.portal.url) &&
        !request.url().startsWith('data:') &&
        elsewhere.push(request.url()),
    );
    try {
      await page.goto(`${running.portal.url}/api/docs`);
      await expect.poll(() => page.getByText('/api/v1/contact-us').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => page.getByText('/api/v1/register/company').count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      expect(elsewhere).toEqual([]);
      // The page names no icon, so browsers ask for /favicon.ico (at times after the checks above).
      const icon = await fetch(`${running.portal.url}/favicon.ico`);
      expect([icon.status, icon.redirected, icon.headers.get('content-type')]).toEqual([200, true, 'image/svg+xml']);
    } finally {
      await page.close();
    }
  });
});
