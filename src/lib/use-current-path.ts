import { useLocation, useSearch } from 'wouter';

/** Where the visitor is now (the router's path and query): what a sign-in demand passes as `returnTo`. */
export function useCurrentPath(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search === '' ? path : `${path}?${search}`;
}
