import { useSyncExternalStore } from 'react';
import type { StaffMemberAnswer } from '../../../schemas/api/staff';
import { readStoredToken, TOKEN_STORAGE_KEY } from '../api-client';
import { freshRead, usePageRead } from '../page-data';

// In the admin app's build TOKEN_STORAGE_KEY is the staff token's own key (vite.config.ts): a citizen
// signed in on the same browser keeps their session, and neither token is ever sent for the other.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Stores the token a verified code gave, and tells every screen. */
export function storeStaffToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(token));
  notify();
}

/** Forgets the token (signed out, or the server no longer knows it), and tells every screen. */
export function forgetStaffToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Signing out in another tab signs this one out too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The staff token as it changes, null when signed out. */
export function useStaffToken(): string | null {
  return useSyncExternalStore(subscribe, readStoredToken, () => null);
}

/** GET /admin/me: asked once while the header and a page both draw it. */
const ME_READ = freshRead('/admin/me');

/** The signed-in member as the server knows them now (undefined while asked); `status` 401: the token is dead. */
export function useSignedInStaff(): { staff: StaffMemberAnswer | undefined; status: number | undefined } {
  const { data, status } = usePageRead<{ data: StaffMemberAnswer }>(ME_READ);
  return { staff: data?.data, status };
}

/** Whether the member holds the admin role: screens offer admins' actions by it, the server decides again. */
export const isStaffAdmin = (staff: StaffMemberAnswer | undefined) =>
  staff?.roles.some(({ role }) => role === 'admin') ?? false;

/** Whether the member may change content and act on what citizens send in (editors and admins); the server decides again. */
export const isStaffEditor = (staff: StaffMemberAnswer | undefined) =>
  staff?.roles.some(({ role }) => role === 'editor' || role === 'admin') ?? false;
