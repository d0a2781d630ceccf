import type { FooterLabel } from '../../../schemas/api/content';
import type { Locale } from '../../i18n/locale';

/** A footer column: its group name in the page's language (null when the server gave none) and its links. */
export interface FooterLinkGroup {
  name: string | null;
  /** False when the English page has only the Arabic name to show (it then keeps lang="ar"). */
  inPageLanguage: boolean;
  links: FooterLabel[];
}

/**
 * Groups footer links by their Arabic group name (docs/requirements.md §P2), in first-seen order, named in the page's
 * language: on the English page by the group's English name, or its Arabic one where the server has none;
 * a missing or blank name makes one unnamed group.
 */
export function groupFooterLinks(labels: readonly FooterLabel[], locale: Locale): FooterLinkGroup[] {
  const groups = new Map<string | null, FooterLabel[]>();
  for (const label of labels) {
    const name = label.group_name_ar?.trim() || null;
    const links = groups.get(name) ?? [];
    links.push(label);
    groups.set(name, links);
  }
  return [...groups].map(([arabic, links]) => {
    const english = links.map((link) => link.group_name_en?.trim()).find(Boolean);
    const name = locale === 'en' && arabic !== null ? (english ?? arabic) : arabic;
    return { name, inPageLanguage: locale === 'ar' || arabic === null || english !== undefined, links };
  });
}
