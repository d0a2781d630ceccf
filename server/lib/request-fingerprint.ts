import { createHash } from 'node:crypto';

/** An uploaded file as far as a fingerprint cares: its content. */
export interface HashedFile {
  sha256: string;
}

function canonical(value: unknown, files: ReadonlyMap<unknown, HashedFile>): unknown {
  const file = files.get(value);
  if (file) return { file_sha256: file.sha256 };
  if (Array.isArray(value)) return value.map((item) => canonical(item, files));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, canonical(record[key], files)]),
  );
}

/**
 * A sha256 of the data a route received, the same whatever the key order; a file (a value found
 * in `files`, such as the descriptors multipartToData places) counts by its content's sha256.
 */
export function requestFingerprint(data: unknown, files: ReadonlyMap<unknown, HashedFile> = new Map()): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(data, files)))
    .digest('hex');
}
