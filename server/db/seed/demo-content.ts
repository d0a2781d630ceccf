import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import {
  articles,
  footerLinks,
  pageHeaders,
  quickLinks,
  regionPlaces,
  reserveAreas,
  showcaseLinks,
  topBarItems,
} from '../schema';
import { articleRow, type ArticleEntry } from './articles';
import { seedContent } from './content-files';

/** Display order is list order. */
const inOrder = <T extends object>(rows: T[]) => rows.map((row, position) => ({ ...row, position }));

type Appearance = ReturnType<typeof seedContent<'appearance.json'>>;
type LinkedImage = Appearance['our_partners'][number];
const showcaseLink = (kind: 'partner' | 'achievement') => (link: LinkedImage) => ({
  kind,
  url: link.url,
  imagePath: link.image_path,
});

/**
 * Bilingual demo content (docs/requirements.md §P3, §P9): appearance (content/appearance.json, a footer label without a group
 * shows under 'غير محدد'), news (content/articles.json, newest first) and reserve areas; images live in public/demo.
 */
export async function seedDemoContent(db: Database): Promise<void> {
  const appearance = seedContent('appearance.json');
  await db
    .insert(topBarItems)
    .values(inOrder(appearance.top_bar.map((item) => ({ titleAr: item.title_ar, titleEn: item.title_en }))));
  await db.insert(footerLinks).values(
    inOrder(
      appearance.footer_labels.map((label) => ({
        groupNameAr: label.group_name_ar,
        groupNameEn: label.group_name_en,
        labelAr: label.label_ar,
        labelEn: label.label_en,
        url: label.url,
      })),
    ),
  );
  await db
    .insert(pageHeaders)
    .values(Object.entries(appearance.pages_headers).map(([page, image]) => ({ page, imagePath: image.path })));
  await db.insert(quickLinks).values(
    inOrder(
      appearance.quick_links.map((link) => ({
        url: link.url,
        imagePath: link.image_path,
        titleAr: link.title_ar,
        titleEn: link.title_en,
      })),
    ),
  );
  await db.insert(regionPlaces).values(
    inOrder(
      appearance.region.map((place) => ({
        largeImagePath: place.large_image_path,
        smallImagePath: place.small_image_path,
        titleAr: place.title_ar,
        titleEn: place.title_en,
        descriptionAr: place.description_ar,
        descriptionEn: place.description_en,
      })),
    ),
  );
  await db
    .insert(showcaseLinks)
    .values([
      ...inOrder(appearance.our_partners.map(showcaseLink('partner'))),
      ...inOrder(appearance.achievements.map(showcaseLink('achievement'))),
    ]);
  await db.insert(articles).values((seedContent('articles.json') as ArticleEntry[]).map(articleRow));
  await db
    .insert(reserveAreas)
    .values(seedContent('reserve-areas.json').map((area) => ({ nameAr: area.name_ar, nameEn: area.name_en })));
}

/** The English names of the demo footer groups, where a database seeded before them has none. */
export async function nameFooterGroupsInEnglish(db: Database): Promise<void> {
  const grouped = seedContent('appearance.json').footer_labels.flatMap(({ group_name_ar, group_name_en }) =>
    group_name_ar === null ? [] : [[group_name_ar, group_name_en] as const],
  );
  for (const [groupNameAr, groupNameEn] of new Map(grouped)) {
    await db
      .update(footerLinks)
      .set({ groupNameEn })
      .where(and(eq(footerLinks.groupNameAr, groupNameAr), isNull(footerLinks.groupNameEn)));
  }
}
