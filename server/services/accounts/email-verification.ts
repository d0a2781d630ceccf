import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import { ApiError } from '../../lib/api-error';
import type { Account } from './access-tokens';
import { accountById, queueVerificationMail } from './create-account';
import { findOneTimeSecret, spentSecretReason, spendOneTimeSecret } from './one-time-secrets';
import { checkVerificationLink, type VerificationLink } from './verification-links';

type LinkRefusal =
  'verification_link_invalid' | 'verification_link_expired' | 'verification_link_used' | 'verification_link_superseded';
const linkRefused = (key: LinkRefusal) => new ApiError(403, key);
const SPENT_LINK_MESSAGES = {
  superseded: 'verification_link_superseded',
  used: 'verification_link_used',
  expired: 'verification_link_expired',
} as const;

/** Mails the account a new verification link, voiding its earlier ones. */
export async function resendVerificationMail(app: FastifyInstance, account: Account, locale: Locale): Promise<void> {
  await app.db.transaction((tx) => queueVerificationMail(app, tx, account, locale));
  app.mail.kick();
}

/**
 * Marks the address of the link's account verified, refusing (403) a link the server did not sign, one
 * out of time, and one whose token was superseded or used: each link works once. Answers the account's id.
 */
export async function verifyEmail(app: FastifyInstance, link: VerificationLink): Promise<number> {
  const check = checkVerificationLink(app.appSecret, link);
  if (check === 'tampered') throw linkRefused('verification_link_invalid');
  if (check === 'expired') throw linkRefused('verification_link_expired');

  const secret = await findOneTimeSecret(app.db, 'email_verification', link.token);
  const account = secret ? await accountById(app.db, secret.userId) : undefined;
  if (!secret || !account || account.uuid !== link.userId) throw linkRefused('verification_link_invalid');
  const spent = spentSecretReason(secret);
  if (spent) throw linkRefused(SPENT_LINK_MESSAGES[spent]);
  if (!(await spendOneTimeSecret(app.db, secret.id))) throw linkRefused('verification_link_used');
  await app.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, account.id), isNull(users.emailVerifiedAt)));
  return account.id;
}
