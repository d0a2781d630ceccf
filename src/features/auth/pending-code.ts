import type { AccountType } from '../../../schemas/api/accounts';
import { safeReturnPath } from '../../lib/return-path';

// sessionStorage, not the URL: an address in a URL ends up in histories, logs and Referer headers.
const PENDING_CODE_KEY = 'reserve-portal.otp-pending';

/** Who a one-time code was sent to, kept for the /otp screen of this tab. */
export interface PendingCode {
  email: string;
  accountType: AccountType;
  /** Where a successful sign-in goes back to (the sign-in page's `?next=`), when it had one. */
  returnPath?: string;
}

export function rememberPendingCode(pending: PendingCode): void {
  sessionStorage.setItem(PENDING_CODE_KEY, JSON.stringify(pending));
}

export function forgetPendingCode(): void {
  sessionStorage.removeItem(PENDING_CODE_KEY);
}

/** The pending code's address and account type, or null when none was sent in this tab. */
export function readPendingCode(): PendingCode | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PENDING_CODE_KEY) ?? 'null') as Partial<PendingCode> | null;
    const accountType = value?.accountType === 'company' ? 'company' : 'individual';
    if (typeof value?.email !== 'string' || value.email === '') return null;
    const returnPath = safeReturnPath(value.returnPath);
    return returnPath === null ? { email: value.email, accountType } : { email: value.email, accountType, returnPath };
  } catch {
    return null;
  }
}
