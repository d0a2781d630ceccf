import { Font } from '@react-pdf/renderer';
import { DOCUMENT_FONT, registerDocumentFonts } from '../document-fonts';

const DIRECTION_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Text made comparable: compatibility forms folded (NFKC), direction marks, isolates and every space removed. */
export const normalised = (text: string) => text.normalize('NFKC').replace(DIRECTION_MARKS, '').replace(/\s+/g, '');

/**
 * `text` as pdftotext gives it back from our font: poppler writes the letters of each ligature glyph in reverse
 * (لا, لآ, and in IBM Plex also صر, بر, …), so the expected text goes through the same glyphs first.
 */
export async function asExtracted(text: string, fontWeight: 400 | 700 = 700): Promise<string> {
  await registerDocumentFonts();
  const font = Font.getFont({ fontFamily: DOCUMENT_FONT, fontWeight }).data!;
  // In logical order: only the letters inside each glyph are at stake.
  const { glyphs } = font.layout(text.replace(DIRECTION_MARKS, ''), undefined, undefined, undefined, 'ltr');
  return glyphs
    .map(({ codePoints }: { codePoints: number[] }) => {
      const letters = String.fromCodePoint(...codePoints);
      return codePoints.length > 1 && /[\u0600-\u06FF]/.test(letters) ? [...letters].reverse().join('') : letters;
    })
    .join('');
}

/**
 * An Arabic line holding numbers as pdftotext orders it: its pieces left to right as they stand on the page,
 * so the last number comes first ("1 ديسمبر 2026" reads "2026 ديسمبر 1").
 */
export const inPageOrder = (line: string) =>
  line
    .split(/(\d+)/)
    .filter((piece) => piece !== '')
    .reverse()
    .join('');
