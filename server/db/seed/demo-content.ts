import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { articles, footerLinks, pageHeaders, quickLinks, regionPlaces, reserveAreas, showcaseLinks, topBarItems } from '../schema';
import { achievements, footer, footerGroups, headers, partners, places, quick, topBar } from './content/appearance';
import { articleList } from './content/articles';
import { areas } from './content/reserve-areas';

/** Display order is list order. */
const inOrder = <T extends object>(rows: T[]) => rows.map((row, position) => ({ ...row, position }));

/** Bilingual demo content (spec 000 §3, §9): appearance, news and reserve areas; images live in public/demo. */
export async function seedDemoContent(db: Database): Promise<void> {
  await db.insert(topBarItems).values(inOrder(topBar));
  await db.insert(footerLinks).values(inOrder(footer));
  await db.insert(pageHeaders).values(headers);
  await db.insert(quickLinks).values(inOrder(quick));
  await db.insert(regionPlaces).values(inOrder(places));
  await db.insert(showcaseLinks).values([...inOrder(partners), ...inOrder(achievements)]);
  await db.insert(articles).values(articleList);
  await db.insert(reserveAreas).values(areas);
}

/** The English names of the demo footer groups, where a database seeded before them has none. */
export async function nameFooterGroupsInEnglish(db: Database): Promise<void> {
  for (const { groupNameAr, groupNameEn } of footerGroups) {
    await db.update(footerLinks).set({ groupNameEn }).where(and(eq(footerLinks.groupNameAr, groupNameAr), isNull(footerLinks.groupNameEn)));
  }
}
