/** The query parameter of /sign-in (and /sign-in-companies) that names where to go back after signing in. */
export const RETURN_PATH_PARAM = 'next';

/**
 * `/sign-in` or `/sign-in-companies` with `?next=` when `returnTo` is a path (`/events/x`); the sign-in
 * screens check it fully when they read it back (features/auth/return-path.ts), so the entry carries
 * no more than this.
 */
export function signInHref(signInPath: string, returnTo?: string | null): string {
  const isPath =
    typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') && !returnTo.includes('\\');
  return isPath ? `${signInPath}?${new URLSearchParams({ [RETURN_PATH_PARAM]: returnTo }).toString()}` : signInPath;
}
