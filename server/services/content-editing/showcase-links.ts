import { asc } from 'drizzle-orm';
import { showcaseLinks } from '../../db/schema';
import { APPEARANCE_CACHE_TAG } from '../content/appearance';
import type { ContentValues } from './content-type';
import { requiredImage } from './required-image';
import { serialContent } from './serial-content';

/**
 * The form admin/content-showcase-link's values: its url passes the footer links' rule (an http(s) address
 * or a page of the site), in the schema the browser and the server share.
 */
interface ShowcaseLinkValues {
  kind: 'partner' | 'achievement';
  url: string;
  position: number;
}

/**
 * The partners' and achievements' pictures (GET /appearance `our_partners` and `achievements`, the about
 * page's showcase), each kind in the authority's order. The page names each link by the partner's site
 * (from its url) or the achievement's number, and draws the picture as decorative inside it.
 */
export const showcaseLinkContent = serialContent({
  name: 'showcase-links',
  table: showcaseLinks,
  // A link has no title of its own: the editors' list names it by its address.
  titles: { ar: showcaseLinks.url, en: showcaseLinks.url },
  order: [asc(showcaseLinks.kind), asc(showcaseLinks.position), asc(showcaseLinks.id)],
  publicTags: [APPEARANCE_CACHE_TAG],
  documented: { one: 'ShowcaseLink', many: 'ShowcaseLinks', what: 'partner or achievement link' },
  valuesOf: (row) => ({ kind: row.kind, url: row.url, image_path: row.imagePath, position: row.position }),
  columnsOf(_tx, values: ContentValues) {
    const link = values as unknown as ShowcaseLinkValues;
    return { kind: link.kind, url: link.url, imagePath: requiredImage(values, 'image'), position: link.position };
  },
});
