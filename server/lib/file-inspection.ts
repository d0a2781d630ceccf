import { inflateSync } from 'node:zlib';
import { imageSize } from 'image-size';

/** Why an upload's content was refused; logged for staff, while the citizen reads the form's message. */
export type InspectionRefusal =
  'embedded-markup' | 'active-content' | 'truncated' | 'oversized-dimensions' | 'unreadable';

// Decompression bombs: a few kilobytes of PNG or GIF can claim gigabytes of pixels.
const MAX_SIDE_PX = 10_000;
const MAX_PIXELS = 40_000_000;
// A JPEG's frame header follows its metadata segments, which stay well under this; reading no further
// keeps a crafted file from costing more than a few milliseconds.
const DIMENSIONS_WITHIN_BYTES = 1024 * 1024;
const MARKUP_WINDOW_BYTES = 4096;
const PDF_EOF_WINDOW_BYTES = 1024;
// What the compressed object streams of one PDF may inflate to before it counts as a zip bomb.
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

const MARKUP = /<script|<html|<svg|<\?php/i;

/** Whether the first or last 4 KB hold HTML, SVG, script or PHP: an image or PDF that is also a page or a program. */
function hasEmbeddedMarkup(bytes: Buffer): boolean {
  const head = bytes.subarray(0, MARKUP_WINDOW_BYTES).toString('latin1');
  const tail = bytes.subarray(-MARKUP_WINDOW_BYTES).toString('latin1');
  return MARKUP.test(head) || MARKUP.test(tail);
}

// PDF: a pattern scan over the file and its inflated object streams, not a parser. It refuses
// what a reader would act on however the names are spelled, and a PDF it cannot read.

const NAME_END = String.raw`(?![^\0\t\n\f\r ()<>[\]{}/%])`;
const hexDigit = (digit: string) => (/\d/.test(digit) ? digit : `[${digit}${digit.toUpperCase()}]`);
/** A PDF name however it is written: PDF lets any character be `#xx` (`/J#61vaScript`). */
const spelledAnyWay = (name: string) =>
  Array.from(name, (char) => `(?:${char}|#${Array.from(char.charCodeAt(0).toString(16), hexDigit).join('')})`).join('');
const pdfName = (...names: string[]) =>
  new RegExp(String.raw`/(?:${names.map(spelledAnyWay).join('|')})${NAME_END}`, 'g');

// Names that run code, open programs or carry other files or forms.
const ACTIVE_NAME = pdfName('JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA');
// Two-letter keys also turn up by chance in compressed data: they count only with the value they introduce.
const ACTIVE_KEY = new Map([
  [pdfName('JS'), /\s*(?:\([\t\n\r\x20-\x7e]{4}|<[\s0-9a-f]{4}|\d+\s+\d+\s+R)/iy],
  [pdfName('AA'), /\s*(?:<<|\d+\s+\d+\s+R)/y],
]);
const OPEN_ACTION = pdfName('OpenAction');
const OBJECT_STREAM_TYPE = pdfName('ObjStm');
// Its data starts on the next line, however that line ends, as readers take it.
const STREAM_KEYWORD = /(?<![A-Za-z])stream[^\r\n]*(?:\r\n|\r|\n)/g;
const REFERENCE = /\s*(\d+)\s+(\d+)\s+R/y;
const OBJECT_START = /(?<!\d)(\d+)\s+(\d+)\s+obj/g;
const DESTINATION = String.raw`(?:\[[^[\]]*\]|\([^()\\]*\)|/[^\0\t\n\f\r ()<>[\]{}/%]+)`;
// All an opening may do without acting: show a page, given as a destination or a GoTo with nothing else in it.
const OPENS_AT_A_PAGE = new RegExp(
  String.raw`\s*(?:${DESTINATION}|<<\s*(?:(?:/Type\s*/Action|/S\s*/GoTo|/D\s*${DESTINATION})${NAME_END}\s*)+>>)`,
  'y',
);

const matchAt = (pattern: RegExp, text: string, at: number) => {
  pattern.lastIndex = at;
  return pattern.exec(text);
};
const objectKey = (number = '', generation = '') => `${Number(number)} ${Number(generation)}`;

/** For each object (`number generation`), whether every definition of it (an update may redefine one) only opens a page. */
function objectsOpeningAtAPage(text: string): Map<string, boolean> {
  const opensAtAPage = new Map<string, boolean>();
  for (const match of text.matchAll(OBJECT_START)) {
    const key = objectKey(match[1], match[2]);
    const definitionOpensAtAPage = matchAt(OPENS_AT_A_PAGE, text, match.index + match[0].length) !== null;
    opensAtAPage.set(key, (opensAtAPage.get(key) ?? true) && definitionOpensAtAPage);
  }
  return opensAtAPage;
}

function carriesActiveContent(text: string): boolean {
  if (text.search(ACTIVE_NAME) >= 0) return true;
  for (const [key, value] of ACTIVE_KEY) {
    for (const match of text.matchAll(key)) if (matchAt(value, text, match.index + match[0].length)) return true;
  }
  let objectsOpening: Map<string, boolean> | undefined;
  for (const match of text.matchAll(OPEN_ACTION)) {
    const valueAt = match.index + match[0].length;
    const reference = matchAt(REFERENCE, text, valueAt);
    const opensAtAPage = reference
      ? (objectsOpening ??= objectsOpeningAtAPage(text)).get(objectKey(reference[1], reference[2]))
      : matchAt(OPENS_AT_A_PAGE, text, valueAt) !== null;
    if (!opensAtAPage) return true;
  }
  return false;
}

/** An object stream's objects written out as `n 0 obj … endobj`, so that a reference into it can be followed. */
function asIndirectObjects(inflated: string, first: number): string {
  const index = inflated.slice(0, first).trim().split(/\s+/).map(Number);
  const objects: string[] = [];
  for (let at = 0; at + 1 < index.length; at += 2) {
    const end = at + 3 < index.length ? first + (index[at + 3] ?? 0) : inflated.length;
    objects.push(`${index[at]} 0 obj ${inflated.slice(first + (index[at + 1] ?? 0), end)} endobj`);
  }
  return objects.join('\n');
}

/**
 * The inflated contents of every object stream, where PDF 1.5 hides dictionaries from a plain scan;
 * undefined when one cannot be read (another filter, encryption, damage, a bomb), as we cannot vouch for it.
 */
function objectStreamTexts(bytes: Buffer, text: string): string[] | undefined {
  const texts: string[] = [];
  let budget = MAX_INFLATED_BYTES;
  let previousKeyword = 0;
  let endstream = 0;
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    // A stream's dictionary lies between the previous stream keyword and its own: each byte is read once.
    const dictionary = text.slice(previousKeyword, match.index);
    previousKeyword = match.index;
    if (dictionary.search(OBJECT_STREAM_TYPE) < 0) continue;
    const start = match.index + match[0].length;
    if (endstream < start) {
      const found = text.indexOf('endstream', start);
      endstream = found < 0 ? text.length : found;
    }
    try {
      const inflated = inflateSync(bytes.subarray(start, endstream), { maxOutputLength: budget }).toString('latin1');
      budget -= inflated.length;
      texts.push(inflated);
      // Objects are found by /First only when it is unambiguous; otherwise a reference into them stays unresolved.
      const firsts = Array.from(dictionary.matchAll(/\/First\s+(\d+)(?!\d|\s+\d+\s+R)/g), (first) => Number(first[1]));
      if (firsts.length === 1) texts.push(asIndirectObjects(inflated, firsts[0] ?? 0));
    } catch {
      return undefined;
    }
  }
  return texts;
}

