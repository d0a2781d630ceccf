import { RETURN_PATH_PARAM } from '../config/sign-in-href';

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
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value) || [...value].some(isControl))
    return null;
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
