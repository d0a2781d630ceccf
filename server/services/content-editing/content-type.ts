import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentSummary, EditableContentName } from '../../../schemas/api/content-editing';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { FormId } from '../../../schemas/registry';
import type { Database, Transaction } from '../../db/client';
import type { MessageKey } from '../../i18n/messages';
import type { PageWindow } from '../../lib/pagination';
import type { Config } from '../../config';

/** An item's values as its editor's form names them; what the form's schema let through, when they come from an editor. */
export type ContentValues = Record<string, unknown>;

/**
 * Where a content type keeps the files its form uploads, and what names one in its values. Without it, a
 * type's uploads are public images (DATA_DIR/images, `<field>_path` = /media/images/<name>).
 */
export interface ContentUploads {
  /** The folder of the stored files, which only the routes that serve them read. */
  folder(config: Config): string;
  /** The value of `<field>_path` for a stored file. */
  pathOf(storedName: string): string;
  /**
   * Whether a new file also gives `<field>_name`, `<field>_type` and `<field>_size` (its original name,
   * content-detected type and bytes), kept as stored without one, as `<field>_path` is.
   */
  described?: boolean;
}

/**
 * One kind of content editors manage, declared once: its editing routes, its history and the public
 * pages it shows on follow from it (server/routes/admin/content.ts, content-editor.ts). Ids travel as
 * strings; a type whose ids are numbers answers undefined for one that is not.
 */
export interface ContentType {
  /** Its name in the editors' addresses (/admin/content/<name>) and in the edit history. */
  name: EditableContentName;
  /** The form its editor draws and the server checks it by (schemas/admin/content-<…>/): editableContent's. */
  form: FormId;
  /** Where its uploaded files go; public images by default (ContentUploads). */
  uploads?: ContentUploads;
  /** Its fields holding HTML: sanitised before they are stored, and refused when nothing is left. */
  htmlFields: readonly string[];
  /**
   * Fields its editor sees but never changes (a page header's page, named in each language): an edit keeps
   * them as the item has them, whatever the browser sends there.
   */
  readOnlyFields?: readonly string[];
  /** The public cache tags of the reads that show it: dropped with the rendered pages on every change. */
  publicTags: readonly string[];
  /** How the API document names it: `Faq`, `Faqs`, and what one is. */
  documented: { one: string; many: string; what: string };
  list(db: Database, window: PageWindow): Promise<ListEnvelope<ContentSummary>>;
  read(db: Database | Transaction, id: string): Promise<ContentValues | undefined>;
  /**
   * Stores a new item, answering its id. Absent, with remove, exactly when editableContent marks the type
   * `fixed`: it then has no POST or DELETE route,
   * so both answer 404 (server/routes/admin/content.ts).
   */
  create?(tx: Transaction, values: ContentValues): Promise<string>;
  update(tx: Transaction, id: string, values: ContentValues): Promise<void>;
  /** Whether something that stays names the item (a permit its site): then it is not deleted (409). */
  inUse?(tx: Transaction, id: string): Promise<boolean>;
  /**
   * The 409's message when a delete is refused while something names the item (inUse, or a foreign key that
   * holds it against a record added meanwhile), if `content_in_use` does not say what names it.
   */
  inUseRefusal?: MessageKey;
  remove?(tx: Transaction, id: string): Promise<void>;
  /**
   * The public page of the item with these values (`/news/<slug>`), for a type whose unpublished items an
   * editor previews there: its editor gets a signed link to it (server/services/content/preview-links.ts).
   */
  publicAddress?(values: ContentValues): string;
}

/** A type whose items editors add and delete (not `fixed`). */
export type ChangeableContentType = ContentType & Required<Pick<ContentType, 'create' | 'remove'>>;

export const isChangeable = (type: ContentType): type is ChangeableContentType =>
  type.create !== undefined && type.remove !== undefined;

/**
 * A value its form lets through that the stored content refuses (a slug another item holds), thrown by a
 * type's create or update: answered 422 on `field`, with the form's message for `keyword`.
 */
export class ContentFieldRefused extends Error {
  constructor(
    readonly field: string,
    readonly keyword: string,
  ) {
    super(`${field} refused: ${keyword}`);
  }
}

/** A table whose rows an editor adds and deletes, each named by a serial `id`. */
export type SerialTable = PgTable & { id: PgColumn };

/** A database id from an address: a whole number within PostgreSQL's integer, or undefined. */
export function serialIdOf(id: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(id)) return undefined;
  const number = Number(id);
  return number <= 2_147_483_647 ? number : undefined;
}
