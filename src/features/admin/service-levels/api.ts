import type { Answers } from '../../../../machines/submission.machine';
import type { ServiceLevelSettings } from '../../../../schemas/api/service-levels';
import { api } from '../../../lib/api-client';
import { freshRead } from '../../../lib/page-data';
import { answersToFormData } from '../../../lib/schema-form/answers-to-form-data';

/** GET admin/service-levels, read afresh on each visit and after each change. */
export const SERVICE_LEVELS_READ = freshRead('/admin/service-levels');
export type ServiceLevelsAnswer = { data: ServiceLevelSettings };
type Changed = { data: ServiceLevelSettings; message: string };

/** PUT admin/service-levels/{type}: the type's working days, as the form admin/service-level sends them. */
export const setServiceLevel = async (type: string, answers: Answers) =>
  api.put<Changed>(
    `/admin/service-levels/${encodeURIComponent(type)}`,
    await answersToFormData('admin/service-level', answers),
  );

/** POST admin/holidays, the form admin/holiday. */
export const addHoliday = async (answers: Answers) =>
  api.post<Changed>('/admin/holidays', await answersToFormData('admin/holiday', answers));

/** DELETE admin/holidays/{day}. */
export const removeHoliday = (day: string) => api.delete<Changed>(`/admin/holidays/${encodeURIComponent(day)}`);
