import { eq, sql } from 'drizzle-orm';
import { apiaries, apiaryLocations, permits } from '../../db/schema';
import { APIARIES_TAG, PERMIT_PLACES_TAG } from '../permits/permit-places';
import type { ContentValues } from './content-type';
import { requiredImage } from './required-image';
import { serialContent } from './serial-content';

/** The form admin/content-apiary-location's values; the picture's path is the server's (requiredImage). */
interface ApiaryLocationValues {
  name_ar: string;
  name_en: string;
}

/** The locations of the apiaries a beekeeping permit names, each with its picture (GET /apiary-locations). */
export const apiaryLocationContent = serialContent({
  name: 'apiary-locations',
  table: apiaryLocations,
  titles: { ar: apiaryLocations.nameAr, en: apiaryLocations.nameEn },
  // GET /apiary-locations carries both tags; the apiaries' own edits drop the second.
  publicTags: [PERMIT_PLACES_TAG, APIARIES_TAG],
  documented: { one: 'ApiaryLocation', many: 'ApiaryLocations', what: 'apiary location' },
  inUseRefusal: 'apiary_location_in_use',
  valuesOf: (row) => ({ name_ar: row.nameAr, name_en: row.nameEn, image_path: row.imagePath }),
  columnsOf(_tx, values: ContentValues) {
    const location = values as unknown as ApiaryLocationValues;
    // Every location has a picture: a new one is sent with its image, an edit keeps it without a new file.
    return { nameAr: location.name_ar, nameEn: location.name_en, imagePath: requiredImage(values, 'image') };
  },
  // Its apiaries name it (location_id), and a beekeeping request keeps the location it chose among its answers.
  async inUse(tx, id) {
    if ((await tx.$count(apiaries, eq(apiaries.locationId, id))) > 0) return true;
    const named = sql`${permits.request} ->> 'apiary_location_id' = ${String(id)}`;
    return (await tx.$count(permits, named)) > 0;
  },
});
