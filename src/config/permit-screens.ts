import type { PermitType } from '../../schemas/api/member';
import type { PageTitleId } from './page-titles';
import { paths, type StaticPath } from './paths';

interface PermitScreen {
  path: StaticPath;
  /** The permit's name: its page's title, its card on /services and its row in the profile's table. */
  titleId: PageTitleId;
}

/** Where each permit service's form is drawn (docs/requirements.md §M2), and what the permit is called. */
export const permitScreens: Record<PermitType, PermitScreen> = {
  specific_area: { path: paths.somanPermit, titleId: 'pageTitle.somanPermit' },
  work_permit: { path: paths.workPermit, titleId: 'pageTitle.workPermit' },
  beekeeping: { path: paths.apiaryPermit, titleId: 'pageTitle.apiaryPermit' },
  free_camping: { path: paths.freeCampingPermit, titleId: 'pageTitle.freeCampingPermit' },
  scientific_research: { path: paths.scientificResearchPermit, titleId: 'pageTitle.scientificResearchPermit' },
};
