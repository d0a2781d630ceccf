import { asc } from 'drizzle-orm';
import { aboutStatistics } from '../../db/schema';
import { ABOUT_CACHE_TAG } from '../content/about-reserve';
import type { ContentValues } from './content-type';
import { requiredImage } from './required-image';
import { serialContent } from './serial-content';

/** The form admin/content-about-statistic's values; the picture's path is the server's (requiredImage). */
interface AboutStatisticValues {
  value: string;
  title_ar: string;
  title_en: string;
  position: number;
}

/**
 * The reserve's figures (GET /about-reserve `statistics`, the about page's statistics), in the authority's
 * order. Each picture is decorative beside its title, so it needs no description of its own.
 */
export const aboutStatisticContent = serialContent({
  name: 'about-statistics',
  table: aboutStatistics,
  titles: { ar: aboutStatistics.titleAr, en: aboutStatistics.titleEn },
  order: [asc(aboutStatistics.position), asc(aboutStatistics.id)],
  publicTags: [ABOUT_CACHE_TAG],
  documented: { one: 'AboutStatistic', many: 'AboutStatistics', what: 'figure of the reserve' },
  valuesOf: (row) => ({
    image_path: row.imagePath,
    value: row.value,
    title_ar: row.titleAr,
    title_en: row.titleEn,
    position: row.position,
  }),
  columnsOf(_tx, values: ContentValues) {
    const statistic = values as unknown as AboutStatisticValues;
    return {
      imagePath: requiredImage(values, 'image'),
      value: statistic.value,
      titleAr: statistic.title_ar,
      titleEn: statistic.title_en,
      position: statistic.position,
    };
  },
});
