import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { mailOutbox } from '../../server/db/schema';

/** One `.eml` file of DATA_DIR/outbox, decoded. */
export interface OutboxFile {
  /** The file's name, `<time>-<outbox id>.eml`. */
  file: string;
  /** The headers, names lower-cased, encoded words decoded. */
  headers: Record<string, string>;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The parts sent as attachments, decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

const ENCODED_WORDS = /(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g;
const ENCODED_WORD = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;

function decodeQuotedPrintable(value: string, underscoreIsSpace = false): Buffer {
  const bytes: number[] = [];
  const unwrapped = value.replace(/=\r?\n/g, '');
  for (let index = 0; index < unwrapped.length; index += 1) {
    const character = unwrapped[index]!;
    const hex = unwrapped.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else if (character === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(character));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 words; adjacent ones are joined as bytes, since a character may be split between them. */
function decodeHeaderValue(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(ENCODED_WORDS, (run) =>
    Buffer.concat(
      [...run.matchAll(ENCODED_WORD)].map(([, encoding, data = '']) =>
        encoding!.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data, true),
      ),
    ).toString('utf8'),
  );
}

function parsePart(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeaderValue(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBytes({ headers, body }: MimePart): Buffer {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  return encoding === 'base64'
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
    : encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : Buffer.from(body);
}

const decodeBody = (part: MimePart): string => decodeBytes(part).toString('utf8').replace(/\r\n/g, '\n');

/** A part's file name (filename= of Content-Disposition, RFC 2047 words already decoded with the headers). */
const fileNameOf = (part: MimePart) =>
  /filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1] ?? '';

/** The leaf parts of a message, walking into multipart/* containers. */
function leafParts(part: MimePart): MimePart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1, -1);
  return sections.flatMap((section) => leafParts(parsePart(section.replace(/^\r?\n/, ''))));
}

/** Decodes one `.eml` as the file transport writes it: text and HTML alternatives, UTF-8. */
export function parseEml(file: string, eml: string): OutboxFile {
  const message = parsePart(eml);
  const parts = leafParts(message);
  const isAttachment = (part: MimePart) =>
    (part.headers['content-disposition'] ?? '').toLowerCase().startsWith('attachment');
  const partOfType = (type: string) =>
    parts.find(
      (part) => !isAttachment(part) && (part.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type),
    );
  const text = partOfType('text/plain');
  const html = partOfType('text/html');
  return {
    file,
    headers: message.headers,
    to: message.headers.to ?? '',
    subject: message.headers.subject ?? '',
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
    attachments: parts.filter(isAttachment).map((part) => ({
      filename: fileNameOf(part),
      contentType: (part.headers['content-type'] ?? '').split(';')[0]!.trim(),
      content: decodeBytes(part),
    })),
  };
}

/** `<time>-<outbox id>.eml`: by time, then by id, since several mails may share a millisecond. */
function byWritingOrder(a: string, b: string): number {
  const [, timeA = '', idA = '0'] = /^(.*)-(\d+)\.eml$/.exec(a) ?? [];
  const [, timeB = '', idB = '0'] = /^(.*)-(\d+)\.eml$/.exec(b) ?? [];
  return timeA.localeCompare(timeB) || Number(idA) - Number(idB);
}

/** Every mail written to `${dataDir}/outbox`, oldest first; none when the folder does not exist yet. */
export async function readOutboxFiles(dataDir: string): Promise<OutboxFile[]> {
  const directory = path.join(dataDir, 'outbox');
  const names = await fs.readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  // Half-written files have a leading dot and another extension until they are complete.
  const emls = names.filter((name) => name.endsWith('.eml') && !name.startsWith('.'));
  emls.sort(byWritingOrder);
  return Promise.all(emls.map(async (name) => parseEml(name, await fs.readFile(path.join(directory, name), 'utf8'))));
}

const isTo = (address: string) => (mail: OutboxFile) => mail.to.toLowerCase().includes(address.toLowerCase());

/** The newest outbox file addressed to `address`, or undefined. */
export async function latestOutboxFileTo(dataDir: string, address: string): Promise<OutboxFile | undefined> {
  return (await readOutboxFiles(dataDir)).filter(isTo(address)).at(-1);
}

/**
 * Waits until `count` files have been written to `address` (the dispatcher sends shortly after the
 * request that enqueued the mail) and returns the newest.
 */
export async function waitForOutboxFileTo(
  dataDir: string,
  address: string,
  { count = 1, timeoutMs = 10_000 } = {},
): Promise<OutboxFile> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutboxFiles(dataDir)).filter(isTo(address));
    if (mails.length >= count) return mails.at(-1)!;
    if (Date.now() > deadline)
      throw new Error(`No mail number ${count} to ${address} in ${dataDir}/outbox after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The newest outbox row addressed to `address` (any letter case), sent or not. */
export async function latestMailTo(db: Database, address: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${address})`)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

/** The http(s) links in a text, in order, without trailing punctuation. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map(([link]) => link.replace(/[.,;:!?)\]،؛]+$/u, ''));
}
