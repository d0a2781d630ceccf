import { asc, eq } from 'drizzle-orm';
import type { Appearance } from '../../../schemas/api/content';
import type { ItemEnvelope } from '../../../schemas/api/envelopes';
import type { Database } from '../../db/client';
import { footerLinks, pageHeaders, quickLinks, regionPlaces, showcaseLinks, topBarItems } from '../../db/schema';

/** The public cache's tag of the appearance (GET /appearance): a write to its tables invalidates it. */
export const APPEARANCE_CACHE_TAG = 'appearance';

const image = (path: string) => ({ path });

/** Every appearance entity of docs/requirements.md §P3, each list in its editors' order; both languages, the client picks. */
export async function loadAppearance(db: Database): Promise<ItemEnvelope<Appearance>> {
  const showcase = (kind: 'partner' | 'achievement') =>
    db
      .select({ url: showcaseLinks.url, imagePath: showcaseLinks.imagePath })
      .from(showcaseLinks)
      .where(eq(showcaseLinks.kind, kind))
      .orderBy(asc(showcaseLinks.position), asc(showcaseLinks.id));

  const [topBar, footer, headers, quick, places, partners, achievements] = await Promise.all([
    db
      .select({ id: topBarItems.id, title_ar: topBarItems.titleAr, title_en: topBarItems.titleEn })
      .from(topBarItems)
      .orderBy(asc(topBarItems.position), asc(topBarItems.id)),
    db
      .select({
        group_name_ar: footerLinks.groupNameAr,
        group_name_en: footerLinks.groupNameEn,
        label_ar: footerLinks.labelAr,
        label_en: footerLinks.labelEn,
        url: footerLinks.url,
      })
      .from(footerLinks)
      .orderBy(asc(footerLinks.position), asc(footerLinks.id)),
    db.select().from(pageHeaders).orderBy(asc(pageHeaders.page)),
    db.select().from(quickLinks).orderBy(asc(quickLinks.position), asc(quickLinks.id)),
    db.select().from(regionPlaces).orderBy(asc(regionPlaces.position), asc(regionPlaces.id)),
    showcase('partner'),
    showcase('achievement'),
  ]);

  return {
    data: {
      top_bar: topBar,
      footer_labels: footer,
      pages_headers: Object.fromEntries(headers.map((header) => [header.page, image(header.imagePath)])),
      quick_links: quick.map((link) => ({
        url: link.url,
        image: image(link.imagePath),
        title_ar: link.titleAr,
        title_en: link.titleEn,
      })),
      region: places.map((place) => ({
        large_image: image(place.largeImagePath),
        small_image: image(place.smallImagePath),
        title_ar: place.titleAr,
        title_en: place.titleEn,
        description_ar: place.descriptionAr,
        description_en: place.descriptionEn,
      })),
      our_partners: partners.map((link) => ({ url: link.url, image: image(link.imagePath) })),
      achievements: achievements.map((link) => ({ url: link.url, image: image(link.imagePath) })),
    },
  };
}
