import { asc } from 'drizzle-orm';
import { topBarItems } from '../../db/schema';
import { APPEARANCE_CACHE_TAG } from '../content/appearance';
import type { ContentValues } from './content-type';
import { serialContent } from './serial-content';

/** The form admin/content-top-bar-item's values. */
interface TopBarItemValues {
  title_ar: string;
  title_en: string;
  position: number;
}

/** The lines of the site's top bar (GET /appearance `top_bar`, drawn by every page), in the authority's order. */
export const topBarItemContent = serialContent({
  name: 'top-bar-items',
  table: topBarItems,
  titles: { ar: topBarItems.titleAr, en: topBarItems.titleEn },
  order: [asc(topBarItems.position), asc(topBarItems.id)],
  publicTags: [APPEARANCE_CACHE_TAG],
  documented: { one: 'TopBarItem', many: 'TopBarItems', what: 'top bar item' },
  valuesOf: (row) => ({ title_ar: row.titleAr, title_en: row.titleEn, position: row.position }),
  columnsOf(_tx, values: ContentValues) {
    const item = values as unknown as TopBarItemValues;
    return { titleAr: item.title_ar, titleEn: item.title_en, position: item.position };
  },
});
