import { asc } from 'drizzle-orm';
import { quickLinks } from '../../db/schema';
import { APPEARANCE_CACHE_TAG } from '../content/appearance';
import type { ContentValues } from './content-type';
import { requiredImage } from './required-image';
import { serialContent } from './serial-content';

/** The form admin/content-quick-link's values; its url passes the footer links' rule. */
interface QuickLinkValues {
  title_ar: string;
  title_en: string;
  url: string;
  position: number;
}

/**
 * The home page's quick links (GET /appearance `quick_links`), in the authority's order. The picture is
 * decorative above the link's text, which names where it leads.
 */
export const quickLinkContent = serialContent({
  name: 'quick-links',
  table: quickLinks,
  titles: { ar: quickLinks.titleAr, en: quickLinks.titleEn },
  order: [asc(quickLinks.position), asc(quickLinks.id)],
  publicTags: [APPEARANCE_CACHE_TAG],
  documented: { one: 'QuickLink', many: 'QuickLinks', what: 'quick link of the home page' },
  valuesOf: (row) => ({
    title_ar: row.titleAr,
    title_en: row.titleEn,
    url: row.url,
    image_path: row.imagePath,
    position: row.position,
  }),
  columnsOf(_tx, values: ContentValues) {
    const link = values as unknown as QuickLinkValues;
    return {
      titleAr: link.title_ar,
      titleEn: link.title_en,
      url: link.url,
      imagePath: requiredImage(values, 'image'),
      position: link.position,
    };
  },
});
