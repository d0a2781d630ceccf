import { paths } from '../../config/paths';
import type { PageTitleId } from '../../config/page-titles';

/** The header's main links, in reading order. */
export const mainLinks: ReadonlyArray<{ href: string; titleId: PageTitleId }> = [
  { href: paths.about.getHref(), titleId: 'pageTitle.about' },
  { href: paths.events.getHref(), titleId: 'pageTitle.events' },
  { href: paths.news.getHref(), titleId: 'pageTitle.news' },
  { href: paths.services.getHref(), titleId: 'pageTitle.services' },
  { href: paths.surveys.getHref(), titleId: 'pageTitle.surveys' },
  { href: paths.faqs.getHref(), titleId: 'pageTitle.faqs' },
  { href: paths.contactUs.getHref(), titleId: 'pageTitle.contactUs' },
  { href: paths.profile.getHref(), titleId: 'pageTitle.profile' },
];

/** Whether a main link leads to the current section (its page or one of its detail pages). */
export function isCurrentSection(linkHref: string, pathname: string): boolean {
  return pathname === linkHref || pathname.startsWith(`${linkHref}/`);
}
