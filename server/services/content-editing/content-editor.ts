import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageSize } from 'image-size';
import { contentImagePath } from '../../../schemas/api/image-variants';
import { fileFieldLimits, type FileDescriptor } from '../../../schemas/validation/file-descriptor';
import { formDefinition } from '../../../schemas/registry';
import type { Transaction } from '../../db/client';
import { ApiError, notFound } from '../../lib/api-error';
import { fieldRefused } from '../../lib/form-submission';
import { isEmptyHtml, sanitizeHtml } from '../../lib/sanitize-html';
import type { UploadedFile } from '../../lib/multipart-form';
import { violatesForeignKey } from '../../lib/unique-violation';
import { storeUploads } from '../storage';
import {
  ContentFieldRefused,
  type ChangeableContentType,
  type ContentType,
  type ContentUploads,
  type ContentValues,
} from './content-type';
import { changedFields, lockItem, recordEdit, revisionOf } from './edit-history';

/** The member of staff making an edit. */
export interface Editor {
  id: number;
}

/**
 * The values as stored: each HTML field sanitised (as every stored body is); refused (422, on the field)
 * when nothing of one is left, so a body that was only a script is not stored as an empty answer.
 * An optional one left out stays out (the form's schema refused a required one left out).
 */
function storedValues(request: FastifyRequest, type: ContentType, values: ContentValues): ContentValues {
  const stored = { ...values };
  for (const field of type.htmlFields) {
    if (values[field] === undefined) continue;
    const html = sanitizeHtml(String(values[field]));
    if (isEmptyHtml(html)) throw fieldRefused(request, type.form, field, 'minLength');
    stored[field] = html;
  }
  return stored;
}

/**
 * The item as it is now, held until the transaction ends (404 if there is none); 409 when the editor
 * opened an older revision than the latest, so that one editor's save never silently undoes another's.
 */
async function currentItem(tx: Transaction, type: ContentType, id: string, openedRevision?: string) {
  await lockItem(tx, type.name, id);
  const values = await type.read(tx, id);
  if (!values) throw notFound();
  if (openedRevision !== undefined && openedRevision !== (await revisionOf(tx, type.name, id)))
    throw new ApiError(409, 'content_changed_meanwhile');
  return values;
}

/** The uploads of a submission by their descriptors in its values (readSubmission's `files`). */
export type SubmittedFiles = ReadonlyMap<FileDescriptor, UploadedFile>;

/** The path field of a content form's file field: `image_path` of `image`, the file it has now. */
const pathFieldOf = (field: string) => `${field}_path`;
/** The sizes field of a content form's field of several images: `photos_sizes` of `photos`, the new ones'. */
const sizesFieldOf = (field: string) => `${field}_sizes`;

/** An uploaded image's intrinsic size in pixels (its content was read when it was checked, so it has one). */
function sizeOf(bytes: Uint8Array): { width: number; height: number } {
  const { width, height } = imageSize(bytes);
  return { width, height };
}

/** The fields a described upload (ContentUploads.described) gives besides its path: `file_name`… of `file`. */
const describedFieldsOf = (field: string) => ({
  name: `${field}_name`,
  type: `${field}_type`,
  size: `${field}_size`,
});

/** The file fields of a type's form: the files its editor uploads. */
const fileFieldsOf = (type: ContentType) =>
  Object.entries(formDefinition(type.form).schema.properties ?? {}).flatMap(([field, schema]) => {
    const limits = typeof schema === 'object' ? fileFieldLimits(schema) : undefined;
    return limits ? [{ field, single: limits.maxFiles === 1 }] : [];
  });

/** Public images, unless the type says where its files go (ContentType.uploads). */
const publicImages: ContentUploads = { folder: (config) => config.contentImagesDir, pathOf: contentImagePath };

/**
 * Stores the files sent with a content form, then runs `save` with the values as the type stores them;
 * `save` calls `keep` inside its transaction, so the files and the rows exist together or neither does.
 * Each file field `<field>` of the form (checked by content as every upload, server/lib/multipart-form.ts)
 * is stored in the type's upload folder (public images by default, ContentType.uploads); the stored file's
 * path becomes the value of `<field>_path`, one path, or a list for a field of several files, whose new
 * images' sizes in pixels ({width, height}, in the same order) are `<field>_sizes`; for a type whose
 * uploads are described, a single file's name, type and size are `<field>_name`, `_type`, `_size`.
 * Without a new file, these keep what `kept` has (the item as it is): what the browser sends back there
 * is never taken.
 */
