import { eq } from 'drizzle-orm';
import { apiaries, apiaryLocations, permits } from '../../db/schema';
import { APIARIES_TAG } from '../permits/permit-places';
import { ContentFieldRefused, type ContentValues } from './content-type';
import { serialContent } from './serial-content';

/** The form admin/content-apiary's values. */
interface ApiaryValues {
  name_ar: string;
  name_en: string;
  location_id: number;
  lat: number;
  lng: number;
  reserved_by_authority: boolean;
}

/** The apiaries of the apiary locations a beekeeping permit names (GET /apiary-locations). */
export const apiaryContent = serialContent({
  name: 'apiaries',
  table: apiaries,
  titles: { ar: apiaries.nameAr, en: apiaries.nameEn },
  // The apiary lists carry this tag with the permit places' one; a reservation changes only this.
  publicTags: [APIARIES_TAG],
  documented: { one: 'Apiary', many: 'Apiaries', what: 'apiary' },
  inUseRefusal: 'apiary_in_use',
  valuesOf: (row) => ({
    name_ar: row.nameAr,
    name_en: row.nameEn,
    location_id: row.locationId,
    lat: row.lat,
    lng: row.lng,
    reserved_by_authority: row.reservedByAuthority,
  }),
  async columnsOf(tx, values: ContentValues) {
    const apiary = values as unknown as ApiaryValues;
    // Checked here rather than left to the foreign key, so an unknown location is the editor's 422, not a fault.
    if ((await tx.$count(apiaryLocations, eq(apiaryLocations.id, apiary.location_id))) === 0)
      throw new ContentFieldRefused('location_id', 'exists');
    return {
      nameAr: apiary.name_ar,
      nameEn: apiary.name_en,
      locationId: apiary.location_id,
      lat: apiary.lat,
      lng: apiary.lng,
      reservedByAuthority: apiary.reserved_by_authority,
    };
  },
  // A beekeeping request keeps the apiary it named (apiary_id) in every state, a decided one too.
  inUse: async (tx, id) => (await tx.$count(permits, eq(permits.apiaryId, id))) > 0,
});
