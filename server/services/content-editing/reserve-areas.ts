import { reserveAreas } from '../../db/schema';
import { namedListContent } from './named-list';

/** The reserve's areas a contact message may name (GET /reserve-areas); messages hold theirs. */
export const reserveAreaContent = namedListContent({
  name: 'reserve-areas',
  table: reserveAreas,
  titles: { ar: reserveAreas.nameAr, en: reserveAreas.nameEn },
  keys: { ar: 'nameAr', en: 'nameEn' },
  publicTags: ['reserve-areas'],
  documented: { one: 'ReserveArea', many: 'ReserveAreas', what: 'reserve area' },
  inUseRefusal: 'reserve_area_in_use',
});
