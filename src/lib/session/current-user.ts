import type { CurrentUser } from '../../../schemas/api/accounts';
import type { LoadUserRefusal } from '../../../machines/auth.machine';
import { api } from '../api-client';

/** GET /me: the account behind the stored token; rejects with the HTTP status (401: the token is revoked or expired). */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  try {
    return (await api.get<{ data: CurrentUser }>('/me')).data;
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    throw { status: typeof status === 'number' ? status : 0 } satisfies LoadUserRefusal;
  }
}

/** Asks the server to e-mail a new verification link to the signed-in user; resolves with its message. */
export async function requestVerificationEmail(token: string): Promise<string> {
  const form = new FormData();
  form.append('Token', token);
  const { message } = await api.post<{ message: string }>('/email/verification-notification', form);
  return message;
}

/** POST /logout: revokes the token on the server, so a copy of it stops working too. */
export function revokeToken(): Promise<unknown> {
  return api.post('/logout');
}