async function withFiles<T>(
  app: FastifyInstance,
  type: ContentType,
  values: ContentValues,
  files: SubmittedFiles,
  save: (values: (kept: ContentValues) => ContentValues, keep: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const uploads = type.uploads ?? publicImages;
  const fields = fileFieldsOf(type);
  const sent = fields.map(({ field }) =>
    [values[field] ?? []].flat().flatMap((descriptor) => files.get(descriptor as FileDescriptor) ?? []),
  );
  return storeUploads(uploads.folder(app.config), sent.flat(), (stored, keep) => {
    const valuesKeeping = (kept: ContentValues) => {
      const result = { ...values };
      let next = 0;
      fields.forEach(({ field, single }, index) => {
        const uploaded = stored.slice(next, (next += sent[index]!.length));
        const described = uploads.described && single ? describedFieldsOf(field) : undefined;
        const ownFields = [pathFieldOf(field), ...Object.values(described ?? {})];
        delete result[field];
        for (const own of ownFields) delete result[own];
        const paths = uploaded.map((file) => uploads.pathOf(file.storedName));
        const newValues: ContentValues =
          uploaded.length === 0
            ? Object.fromEntries(ownFields.flatMap((own) => (kept[own] === undefined ? [] : [[own, kept[own]]])))
            : { [pathFieldOf(field)]: single ? paths[0] : paths };
        if (uploaded.length > 0 && described) {
          const file = uploaded[0]!;
          Object.assign(newValues, {
            [described.name]: file.originalName,
            [described.type]: file.mimeType,
            [described.size]: file.sizeBytes,
          });
        }
        Object.assign(result, newValues);
        if (!single) {
          delete result[sizesFieldOf(field)];
          if (uploaded.length > 0) result[sizesFieldOf(field)] = sent[index]!.map((file) => sizeOf(file.bytes));
        }
      });
      return result;
    };
    return save(valuesKeeping, keep);
  });
}

/** The values of a type's read-only fields as the item has them: what the browser sends there is never taken. */
const readOnlyValues = (type: ContentType, item: ContentValues): ContentValues =>
  Object.fromEntries((type.readOnlyFields ?? []).flatMap((field) => (field in item ? [[field, item[field]]] : [])));

/** Runs a save, answering a value the type refused as its form's 422 on that field. */
async function saving<T>(request: FastifyRequest, type: ContentType, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof ContentFieldRefused) throw fieldRefused(request, type.form, error.field, error.keyword);
    throw error;
  }
}

/** After a change: the public reads that show the type, and every rendered page, are made again. */
const republish = (app: FastifyInstance, type: ContentType) => app.publicCache.invalidate(...type.publicTags);

/** Creates an item from its editor's checked values; its history starts with every field it was given. */
export async function createContent(
  app: FastifyInstance,
  request: FastifyRequest,
  type: ChangeableContentType,
  editor: Editor,
  values: ContentValues,
  files: SubmittedFiles = new Map(),
): Promise<string> {
  const sanitised = storedValues(request, type, values);
  const id = await saving(request, type, () =>
    withFiles(app, type, sanitised, files, (withPaths, keep) =>
      app.db.transaction(async (tx) => {
        const stored = withPaths({});
        const created = await type.create(tx, stored);
        const changes = changedFields({}, stored);
        await recordEdit(tx, {
          contentType: type.name,
          contentId: created,
          actorId: editor.id,
          action: 'created',
          changes,
        });
        await keep();
        return created;
      }),
    ),
  );
  republish(app, type);
  return id;
}

/**
 * Replaces an item's values (404 if there is none, 409 if it changed since `openedRevision`); the history
 * keeps the fields that changed, if any did.
 */
export async function updateContent(
  app: FastifyInstance,
  request: FastifyRequest,
  type: ContentType,
  editor: Editor,
  id: string,
  values: ContentValues,
  openedRevision?: string,
  files: SubmittedFiles = new Map(),
): Promise<void> {
  const sanitised = storedValues(request, type, values);
  await saving(request, type, () =>
    withFiles(app, type, sanitised, files, (withPaths, keep) =>
      app.db.transaction(async (tx) => {
        const before = await currentItem(tx, type, id, openedRevision);
        const stored = { ...withPaths(before), ...readOnlyValues(type, before) };
        const changes = changedFields(before, stored);
        if (Object.keys(changes).length === 0) return;
        await type.update(tx, id, stored);
        await recordEdit(tx, { contentType: type.name, contentId: id, actorId: editor.id, action: 'edited', changes });
        await keep();
      }),
    ),
  );
  republish(app, type);
}

/**
 * Deletes an item (404 if there is none, 409 if it changed since `openedRevision`, or while other records
 * name it: its inUse, or a foreign key that holds it against a record added meanwhile, both answered with its
 * inUseRefusal); its history keeps what it was.
 */
export async function removeContent(
  app: FastifyInstance,
  type: ChangeableContentType,
  editor: Editor,
  id: string,
  openedRevision?: string,
) {
  try {
    await app.db.transaction(async (tx) => {
      const before = await currentItem(tx, type, id, openedRevision);
      if (await type.inUse?.(tx, id)) throw new ApiError(409, type.inUseRefusal ?? 'content_in_use');
      await type.remove(tx, id);
      const changes = changedFields(before, {});
      await recordEdit(tx, { contentType: type.name, contentId: id, actorId: editor.id, action: 'deleted', changes });
    });
  } catch (error) {
    if (violatesForeignKey(error)) throw new ApiError(409, type.inUseRefusal ?? 'content_in_use');
    throw error;
  }
  republish(app, type);
}
