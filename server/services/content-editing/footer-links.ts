import { asc } from 'drizzle-orm';
import { footerLinks } from '../../db/schema';
import { APPEARANCE_CACHE_TAG } from '../content/appearance';
import type { ContentValues } from './content-type';
import { serialContent } from './serial-content';

/**
 * The form admin/content-footer-link's values. Its schema lets through only an http(s) address or a
 * page of the site ("/…", never "//…"), so no javascript: or data: link reaches the footer.
 */
interface FooterLinkValues {
  group_name_ar?: string;
  group_name_en?: string;
  label_ar: string;
  label_en: string;
  url: string;
  position: number;
}

/** The links of the site's footer (GET /appearance `footer_labels`, drawn by every page), by group and order. */
export const footerLinkContent = serialContent({
  name: 'footer-links',
  table: footerLinks,
  titles: { ar: footerLinks.labelAr, en: footerLinks.labelEn },
  order: [asc(footerLinks.position), asc(footerLinks.id)],
  publicTags: [APPEARANCE_CACHE_TAG],
  documented: { one: 'FooterLink', many: 'FooterLinks', what: 'footer link' },
  valuesOf: (row) => ({
    ...(row.groupNameAr && { group_name_ar: row.groupNameAr }),
    ...(row.groupNameEn && { group_name_en: row.groupNameEn }),
    label_ar: row.labelAr,
    label_en: row.labelEn,
    url: row.url,
    position: row.position,
  }),
  columnsOf(_tx, values: ContentValues) {
    const link = values as unknown as FooterLinkValues;
    return {
      // Empty, the link shows under the unnamed group; an English name left empty shows the Arabic one.
      groupNameAr: link.group_name_ar || null,
      groupNameEn: link.group_name_en || null,
      labelAr: link.label_ar,
      labelEn: link.label_en,
      url: link.url,
      position: link.position,
    };
  },
});
