import type { Database } from '../client';
import { aboutStatistics, aboutStrategyItems, aboutTabs, aboutTasks, type AboutAttachment } from '../schema';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { seedContent } from './content-files';

/** One tab of content/about.json, as an editor writes it. */
export interface DemoAboutTab {
  title_ar: string;
  title_en: string;
  body_ar: string;
  body_en: string;
  image_path: string | null;
  attachments: AboutAttachment[];
}

/** A tab as stored at `position`: its bodies sanitised, as every stored body is. */
export function storedAboutTab(tab: DemoAboutTab, position: number): typeof aboutTabs.$inferInsert {
  return {
    titleAr: tab.title_ar,
    titleEn: tab.title_en,
    bodyAr: sanitizeHtml(tab.body_ar),
    bodyEn: sanitizeHtml(tab.body_en),
    imagePath: tab.image_path,
    attachments: tab.attachments,
    position,
  };
}

/** The about page's demo content (content/about.json), in list order; icons and pictures in public/demo. */
export async function seedAbout(db: Database): Promise<void> {
  const { tabs, goals, pillars, statistics, tasks } = seedContent('about.json');
  const strategy = (kind: 'goal' | 'pillar', items: typeof goals) =>
    items.map((item, position) => ({
      kind,
      iconPath: item.icon_path,
      titleAr: item.title_ar,
      titleEn: item.title_en,
      position,
    }));
  await db.insert(aboutTabs).values((tabs as DemoAboutTab[]).map(storedAboutTab));
  await db.insert(aboutStrategyItems).values([...strategy('goal', goals), ...strategy('pillar', pillars)]);
  await db.insert(aboutStatistics).values(
    statistics.map((statistic, position) => ({
      imagePath: statistic.image_path,
      value: statistic.value,
      titleAr: statistic.title_ar,
      titleEn: statistic.title_en,
      position,
    })),
  );
  await db
    .insert(aboutTasks)
    .values(tasks.map((task, position) => ({ bodyAr: task.body_ar, bodyEn: task.body_en, position })));
}
