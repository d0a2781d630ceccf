import { hasValidSignature, sign } from './secrets';

/** The parts of an e-mail verification link: /verify-email/{userId}/{token}?expires=&signature=. */
export interface VerificationLink {
  userId: string;
  token: string;
  /** Unix seconds. */
  expires: string;
  signature: string;
}

const signedPayload = ({ userId, token, expires }: Omit<VerificationLink, 'signature'>) =>
  `verify-email\n${userId}\n${token}\n${expires}`;

/** The link's address on the portal, signed with the server's secret so no part of it can be changed. */
export function verificationLinkUrl(
  publicUrl: string,
  secret: string,
  userId: string,
  token: string,
  expiresAt: Date,
): string {
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  const signature = sign(secret, signedPayload({ userId, token, expires }));
  const query = new URLSearchParams({ expires, signature });
  return `${publicUrl}/verify-email/${encodeURIComponent(userId)}/${encodeURIComponent(token)}?${query.toString()}`;
}

export type LinkCheck = 'valid' | 'tampered' | 'expired';

/** Whether a link is the one the server signed, and still within its time. */
export function checkVerificationLink(secret: string, link: VerificationLink, now = new Date()): LinkCheck {
  if (!/^\d{1,12}$/.test(link.expires) || !hasValidSignature(secret, signedPayload(link), link.signature))
    return 'tampered';
  return Number(link.expires) * 1000 < now.getTime() ? 'expired' : 'valid';
}
