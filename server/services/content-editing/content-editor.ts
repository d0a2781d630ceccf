import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client';
import { ApiError, notFound } from '../../lib/api-error';
import { fieldRefused } from '../../lib/form-submission';
import { isEmptyHtml, sanitizeHtml } from '../../lib/sanitize-html';
import { violatesForeignKey } from '../../lib/unique-violation';
import { ContentFieldRefused, type ChangeableContentType, type ContentType, type ContentValues } from './content-type';
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
): Promise<string> {
  const stored = storedValues(request, type, values);
  const id = await saving(request, type, () =>
    app.db.transaction(async (tx) => {
      const created = await type.create(tx, stored);
      const changes = changedFields({}, stored);
      await recordEdit(tx, {
        contentType: type.name,
        contentId: created,
        actorId: editor.id,
        action: 'created',
        changes,
      });
      return created;
    }),
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
): Promise<void> {
  const stored = storedValues(request, type, values);
  await saving(request, type, () =>
    app.db.transaction(async (tx) => {
      const before = await currentItem(tx, type, id, openedRevision);
      const changes = changedFields(before, stored);
      if (Object.keys(changes).length === 0) return;
      await type.update(tx, id, stored);
      await recordEdit(tx, { contentType: type.name, contentId: id, actorId: editor.id, action: 'edited', changes });
    }),
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
