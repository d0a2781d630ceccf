import { asc } from 'drizzle-orm';
import { aboutTasks } from '../../db/schema';
import { ABOUT_CACHE_TAG } from '../content/about-reserve';
import type { ContentValues } from './content-type';
import { serialContent } from './serial-content';

/** The form admin/content-about-task's values: plain text in both languages. */
interface AboutTaskValues {
  body_ar: string;
  body_en: string;
  position: number;
}

/** The authority's tasks (GET /about-reserve `tasks`, the about page's third tab), in the authority's order. */
export const aboutTaskContent = serialContent({
  name: 'about-tasks',
  table: aboutTasks,
  titles: { ar: aboutTasks.bodyAr, en: aboutTasks.bodyEn },
  order: [asc(aboutTasks.position), asc(aboutTasks.id)],
  publicTags: [ABOUT_CACHE_TAG],
  documented: { one: 'AboutTask', many: 'AboutTasks', what: 'task of the authority' },
  valuesOf: (row) => ({ body_ar: row.bodyAr, body_en: row.bodyEn, position: row.position }),
  columnsOf(_tx, values: ContentValues) {
    const task = values as unknown as AboutTaskValues;
    return { bodyAr: task.body_ar, bodyEn: task.body_en, position: task.position };
  },
});
