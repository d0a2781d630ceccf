import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { formatCheckCode, verifyUrlOf, type PermitClaims } from '../../schemas/permit-proof';
import type { PermitStatus } from '../../schemas/api/member';
import { addDays, reserveToday } from '../../schemas/validation/reserve-day';
import { openDatabase } from '../../server/db/client';
import { permits } from '../../server/db/schema';
import { signerOf } from '../../server/services/permit-proof/permit-signer';
import { OTHER_TEST_SIGNING_KEY, signWithTestKey, TEST_PERMIT_SIGNING_KEY, testClaims } from '../support/permit-proof';
import { startPortal, type PortalServer } from '../support/portal-process';
import { accessibilityViolations } from './support/axe';
import { codeSnifferErrors } from './support/html-codesniffer';
import { launchChromium, PHONE_VIEWPORT, screenshot } from './support/chromium';
import { collectErrors, launchFirefox, openFirefoxTab } from './support/firefox';
import { loginToken } from './support/login-token';
import { openTab } from './support/open-tab';
import { submitSpecificAreaRequest } from './support/permit-requests';

const today = reserveToday();
/** Days that hold today, and days that ended last month. */
const CURRENT = { from: today, to: addDays(today, 2) };
const PAST = { from: addDays(today, -40), to: addDays(today, -38) };

interface IssuedPermit {
  reference: string;
  token: string;
  checkCode: string;
  claims: PermitClaims;
}

/**
 * The portal as a ranger meets it: four requests made, then (the server stopped) each given the status and
 * the proof an approval would store, and the server started again with another key, so that the first key
 * is retired but still published (a rotation).
 */
async function portalWithIssuedPermits() {
  const first = await startPortal({ env: { PERMIT_SIGNING_KEY: JSON.stringify(OTHER_TEST_SIGNING_KEY) } });
  const citizen = await loginToken(first.url);
  const references = [];
  for (let i = 0; i < 4; i++) references.push((await submitSpecificAreaRequest(first.url, citizen)).reference);
  await first.stop({ keepData: true });

  const [valid, cancelled, expired, beforeRotation] = await Promise.all([
    signWithTestKey({ ref: references[0], ...CURRENT }),
    signWithTestKey({ ref: references[1], ...CURRENT }),
    signWithTestKey({ ref: references[2], ...PAST }),
    signWithTestKey({ ref: references[3], ...CURRENT }, OTHER_TEST_SIGNING_KEY),
  ]);
  const issued = { valid, cancelled, expired, beforeRotation };
  const statuses: Record<keyof typeof issued, PermitStatus> = {
    valid: 'approved',
    cancelled: 'cancelled',
    expired: 'approved',
    beforeRotation: 'approved',
  };
  const database = await openDatabase({ dataDir: `${first.dataDir}/db` });
  try {
    for (const [name, { token, checkCode, claims }] of Object.entries(issued))
      await database.db
        .update(permits)
        .set({ status: statuses[name as keyof typeof issued], proofToken: token, checkCode })
        .where(eq(permits.reference, claims.ref));
  } finally {
    await database.close();
  }
  const portal = await startPortal({
    dataDir: first.dataDir,
    env: { PERMIT_SIGNING_KEY: JSON.stringify(TEST_PERMIT_SIGNING_KEY) },
  });
  const permitsOf = Object.fromEntries(
    Object.entries(issued).map(([name, proof]) => [name, { reference: proof.claims.ref, ...proof }]),
  ) as Record<keyof typeof issued, IssuedPermit>;
  return { portal, permits: permitsOf };
}

/** A token signed by a key the portal never published. */
async function tokenOfUnknownKey(): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const sign = await signerOf({ kid: await calculateJwkThumbprint(privateJwk), privateJwk });
  return (await sign(testClaims(CURRENT))).token;
}

/** The token with one claim changed and its signature kept. */
function tampered(token: string, change: Partial<PermitClaims>): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as PermitClaims;
  return [header, Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url'), signature].join('.');
}

const verdictOf = (page: Page) => page.locator('#verdict section[data-verdict]');

