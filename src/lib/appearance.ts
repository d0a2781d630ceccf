import { usePageData, type PageRead } from './page-data';
import type { Appearance } from '../../schemas/api/content';

/** GET /appearance: the same in both languages; docs/requirements.md §P8 asks only for this log line if it fails. */
export const APPEARANCE_READ: PageRead = { path: '/appearance', failureLog: 'Error fetching categories' };

/** The site's appearance settings, asked for once per page load and shared; null until they arrive (or if they fail). */
export function useAppearance(): Appearance | null {
  return usePageData<{ data: Appearance }>(APPEARANCE_READ)?.data ?? null;
}
