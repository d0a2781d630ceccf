import type { EditableContentName } from '../../../schemas/api/content-editing';
import type { ContentType } from './content-type';
import { aboutStatisticContent } from './about-statistics';
import { aboutStrategyItemContent } from './about-strategy-items';
import { aboutTaskContent } from './about-tasks';
import { activityContent } from './activities';
import { albumContent } from './albums';
import { apiaryContent } from './apiaries';
import { apiaryLocationContent } from './apiary-locations';
import { articleContent } from './articles';
import { campingLocationContent } from './camping-locations';
import { faqContent } from './faqs';
import { footerLinkContent } from './footer-links';
import { jobContent } from './jobs';
import { pageHeaderContent } from './page-headers';
import { permitAreaContent } from './permit-areas';
import { permitRegionContent } from './permit-regions';
import { permitSettingContent } from './permit-settings';
import { quickLinkContent } from './quick-links';
import { researchCategoryContent } from './research-categories';
import { reserveAreaContent } from './reserve-areas';
import { showcaseLinkContent } from './showcase-links';
import { studyReportContent } from './studies-reports';
import { surveyContent } from './surveys';
import { topBarItemContent } from './top-bar-items';

/** Every content type editors manage, one for each of editableContent: each gets its editing routes and history from it. */
const contentTypeOf = {
  faqs: faqContent,
  articles: articleContent,
  'camping-locations': campingLocationContent,
  'permit-areas': permitAreaContent,
  jobs: jobContent,
  surveys: surveyContent,
  'permit-regions': permitRegionContent,
  apiaries: apiaryContent,
  'apiary-locations': apiaryLocationContent,
  'research-categories': researchCategoryContent,
  'reserve-areas': reserveAreaContent,
  'permit-settings': permitSettingContent,
  'page-headers': pageHeaderContent,
  activities: activityContent,
  'top-bar-items': topBarItemContent,
  'footer-links': footerLinkContent,
  'about-tasks': aboutTaskContent,
  'about-statistics': aboutStatisticContent,
  'about-strategy-items': aboutStrategyItemContent,
  'showcase-links': showcaseLinkContent,
  'quick-links': quickLinkContent,
  albums: albumContent,
  'studies-reports': studyReportContent,
} as const satisfies Record<EditableContentName, ContentType>;

export const contentTypes: readonly ContentType[] = Object.values(contentTypeOf);
