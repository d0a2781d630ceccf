import type { AccountType } from '../../../schemas/api/accounts';

// sessionStorage, not the URL: an address in a URL ends up in histories, logs and Referer headers.
const PENDING_CODE_KEY = 'reserve-portal.otp-pending';

/** Who a one-time code was sent to, kept for the /otp screen of this tab. */
export interface PendingCode {
  email: string;
  accountType: AccountType;
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
    return typeof value?.email === 'string' && value.email !== '' ? { email: value.email, accountType } : null;
  } catch {
    return null;
  }
}
