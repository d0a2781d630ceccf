import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { VERIFY_PATH } from '../../schemas/permit-proof';
import { reserveToday } from '../../schemas/validation/reserve-day';
import { firstPageImage } from '../../server/services/permit-document/test-fixtures/pdf-tools';
import { readOutboxFiles, type OutboxFile } from '../support/outbox';
import { PHONE_VIEWPORT } from './support/chromium';
import { DEMO_INDIVIDUAL, loginToken } from './support/login-token';
import { openTab } from './support/open-tab';
import { submitSpecificAreaRequest } from './support/permit-requests';
import { staffTab, useStaffPortal } from './support/staff-member';

const DEMO_RESEARCHER = { email: 'researcher@demo.reserve.sa', password: 'Wadi-Shawki-2025' };

/** Waits for the mail to `address` whose subject names `reference` and that carries an attachment. */
async function mailWithAttachment(dataDir: string, address: string, reference: string): Promise<OutboxFile> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = (await readOutboxFiles(dataDir)).find(
      (mail) => mail.to.includes(address) && mail.subject.includes(reference) && mail.attachments.length > 0,
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail with the permit of ${reference} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What the permit's QR code opens, read from its first page as a camera would. */
async function qrAddressOf(pdf: Buffer): Promise<URL> {
  const image = await firstPageImage(pdf, { dpi: 150 });
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!code) throw new Error('No QR code found on the permit');
  return new URL(code.data);
}

describe('the permit document, from approval to a ranger’s check, in Chromium', () => {
  const running = useStaffPortal({
    email: 'reviewer@authority.example.sa',
    name: 'ريم الشمري',
    role: 'reviewer',
    permitTypes: ['specific_area'],
  });

  it('is approved in /admin, downloaded from /profile, mailed, valid on /verify, then cancelled', async () => {
    const { portal, browser, staffToken } = running;
    const { url, dataDir } = portal;
    const citizenToken = await loginToken(url, DEMO_INDIVIDUAL);
    const { uuid, reference } = await submitSpecificAreaRequest(url, citizenToken, { from_date: reserveToday() });

    // The reviewer takes the case and approves it.
    const reviewer = await staffTab(browser, url, staffToken);
    await reviewer.goto(`${url}/admin/permits/${uuid}`);
    await reviewer.getByRole('heading', { level: 1, name: `${reference} — تصريح منطقة محددة` }).waitFor();
    await reviewer.getByRole('button', { name: 'إسناد إليّ' }).click();
    await reviewer.getByRole('button', { name: 'قبول الطلب' }).click();
    await reviewer.getByText('مقبول', { exact: true }).waitFor();

    // The applicant's mail carries the permit.
    const mail = await mailWithAttachment(dataDir, DEMO_INDIVIDUAL.email, reference);
    const [attached] = mail.attachments;
    expect(attached).toMatchObject({ filename: `${reference}.pdf`, contentType: 'application/pdf' });
    expect(attached!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The citizen downloads it from /profile: the same document.
    const citizen = await openTab(browser, url, { token: citizenToken });
    await citizen.goto(`${url}/profile`);
    const row = citizen.getByRole('region', { name: 'التصاريح' }).getByRole('row').filter({ hasText: reference });
    await row.getByText('مقبول').waitFor();
    const [download] = await Promise.all([
      citizen.waitForEvent('download'),
      row.getByRole('button', { name: 'تحميل التصريح' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${reference}.pdf`);
    const downloaded = await fs.readFile((await download.path())!);
    expect(downloaded.equals(attached!.content)).toBe(true);

    // Another citizen finds nothing at its address.
    const stranger = await fetch(`${url}/api/v1/permits/${uuid}/pdf`, {
      headers: { authorization: `Bearer ${await loginToken(url, DEMO_RESEARCHER)}` },
    });
    expect(stranger.status).toBe(404);

    // The QR code opens /verify with the token in the fragment: valid.
    const address = await qrAddressOf(downloaded);
    expect(address.pathname).toBe(VERIFY_PATH);
    const ranger = await openTab(browser, url, { viewport: PHONE_VIEWPORT });
    await ranger.goto(`${url}${VERIFY_PATH}${address.hash}`);
    const verdict = ranger.locator('#verdict section[data-verdict]');
    await verdict.getByRole('heading', { name: 'تصريح ساري' }).waitFor();
    expect(await verdict.innerText()).toContain(reference);

    // The staff cancel it; the same QR code now says cancelled.
    await reviewer.getByRole('button', { name: 'إلغاء التصريح' }).click();
    const cancelling = reviewer.getByRole('dialog', { name: 'إلغاء التصريح' });
    await cancelling.getByRole('textbox', { name: /السبب/ }).fill('إغلاق المنطقة للصيانة');
    await cancelling.getByRole('button', { name: 'تأكيد' }).click();
    await reviewer.getByText('ملغى', { exact: true }).waitFor();
    await ranger.reload();
    await verdict.getByRole('heading', { name: 'تصريح ملغى' }).waitFor();
  }, 180_000);
});
