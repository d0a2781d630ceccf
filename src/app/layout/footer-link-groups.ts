import type { FooterLabel } from '../../../schemas/api/content';

/** A footer column: its Arabic group name (null when the server gave none) and its links. */
export interface FooterLinkGroup {
  name: string | null;
  links: FooterLabel[];
}

/** Groups footer links by their Arabic group name, in first-seen order; a missing or blank name makes one unnamed group. */
export function groupFooterLinks(labels: readonly FooterLabel[]): FooterLinkGroup[] {
  const groups = new Map<string | null, FooterLabel[]>();
  for (const label of labels) {
    const name = label.group_name_ar?.trim() || null;
    const links = groups.get(name) ?? [];
    links.push(label);
    groups.set(name, links);
  }
  return [...groups].map(([name, links]) => ({ name, links }));
}