describe('/verify: a permit checked in the browser against the published keys', () => {
  let portal: PortalServer;
  let browser: Browser;
  let issued: Awaited<ReturnType<typeof portalWithIssuedPermits>>['permits'];

  beforeAll(async () => {
    [{ portal, permits: issued }, browser] = await Promise.all([portalWithIssuedPermits(), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  /** Opens the permit's QR address on a phone, as its camera would, and waits for the verdict. */
  async function scan(token: string, locale: 'ar' | 'en' = 'ar', options: { bypassCSP?: boolean } = {}) {
    const page = await openTab(browser, portal.url, { locale, viewport: PHONE_VIEWPORT, ...options });
    await page.goto(verifyUrlOf(portal.url, token));
    await verdictOf(page).waitFor();
    return page;
  }

  it('arrives as a whole page before any script, in the language of the cookie', async () => {
    for (const [locale, heading, field] of [
      ['ar', 'التحقق من تصريح', 'رمز التحقق'],
      ['en', 'Verify a permit', 'Check code'],
    ] as const) {
      const page = await openTab(browser, portal.url, { locale, viewport: PHONE_VIEWPORT, javaScriptEnabled: false });
      const answer = await page.goto(`${portal.url}/verify`);
      expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('textbox', { name: field }).waitFor();
      await page.context().close();
    }
  });

  it('says valid, with initials, dates, plates and the last ID digits, never the name; checked online', async () => {
    const page = await scan(issued.valid.token);
    const verdict = verdictOf(page);
    await verdict.getByRole('heading', { name: 'تصريح ساري' }).waitFor();
    const text = await verdict.innerText();
    expect(text).toContain('تحققت البوابة من حالته الآن');
    expect(text).toContain(issued.valid.reference);
    expect(text).toContain('تصريح منطقة محددة');
    expect(text).toContain('م. ا.');
    expect(text).not.toContain('العتيبي');
    expect(text).toContain('•••• 5678');
    expect(text).toContain('أ ب ج 1234');
    expect(text).toContain('تحقق من بطاقة هوية حامل التصريح');
    // Umm al-Qura beside the Gregorian day.
    expect(text).toMatch(/هـ/);
    await screenshot(page, 'verify-valid-ar-phone');
    await page.context().close();
  });

  it('calls a token with one claim changed not genuine', async () => {
    const page = await scan(tampered(issued.valid.token, { to: addDays(today, 300) }));
    await verdictOf(page).getByRole('heading', { name: 'تصريح غير صحيح' }).waitFor();
    expect(await page.locator('#verdict').innerText()).not.toContain('تحقق من بطاقة هوية');
    await page.context().close();
  });

  it('says expired when the days are over, cancelled when the portal says so', async () => {
    const expired = await scan(issued.expired.token);
    await verdictOf(expired).getByRole('heading', { name: 'تصريح منتهي' }).waitFor();
    await expired.context().close();
    const cancelled = await scan(issued.cancelled.token);
    await verdictOf(cancelled).getByRole('heading', { name: 'تصريح ملغى' }).waitFor();
    expect(await verdictOf(cancelled).innerText()).toContain('تحققت البوابة من حالته الآن');
    await cancelled.context().close();
  });

  it('says the key is unknown for a token no published key signed', async () => {
    const page = await scan(await tokenOfUnknownKey());
    await verdictOf(page).getByRole('heading', { name: 'مفتاح توقيع غير معروف' }).waitFor();
    await page.context().close();
  });

  it('still verifies a permit signed by the retired key after a rotation', async () => {
    const keys = (await (await fetch(`${portal.url}/.well-known/jwks.json`)).json()) as { keys: unknown[] };
    expect(keys.keys).toHaveLength(2);
    const page = await scan(issued.beforeRotation.token);
    await verdictOf(page).getByRole('heading', { name: 'تصريح ساري' }).waitFor();
    await page.context().close();
  });

  it('checks by reference and code as typed from paper, and finds no permit for a wrong code', async () => {
    const page = await openTab(browser, portal.url, { viewport: PHONE_VIEWPORT });
    await page.goto(`${portal.url}/verify`);
    await page.getByRole('textbox', { name: 'رقم التصريح' }).fill(issued.cancelled.reference);
    await page
      .getByRole('textbox', { name: 'رمز التحقق' })
      .fill(formatCheckCode(issued.cancelled.checkCode).toLowerCase());
    await page.getByRole('button', { name: 'تحقق' }).click();
    const verdict = verdictOf(page).getByRole('heading', { name: 'تصريح ملغى' });
    await verdict.waitFor();
    // Focus goes to the verdict, so a keyboard or screen reader user lands on it.
    expect(await verdict.evaluate((heading) => heading === document.activeElement)).toBe(true);

    await page.getByRole('textbox', { name: 'رمز التحقق' }).fill('ABCD-EFGH');
    await page.getByRole('button', { name: 'تحقق' }).click();
    await verdictOf(page).getByRole('heading', { name: 'لا يوجد هذا التصريح' }).waitFor();
    await page.context().close();
  });

  it('switches language in place, keeping the verdict', async () => {
    const page = await scan(issued.valid.token);
    await page.getByRole('navigation', { name: 'اللغة' }).getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify a permit' }).waitFor();
    await verdictOf(page).getByRole('heading', { name: 'Valid permit' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await verdictOf(page).innerText()).toContain("Check the holder's ID card");
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('en');
    await page.context().close();
  });

  it('answers from the phone after a first visit, offline, saying a cancellation cannot be known', async () => {
    const first = await openTab(browser, portal.url, { viewport: PHONE_VIEWPORT });
    const context = first.context();
    await first.goto(`${portal.url}/verify`);
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.waitForFunction(() => caches.match('/.well-known/jwks.json').then(Boolean));
    await context.setOffline(true);

    // Opened again from another permit's QR code.
    const again = await context.newPage();
    const answer = await again.goto(verifyUrlOf(portal.url, issued.beforeRotation.token));
    expect(answer?.fromServiceWorker()).toBe(true);
    await verdictOf(again).getByRole('heading', { name: 'تصريح ساري' }).waitFor();
    expect(await verdictOf(again).innerText()).toContain('تم التحقق دون اتصال');
    // A cancelled permit still shows valid offline, and says why it may be wrong.
    await again.goto(verifyUrlOf(portal.url, issued.cancelled.token));
    await verdictOf(again).getByRole('heading', { name: 'تصريح ساري' }).waitFor();
    expect(await verdictOf(again).innerText()).toContain('لا يظهر الإلغاء هنا');
    // The check by reference says it needs a connection.
    await again.getByRole('textbox', { name: 'رقم التصريح' }).fill(issued.valid.reference);
    await again.getByRole('textbox', { name: 'رمز التحقق' }).fill(issued.valid.checkCode);
    await again.getByRole('button', { name: 'تحقق' }).click();
    await again.getByRole('alert').getByText('لا يعمل التحقق بالرقم والرمز دون اتصال').waitFor();
    await context.close();
  });

  it('passes both accessibility checkers in either language, on a phone, with a verdict shown', async () => {
    for (const [locale, token] of [
      ['ar', issued.valid.token],
      ['en', issued.cancelled.token],
      ['ar', issued.expired.token],
    ] as const) {
      const page = await scan(token, locale, { bypassCSP: true });
      const findings = { axe: await accessibilityViolations(page), htmlcs: await codeSnifferErrors(page) };
      expect(findings, `${locale} ${await verdictOf(page).getAttribute('data-verdict')}`).toEqual({
        axe: [],
        htmlcs: [],
      });
      await page.context().close();
    }
  });

  it('says valid in Firefox ESR too', async () => {
    const firefox = await launchFirefox();
    try {
      const page = await openFirefoxTab(firefox, portal.url, 'en', PHONE_VIEWPORT);
      const errors = collectErrors(page);
      await page.goto(verifyUrlOf(portal.url, issued.valid.token));
      await page.waitForSelector('#verdict section[data-verdict="valid"]');
      expect(await page.$eval('#verdict-title', (heading) => heading.textContent)).toBe('Valid permit');
      expect(errors).toEqual([]);
    } finally {
      await firefox.close();
    }
  });
});
