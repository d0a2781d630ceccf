import { asc, eq } from 'drizzle-orm';
import { editableContent } from '../../../schemas/api/content-editing';
import { permitServices, type PermitSettingKey } from '../../../schemas/api/permits';
import { permitSettings } from '../../db/schema';
import { paginate } from '../../lib/pagination';
import { PERMIT_PLACES_TAG } from '../permits/permit-places';
import type { ContentType } from './content-type';

/** The form admin/content-permit-setting's values. */
interface PermitSettingValues {
  enabled: boolean;
  description_ar: string;
  description_en: string;
}

/** The permit service a setting switches, first of those it switches (work_permit also switches research). */
const serviceOf = (key: PermitSettingKey) => permitServices.find((service) => service.setting === key)!;

/**
 * Which permit services are open and how the services page describes each (GET /permit-settings), one item a
 * setting, its id its key: a fixed set, one a service, edited but never added or deleted. The permit routes
 * read `enabled` afresh on every request, so a service closed here refuses the next one.
 */
export const permitSettingContent: ContentType = {
  name: 'permit-settings',
  form: editableContent['permit-settings'].form,
  htmlFields: [],
  publicTags: [PERMIT_PLACES_TAG],
  documented: { one: 'PermitSetting', many: 'PermitSettings', what: 'permit setting' },
  list: (db, window) =>
    paginate(window, {
      count: () => db.$count(permitSettings),
      rows: async (limit, offset) =>
        (
          await db
            .select({ key: permitSettings.key })
            .from(permitSettings)
            .orderBy(asc(permitSettings.key))
            .limit(limit)
            .offset(offset)
        ).map(({ key }) => ({ id: key, title_ar: serviceOf(key).title.ar, title_en: serviceOf(key).title.en })),
    }),
  async read(db, id) {
    const [row] = await db
      .select()
      .from(permitSettings)
      .where(eq(permitSettings.key, id as PermitSettingKey));
    return row && { enabled: row.enabled, description_ar: row.descriptionAr, description_en: row.descriptionEn };
  },
  async update(tx, id, values) {
    // The form's schema guarantees these fields (readSubmission).
    const setting = values as unknown as PermitSettingValues;
    await tx
      .update(permitSettings)
      .set({ enabled: setting.enabled, descriptionAr: setting.description_ar, descriptionEn: setting.description_en })
      .where(eq(permitSettings.key, id as PermitSettingKey));
  },
};
