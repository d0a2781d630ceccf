import { asc } from 'drizzle-orm';
import { aboutStrategyItems } from '../../db/schema';
import { ABOUT_CACHE_TAG } from '../content/about-reserve';
import type { ContentValues } from './content-type';
import { requiredImage } from './required-image';
import { serialContent } from './serial-content';

/** The form admin/content-about-strategy-item's values; the icon's path is the server's (requiredImage). */
interface AboutStrategyItemValues {
  kind: 'goal' | 'pillar';
  title_ar: string;
  title_en: string;
  position: number;
}

/**
 * The authority's goals and pillars (GET /about-reserve `goals` and `pillars`), each kind in the authority's
 * order. The icon is decorative above its title, so it needs no description of its own.
 */
export const aboutStrategyItemContent = serialContent({
  name: 'about-strategy-items',
  table: aboutStrategyItems,
  titles: { ar: aboutStrategyItems.titleAr, en: aboutStrategyItems.titleEn },
  order: [asc(aboutStrategyItems.kind), asc(aboutStrategyItems.position), asc(aboutStrategyItems.id)],
  publicTags: [ABOUT_CACHE_TAG],
  documented: { one: 'AboutStrategyItem', many: 'AboutStrategyItems', what: 'goal or pillar of the authority' },
  valuesOf: (row) => ({
    kind: row.kind,
    icon_path: row.iconPath,
    title_ar: row.titleAr,
    title_en: row.titleEn,
    position: row.position,
  }),
  columnsOf(_tx, values: ContentValues) {
    const item = values as unknown as AboutStrategyItemValues;
    return {
      kind: item.kind,
      iconPath: requiredImage(values, 'icon'),
      titleAr: item.title_ar,
      titleEn: item.title_en,
      position: item.position,
    };
  },
});
