import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { RJSFSchema } from '@rjsf/utils';
import {
  fileFieldLimits,
  REFUSED_FILE_TYPE,
  type FileDescriptor,
  type FileFieldLimits,
} from '../../schemas/validation/file-descriptor';
import type { MultipartEntry } from '../../schemas/validation/multipart-to-data';
import { propertySchema } from '../../schemas/validation/schema-walk';
import { ApiError } from './api-error';
import { inspectFile } from './file-inspection';

/** The most any multipart form may send; each form's schema sets its own, smaller limits. */
export const MULTIPART_LIMITS = {
  fileSize: 5 * 1024 * 1024,
  files: 10,
  fields: 200,
  parts: 210,
  fieldSize: 1024 * 1024,
};

/** An uploaded file held in memory until its submission is accepted. */
export interface UploadedFile {
  descriptor: FileDescriptor;
  bytes: Buffer;
  sha256: string;
  /** The extension of the detected type (`png`), for the stored name. */
  extension: string | undefined;
}

export interface MultipartForm {
  /** Every text field and file, in the order sent; feed them to multipartToData. */
  entries: MultipartEntry[];
  /** The bytes of each accepted file, by the descriptor placed in `entries`. */
  files: Map<FileDescriptor, UploadedFile>;
}

// Enough of a file's head for file-type to recognise every format a form accepts.
const SNIFF_BYTES = 4100;

/** A name to show, never a path: no folders, no control or direction characters, at most 255 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(
    base
      .normalize('NFC')
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim(),
  )
    .slice(0, 255)
    .join('')
    .trim();
  return cleaned === '' ? 'file' : cleaned;
}

/** The field a multipart key belongs to: `attachments` of `attachments[2]`. */
export const fieldNameOf = (key: string) => /^[^[\]]*/.exec(key)?.[0] ?? '';

async function readFile(part: MultipartFile, keepBytes: boolean, log: FastifyBaseLogger): Promise<UploadedFile> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  let held = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
    if (keepBytes || held < SNIFF_BYTES) {
      chunks.push(chunk);
      held += chunk.length;
    }
  }
  const bytes = Buffer.concat(chunks);
  // Loaded with the first upload, not at start-up.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES));
  const isWhole = keepBytes && !part.file.truncated;
  // Files not held whole are refused anyway, for their count or size.
  const refusal = isWhole ? inspectFile(bytes, detected?.mime) : undefined;
  if (refusal) log.info({ refusal, detectedType: detected?.mime, size }, 'uploaded file refused on inspection');
  return {
    descriptor: {
      name: cleanFileName(part.filename),
      type: refusal ? REFUSED_FILE_TYPE : (detected?.mime ?? 'application/octet-stream'),
      // The parser stops at the size limit; one byte more tells the schema the file is too large.
      size: part.file.truncated ? size + 1 : size,
    },
    bytes: isWhole ? bytes : Buffer.alloc(0),
    sha256: hash.digest('hex'),
    extension: detected?.ext,
  };
}

/**
 * THE multipart reader of every form: reads text fields and, for the schema's file fields only,
 * files, each buffered with its size, sha256 and content-detected type, or REFUSED_FILE_TYPE when its
 * content fails inspection (server/lib/file-inspection.ts). Files beyond a field's
 * maxItems are counted but not kept, so validation can refuse them by name. Nothing is written.
 */
export async function readMultipartForm(request: FastifyRequest, schema: RJSFSchema): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media_type');
  const limitsByField = new Map<string, FileFieldLimits | undefined>();
  const limitsOf = (field: string) => {
    if (!limitsByField.has(field)) limitsByField.set(field, fileFieldLimits(propertySchema(schema, field)));
    return limitsByField.get(field);
  };
  const fileSize = Math.max(
    0,
    ...Object.keys(schema.properties ?? {})
      .map((field) => limitsOf(field)?.maxBytes ?? 0)
      .filter(Number.isFinite),
  );

  const entries: MultipartEntry[] = [];
  const files = new Map<FileDescriptor, UploadedFile>();
  const filesPerField = new Map<string, number>();
  try {
    // A file over the limit is cut short rather than failing the request, so the schema can name it;
    // the plugin reads throwFileSizeLimit here although its types leave it out.
    const options = { limits: fileSize > 0 ? { fileSize } : {}, throwFileSizeLimit: false };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'field') {
        entries.push([part.fieldname, typeof part.value === 'string' ? part.value : JSON.stringify(part.value)]);
        continue;
      }
      const field = fieldNameOf(part.fieldname);
      const limits = limitsOf(field);
      if (!limits) {
        part.file.resume(); // not a file field of this form: read past it, keep nothing
        continue;
      }
      const count = (filesPerField.get(field) ?? 0) + 1;
      filesPerField.set(field, count);
      const upload = await readFile(part, count <= limits.maxFiles, request.log);
      files.set(upload.descriptor, upload);
      entries.push([part.fieldname, upload.descriptor]);
    }
  } catch (error) {
    // The plugin's own limits keep their status (413); anything else is a body we could not parse.
    if (typeof (error as { code?: unknown }).code === 'string' && (error as { code: string }).code.startsWith('FST_'))
      throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw new ApiError(400, 'malformed_body');
  }
  return { entries, files };
}
