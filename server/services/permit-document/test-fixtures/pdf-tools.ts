import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';

const run = promisify(execFile);

/** Runs `work` with the PDF written to a private temporary folder, removed afterwards. */
async function withPdfFile<T>(pdf: Buffer, work: (file: string, folder: string) => Promise<T>): Promise<T> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'permit-pdf-'));
  try {
    const file = path.join(folder, 'permit.pdf');
    await fs.writeFile(file, pdf);
    return await work(file, folder);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** The text poppler's pdftotext reads from the PDF (Debian's poppler-utils). */
export const pdfText = (pdf: Buffer) =>
  withPdfFile(pdf, async (file) => (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);

/** Page 1 drawn by poppler's pdftoppm at `dpi`, in colour or in grey. */
export const firstPageImage = (pdf: Buffer, { dpi = 100, gray = false } = {}) =>
  withPdfFile(pdf, async (file, folder) => {
    const prefix = path.join(folder, 'page');
    const colours = gray ? ['-gray'] : [];
    await run('pdftoppm', ['-r', String(dpi), ...colours, '-f', '1', '-l', '1', '-singlefile', '-png', file, prefix]);
    return PNG.sync.read(await fs.readFile(`${prefix}.png`));
  });

/** The number of pages, as pdfinfo counts them. */
export const pageCount = (pdf: Buffer) =>
  withPdfFile(pdf, async (file) => Number(/^Pages:\s+(\d+)/m.exec((await run('pdfinfo', [file])).stdout)?.[1]));
