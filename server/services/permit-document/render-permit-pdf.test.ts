import jsQR from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCheckCode } from '../../../schemas/permit-proof';
import { documentDay } from './document-format';
import { renderPermitPdf, type PermitProof } from './render-permit-pdf';
import { asExtracted, inPageOrder, normalised } from './test-fixtures/extracted-text';
import { firstPageImage, pageCount, pdfText } from './test-fixtures/pdf-tools';
import { LONG_ARABIC_NAME, sampleFacts, sampleProof } from './test-fixtures/sample-permit';

describe('the permit PDF', () => {
  const facts = sampleFacts({ firstDay: '2026-12-01', lastDay: '2026-12-03' });
  let proof: PermitProof;
  let pdf: Buffer;
  let text: string;

  beforeAll(async () => {
    proof = await sampleProof(facts);
    pdf = await renderPermitPdf(facts, proof);
    text = normalised(await pdfText(pdf));
  });

  it('is one A4 page', async () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pageCount(pdf)).toBe(1);
  });

  it('prints the reference, the holder’s long Arabic name and the ID’s last four digits', async () => {
    expect(text).toContain(normalised(facts.reference));
    expect(text).toContain(normalised(await asExtracted(LONG_ARABIC_NAME)));
    expect(text).toContain(normalised('•••• 5678'));
  });

  it('prints the first and last days in both languages, Gregorian and Umm al-Qura', async () => {
    expect(documentDay('2026-12-01', 'en').map(normalised)).toEqual(
      ['December 1, 2026', 'Jumada II 21, 1448 AH'].map(normalised),
    );
    expect(documentDay('2026-12-01', 'ar').map(normalised)).toEqual(
      ['1 ديسمبر 2026', '21 جمادى الآخرة 1448 هـ'].map(normalised),
    );
    for (const day of ['2026-12-01', '2026-12-03']) {
      for (const line of documentDay(day, 'en')) expect(text).toContain(normalised(line));
      for (const line of documentDay(day, 'ar'))
        expect(text).toContain(normalised(inPageOrder(await asExtracted(line))));
    }
  });

  it('lists the eleven prohibitions of a specific-area permit in both languages', async () => {
    expect(facts.prohibitions!.items.ar).toHaveLength(11);
    expect(facts.prohibitions!.items.en).toHaveLength(11);
    for (const item of facts.prohibitions!.items.en) expect(text).toContain(normalised(item));
    for (const item of facts.prohibitions!.items.ar) expect(text).toContain(normalised(await asExtracted(item, 400)));
  });

  it('carries a QR code that reads back as the verify URL, and the check code under it', async () => {
    const page = await firstPageImage(pdf, { dpi: 100 });
    const code = jsQR(
      new Uint8ClampedArray(page.data.buffer, page.data.byteOffset, page.data.length),
      page.width,
      page.height,
    );
    expect(code?.data).toBe(proof.verifyUrl);
    expect(text).toContain(normalised(formatCheckCode(proof.checkCode)));
    expect(text).toContain(normalised('https://reserve.example.sa/verify'));
  });

  it('leaves out what a permit does not have: dates, ID digits, prohibitions', async () => {
    const bare = sampleFacts({ firstDay: null, lastDay: null, idLastFour: '', prohibitions: null, details: [] });
    const bareText = normalised(await pdfText(await renderPermitPdf(bare, await sampleProof(bare))));
    expect(bareText).toContain(normalised(bare.reference));
    expect(bareText).not.toContain(normalised('Valid'));
    expect(bareText).toContain(normalised('Issued on'));
    expect(bareText).not.toContain(normalised('ID number'));
    expect(bareText).not.toContain(normalised('Inside the reserve it is forbidden to'));
  });
});
