/** docs/requirements.md §P2: the tasks list shows under the tab at this index (the authority's tasks). */
export const TASKS_TAB_INDEX = 2;

/** The static book of the reserve, shipped in public/. */
export const RESERVE_BOOK_HREF = '/docs/reserve-book.pdf';

/** The tab a `?tab=` value names (1 is the first, as people count), as an index; anything else is the first tab. */
export function tabIndexFromSearch(search: string, tabCount: number): number {
  const value = new URLSearchParams(search).get('tab');
  if (value === null || !/^[1-9]\d{0,2}$/.test(value)) return 0;
  const index = Number(value) - 1;
  return index < tabCount ? index : 0;
}

/** `search` with the tab at `index` in it, the other parameters kept; the first tab is the address without one. */
export function searchWithTab(search: string, index: number): string {
  const params = new URLSearchParams(search);
  if (index > 0) params.set('tab', String(index + 1));
  else params.delete('tab');
  const query = params.toString();
  return query ? `?${query}` : '';
}

const INNERMOST_FIGCAPTION = /<figcaption\b[^>]*>(?:(?!<figcaption\b)[\s\S])*?<\/figcaption>/gi;

/**
 * The body without its `figcaption` elements (docs/requirements.md §P2), innermost first so a nested one goes whole.
 * A string step, not a DOM one: the server render has no DOM, and the body was sanitised when stored.
 */
export function withoutFigcaptions(html: string): string {
  let previous;
  let current = html;
  do {
    previous = current;
    current = current.replace(INNERMOST_FIGCAPTION, '');
  } while (current !== previous);
  return current;
}
