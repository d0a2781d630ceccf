import { permitRegions } from '../../db/schema';
import { PERMIT_PLACES_TAG } from '../permits/permit-places';
import { namedListContent } from './named-list';

/** The regions a specific-area or work permit names (GET /permit-regions); areas and permits hold theirs. */
export const permitRegionContent = namedListContent({
  name: 'permit-regions',
  table: permitRegions,
  titles: { ar: permitRegions.nameAr, en: permitRegions.nameEn },
  keys: { ar: 'nameAr', en: 'nameEn' },
  publicTags: [PERMIT_PLACES_TAG],
  documented: { one: 'PermitRegion', many: 'PermitRegions', what: 'permit region' },
  inUseRefusal: 'permit_region_in_use',
});
