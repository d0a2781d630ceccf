import fs from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PermitDocumentFacts } from './permit-document-facts';
import { renderPermitPdf } from './render-permit-pdf';
import { firstPageImage } from './test-fixtures/pdf-tools';
import { sampleFacts, sampleProof } from './test-fixtures/sample-permit';

/**
 * Page 1 of a specific-area permit against a stored image: the one check that sees letters drawn apart, words
 * in the wrong order or a layout that moved. After a deliberate change of the document, look at the new image
 * and store it: `UPDATE_GOLDEN=1 npx vitest run server/services/permit-document/permit-pdf-golden.test.ts`.
 */
const GOLDEN = path.join(import.meta.dirname, 'test-fixtures', 'specific-area-page-1.png');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
/** Share of pixels that may differ (under 500 of a page's 967,590): anti-aliasing may move a few edges. */
const TOLERANCE = 0.0005;

// One token for every page, the same every run (its signature bytes fixed): only the words may differ.
const proof = sampleProof(sampleFacts(), Buffer.alloc(64, 7));
const pageOf = async (facts: PermitDocumentFacts) =>
  firstPageImage(await renderPermitPdf(facts, await proof), { gray: true });

/** The share of pixels of `page` that differ from the stored image. */
function differenceFrom(golden: PNG, page: PNG): number {
  expect([page.width, page.height]).toEqual([golden.width, golden.height]);
  const differing = pixelmatch(golden.data, page.data, undefined, page.width, page.height, { threshold: 0.1 });
  return differing / (page.width * page.height);
}

const ZWNJ = '\u200c';
/** Arabic with every pair of letters kept from joining, as a renderer without shaping would draw it. */
const unjoined = (text: string) => text.replace(/(?<=[\u0620-\u064A])(?=[\u0620-\u064A])/g, ZWNJ);

describe('page 1 of the permit PDF', () => {
  let golden: PNG;

  beforeAll(async () => {
    if (UPDATE) await fs.writeFile(GOLDEN, PNG.sync.write(await pageOf(sampleFacts()), { colorType: 0 }));
    golden = PNG.sync.read(await fs.readFile(GOLDEN));
  });

  it('matches the stored image', async () => {
    expect(differenceFrom(golden, await pageOf(sampleFacts()))).toBeLessThanOrEqual(TOLERANCE);
  });

  it('does not match when the letters of the holder’s Arabic name stop joining', async () => {
    const facts = sampleFacts();
    const broken = sampleFacts({ holderName: unjoined(facts.holderName) });
    // One name drawn apart (twice: in each half) is well past the tolerance.
    expect(differenceFrom(golden, await pageOf(broken))).toBeGreaterThan(4 * TOLERANCE);
  });
});
