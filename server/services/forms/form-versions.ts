import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formDefinition, type FormId } from '../../../schemas/registry';
import type { FormDefinition } from '../../../schemas/validation/form-definition';
import type { Database } from '../../db/client';
import { formVersions } from '../../db/schema';

/** A form's version as a request keeps it: its row and the hash of its content. */
export interface FormVersion {
  id: number;
  contentHash: string;
}

// Per database (tests open several in one process): ids by form and content hash, and the immutable rows by id.
const versionIds = new WeakMap<Database, Map<string, number>>();
const definitions = new WeakMap<Database, Map<number, FormDefinition>>();

function cacheOf<K, V>(caches: WeakMap<Database, Map<K, V>>, db: Database): Map<K, V> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/** sha256 of everything a reader of a request sees of its form: schema, UI schema, both message catalogues. */
export const formContentHash = ({ schema, uiSchema, messages }: FormDefinition): string =>
  createHash('sha256').update(JSON.stringify({ schema, uiSchema, messages })).digest('hex');

/**
 * The version of form `formId` as the registry holds it now, found or created by its content hash (racing
 * creators meet on the unique index). Call it outside the request's transaction: a version row is harmless
 * if the request fails, and the cached id never names a row that was rolled back.
 */
export async function currentFormVersion(db: Database, formId: FormId): Promise<FormVersion> {
  const form = formDefinition(formId);
  const contentHash = formContentHash(form);
  const cache = cacheOf(versionIds, db);
  const key = `${formId}:${contentHash}`;
  const cached = cache.get(key);
  if (cached !== undefined) return { id: cached, contentHash };
  await db
    .insert(formVersions)
    .values({ formId, contentHash, schema: form.schema, uiSchema: form.uiSchema, messages: form.messages })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: formVersions.id })
    .from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.contentHash, contentHash)));
  cache.set(key, row!.id);
  return { id: row!.id, contentHash };
}

/** The form a request was made with: its stored version, or today's form for a request older than versions (null). */
export async function formOfVersion(db: Database, versionId: number | null, formId: FormId): Promise<FormDefinition> {
  if (versionId === null) return formDefinition(formId);
  const cache = cacheOf(definitions, db);
  const cached = cache.get(versionId);
  if (cached) return cached;
  const [row] = await db
    .select({ schema: formVersions.schema, uiSchema: formVersions.uiSchema, messages: formVersions.messages })
    .from(formVersions)
    .where(eq(formVersions.id, versionId));
  const form = row as FormDefinition;
  cache.set(versionId, form);
  return form;
}
