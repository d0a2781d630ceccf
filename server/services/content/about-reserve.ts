import { asc, eq } from 'drizzle-orm';
import type { AboutReserve } from '../../../schemas/api/about';
import type { ItemEnvelope } from '../../../schemas/api/envelopes';
import type { Database } from '../../db/client';
import { aboutStatistics, aboutStrategyItems, aboutTabs, aboutTasks } from '../../db/schema';

/** The public cache's tag of the about content: a write to its tables invalidates it. */
export const ABOUT_CACHE_TAG = 'about-reserve';

const image = (path: string) => ({ path });

/** The about content of docs/requirements.md §P3, each list in its editors' order; both languages, the client picks. */
export async function loadAboutReserve(db: Database): Promise<ItemEnvelope<AboutReserve>> {
  const strategy = (kind: 'goal' | 'pillar') =>
    db
      .select({
        iconPath: aboutStrategyItems.iconPath,
        title_ar: aboutStrategyItems.titleAr,
        title_en: aboutStrategyItems.titleEn,
      })
      .from(aboutStrategyItems)
      .where(eq(aboutStrategyItems.kind, kind))
      .orderBy(asc(aboutStrategyItems.position), asc(aboutStrategyItems.id));

  const [tabs, goals, pillars, statistics, tasks] = await Promise.all([
    db.select().from(aboutTabs).orderBy(asc(aboutTabs.position), asc(aboutTabs.id)),
    strategy('goal'),
    strategy('pillar'),
    db.select().from(aboutStatistics).orderBy(asc(aboutStatistics.position), asc(aboutStatistics.id)),
    db
      .select({ body_ar: aboutTasks.bodyAr, body_en: aboutTasks.bodyEn })
      .from(aboutTasks)
      .orderBy(asc(aboutTasks.position), asc(aboutTasks.id)),
  ]);
  const strategyItem = ({ iconPath, ...titles }: (typeof goals)[number]) => ({ icon: image(iconPath), ...titles });

  return {
    data: {
      tabs: tabs.map((tab) => ({
        id: tab.id,
        title_ar: tab.titleAr,
        title_en: tab.titleEn,
        body_ar: tab.bodyAr,
        body_en: tab.bodyEn,
        image: tab.imagePath === null ? null : image(tab.imagePath),
        attachments: tab.attachments,
      })),
      goals: goals.map(strategyItem),
      pillars: pillars.map(strategyItem),
      statistics: statistics.map((statistic) => ({
        image: image(statistic.imagePath),
        value: statistic.value,
        title_ar: statistic.titleAr,
        title_en: statistic.titleEn,
      })),
      tasks,
    },
  };
}