function pdfRefusal(bytes: Buffer): InspectionRefusal | undefined {
  if (!bytes.subarray(-PDF_EOF_WINDOW_BYTES).includes('%%EOF')) return 'truncated';
  const text = bytes.toString('latin1');
  const objectStreams = objectStreamTexts(bytes, text);
  if (!objectStreams) return 'unreadable';
  return carriesActiveContent([text, ...objectStreams].join('\n')) ? 'active-content' : undefined;
}

const PNG_IEND_CHUNK = Buffer.from('0000000049454e44ae426082', 'hex');

/** Whether an image ends where its format says it must; a cut-off upload ends anywhere else. */
const endsWhole = new Map<string, (bytes: Buffer) => boolean>([
  ['image/png', (bytes) => bytes.subarray(-PNG_IEND_CHUNK.length).equals(PNG_IEND_CHUNK)],
  [
    'image/jpeg',
    (bytes) => {
      let end = bytes.length;
      while (end > 0 && bytes[end - 1] === 0) end -= 1; // some encoders pad after the end marker
      return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
    },
  ],
  ['image/gif', (bytes) => bytes.at(-1) === 0x3b],
]);

function imageRefusal(bytes: Buffer, endsWholeImage: (bytes: Buffer) => boolean): InspectionRefusal | undefined {
  let width: number;
  let height: number;
  try {
    ({ width, height } = imageSize(bytes.subarray(0, DIMENSIONS_WITHIN_BYTES)));
  } catch {
    return 'unreadable';
  }
  if (width > MAX_SIDE_PX || height > MAX_SIDE_PX || width * height > MAX_PIXELS) return 'oversized-dimensions';
  return endsWholeImage(bytes) ? undefined : 'truncated';
}

/**
 * Why a whole upload of a content-detected type is refused, or undefined when it may be kept.
 * PDFs and PNG, JPEG and GIF images are inspected; any other type is left to the form's schema.
 */
export function inspectFile(bytes: Buffer, detectedType: string | undefined): InspectionRefusal | undefined {
  const endsWholeImage = detectedType === undefined ? undefined : endsWhole.get(detectedType);
  if (detectedType !== 'application/pdf' && !endsWholeImage) return undefined;
  if (hasEmbeddedMarkup(bytes)) return 'embedded-markup';
  return endsWholeImage ? imageRefusal(bytes, endsWholeImage) : pdfRefusal(bytes);
}
