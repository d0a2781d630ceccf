import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/** The page a `?page=` value names: a positive whole number, anything else (absent, 0, -1, 2.5, abc) is page 1. */
export function pageFromSearch(search: string): number {
  const value = new URLSearchParams(search).get('page');
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return 1;
  return Number(value);
}

/** `search` with its page set to `page`, the other parameters kept; page 1 is the address without a page. */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The page of a list, kept in the address (`?page=`), so Back and a shared link show the same page.
 * Each change is a history entry of its own: Back returns to the page before.
 */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const setPage = useCallback(
    (page: number) => navigate(`${pathname}${searchWithPage(search, page)}`),
    [navigate, pathname, search],
  );
  return [pageFromSearch(search), setPage];
}
