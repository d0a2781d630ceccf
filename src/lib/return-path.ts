import { useLocation, useSearch } from 'wouter';

/** The query parameter of /sign-in (and /sign-in-companies) that names where to go back after signing in. */
export const RETURN_PATH_PARAM = 'next';

const ORIGIN = 'https://portal.invalid';
const isControl = (character: string) => character < ' ' || character === '\u007f';
// Going back to a sign-in screen after signing in would only show it again.
const SIGN_IN_SCREENS = new Set(['/sign-in', '/sign-in-companies', '/otp']);

/**
 * `value` when it is a path of this portal (`/events/x?page=2#top`), else null: an open redirect
 * through `?next=` must be impossible, so anything a browser could read as another origin
 * (`//evil`, `/\evil`, `https:`, `javascript:`, control characters) is refused, not repaired.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  // A backslash is a slash to browsers; controls and spaces are stripped by URL parsers, hiding a `//`.
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value) || [...value].some(isControl)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || SIGN_IN_SCREENS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The safe return path of a sign-in screen's query string (`?next=…`), or null. */
export const returnPathFromSearch = (search: string): string | null =>
  safeReturnPath(new URLSearchParams(search).get(RETURN_PATH_PARAM));

/** `/sign-in` or `/sign-in-companies` with `?next=` when `returnTo` is a safe path, without it otherwise. */
export function signInHref(signInPath: string, returnTo?: string | null): string {
  const next = safeReturnPath(returnTo);
  return next === null ? signInPath : `${signInPath}?${new URLSearchParams({ [RETURN_PATH_PARAM]: next }).toString()}`;
}

/** Where the visitor is now (the router's path and query): what a sign-in demand passes as `returnTo`. */
export function useCurrentPath(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search === '' ? path : `${path}?${search}`;
}
