import { asc, eq } from 'drizzle-orm';
import { editableContent } from '../../../schemas/api/content-editing';
import { pageHeaderName } from '../../../schemas/api/page-headers';
import { pageHeaders } from '../../db/schema';
import { paginate } from '../../lib/pagination';
import { APPEARANCE_CACHE_TAG } from '../content/appearance';
import type { ContentType } from './content-type';
import { requiredImage } from './required-image';

/**
 * The header image of each page (GET /appearance `pages_headers`, drawn by the page's shell), one item a
 * page, its id the page's key, named by the page: a fixed set the portal defines (the seed and each permit
 * folder add theirs), edited but never added or deleted. Only the image changes: an upload through the
 * form's `image`, stored by the content editor, which hands `image_path` here; without a new file it stays.
 */
export const pageHeaderContent: ContentType = {
  name: 'page-headers',
  form: editableContent['page-headers'].form,
  htmlFields: [],
  readOnlyFields: ['page_ar', 'page_en'],
  publicTags: [APPEARANCE_CACHE_TAG],
  documented: { one: 'PageHeader', many: 'PageHeaders', what: 'page header image' },
  list: (db, window) =>
    paginate(window, {
      count: () => db.$count(pageHeaders),
      rows: async (limit, offset) =>
        (
          await db
            .select({ page: pageHeaders.page })
            .from(pageHeaders)
            .orderBy(asc(pageHeaders.page))
            .limit(limit)
            .offset(offset)
        ).map(({ page }) => {
          const name = pageHeaderName(page);
          return { id: page, title_ar: name.ar, title_en: name.en };
        }),
    }),
  async read(db, id) {
    const [row] = await db.select().from(pageHeaders).where(eq(pageHeaders.page, id));
    if (!row) return undefined;
    const name = pageHeaderName(row.page);
    return { page_ar: name.ar, page_en: name.en, image_path: row.imagePath };
  },
  async update(tx, id, values) {
    await tx
      .update(pageHeaders)
      .set({ imagePath: requiredImage(values, 'image') })
      .where(eq(pageHeaders.page, id));
  },
};
