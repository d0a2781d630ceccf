import { api, apiErrorMessage } from '../../lib/api-client';

/** The parts of the link the verification mail carries: /verify-email/{userId}/{token}?expires=&signature=. */
export interface VerificationLink {
  userId: string;
  token: string;
  expires: string;
  signature: string;
}

/** What the server said of a link: accepted or refused (tampered, expired or used), and its message; '' when it gave none. */
export interface VerificationOutcome {
  verified: boolean;
  message: string;
}

// The link works once: React may run the page's effect twice (StrictMode), so each link is asked about once per load.
const outcomes = new Map<string, Promise<VerificationOutcome>>();

/** GET email/verify/{userId}/{token}?expires=&signature=, once per link; never rejects. */
export function verifyEmailOnce(link: VerificationLink): Promise<VerificationOutcome> {
  const key = JSON.stringify(link);
  let outcome = outcomes.get(key);
  if (!outcome) {
    const path = `/email/verify/${encodeURIComponent(link.userId)}/${encodeURIComponent(link.token)}`;
    outcome = api.get<{ message: string }>(path, { expires: link.expires, signature: link.signature }).then(
      ({ message }) => ({ verified: true, message: message ?? '' }),
      (error: unknown) => ({ verified: false, message: apiErrorMessage(error, '') }),
    );
    outcomes.set(key, outcome);
  }
  return outcome;
}
