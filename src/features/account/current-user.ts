import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';

/** The signed-in user, as GET /me describes them. */
export interface CurrentUser {
  name: string;
  email: string;
  email_verified: boolean;
}

/** The user behind the token, or null while signed out, loading, or if the call fails. */
export function useCurrentUser(token: string | null): CurrentUser | null {
  // Tagged with its token, so a stale answer for an earlier token is never shown.
  const [loaded, setLoaded] = useState<{ token: string; user: CurrentUser } | null>(null);

  useEffect(() => {
    if (token === null) return;
    let current = true;
    api.get<{ data: CurrentUser }>('/me').then(
      (body) => {
        if (current) setLoaded({ token, user: body.data });
      },
      // The header works without the user; a failure here is not worth the visitor's attention.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [token]);

  return loaded !== null && loaded.token === token ? loaded.user : null;
}

/** Asks the server to e-mail a new verification link to the signed-in user. */
export function requestVerificationEmail(token: string): Promise<unknown> {
  const form = new FormData();
  form.append('Token', token);
  return api.post('/email/verification-notification', form);
}
