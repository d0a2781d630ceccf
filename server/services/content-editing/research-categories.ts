import { researchCategories } from '../../db/schema';
import { namedListContent } from './named-list';

/** The fields a research request names (GET /research-categories); researches hold theirs. */
export const researchCategoryContent = namedListContent({
  name: 'research-categories',
  table: researchCategories,
  titles: { ar: researchCategories.titleAr, en: researchCategories.titleEn },
  keys: { ar: 'titleAr', en: 'titleEn' },
  publicTags: ['research-categories'],
  documented: { one: 'ResearchCategory', many: 'ResearchCategories', what: 'research category' },
  inUseRefusal: 'research_category_in_use',
});
