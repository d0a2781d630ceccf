import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormId } from '../../../schemas/registry';
import { users } from '../../db/schema';
import { fieldRefused } from '../../lib/form-submission';
import { issueAccessToken, revokeAllAccessTokens, revokeOtherAccessTokens, type Account } from './access-tokens';
import { accountById, normalizedEmail } from './create-account';
import { findOneTimeSecret, spentSecretReason, spendOneTimeSecret } from './one-time-secrets';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { queueSecretMail } from './secret-mail';
import { newSecret } from './secrets';

/** A reset link's answers (schemas/reset-password). */
export interface ResetAnswers {
  email: string;
  token: string;
  password: string;
}

/** The profile's change of password (schemas/change-password). */
export interface ChangeAnswers {
  old_password: string;
  password: string;
}

/**
 * Refuses (422 on `field`, its form's `wrong` message) a password that is not the signed-in account's
 * own; each check counts against the account's password checks, as a sign-in does.
 */
export async function confirmOwnPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  account: Account,
  password: string,
  { formId, field }: { formId: FormId; field: string },
): Promise<void> {
  await app.attempts.consume('passwordCheck', `user:${account.id}`);
  if (!(await verifyPassword(account.passwordHash, password))) throw fieldRefused(request, formId, field, 'wrong');
}

/**
 * The change of password from the profile: the signed-in account's, proved by the old one. Every
 * other device is signed out; this one stays signed in with its token.
 */
export async function changePassword(app: FastifyInstance, request: FastifyRequest, value: ChangeAnswers) {
  const account = request.account!;
  await confirmOwnPassword(app, request, account, value.old_password, {
    formId: 'change-password',
    field: 'old_password',
  });
  if (isCommonPassword(value.password)) throw fieldRefused(request, 'change-password', 'password', 'common');
  const passwordHash = await hashPassword(value.password);
  await app.db.transaction(async (db) => {
    await db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, account.id));
    await revokeOtherAccessTokens(db, account.id, request.accessTokenId!);
  });
  request.log.info({ event: 'password-changed', userId: account.id }, 'password changed');
}

/** Queues a reset link to each account of the address (one of each kind may share it), none to an unknown one. */
export async function mailResetLinks(app: FastifyInstance, email: string): Promise<void> {
  const accounts = await app.db.select().from(users).where(eq(users.email, email));
  if (accounts.length === 0) return;
  await app.db.transaction(async (tx) => {
    for (const account of accounts) {
      const token = newSecret();
      const link = `${app.config.publicUrl}/reset-password?${new URLSearchParams({ token, email }).toString()}`;
      await queueSecretMail(
        app,
        tx,
        account.id,
        { purpose: 'password_reset', value: token },
        {
          to: account.email,
          locale: account.language,
          template: 'password-reset',
          params: { name: account.name, link },
        },
      );
    }
  });
  app.mail.kick();
}

/**
 * A new password through a reset link: the link works once, proves the address too, and signs every
 * device out. Answers a fresh token for the device that reset it.
 */
export async function resetPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  value: ResetAnswers,
): Promise<string> {
  const secret = await findOneTimeSecret(app.db, 'password_reset', value.token);
  const account = secret ? await accountById(app.db, secret.userId) : undefined;
  if (!secret || !account || account.email !== normalizedEmail(value.email))
    throw fieldRefused(request, 'reset-password', 'token', 'invalid');
  // The link is the holder's (token and address match): telling them what became of it leaks nothing.
  const spent = spentSecretReason(secret);
  if (spent) throw fieldRefused(request, 'reset-password', 'token', spent);
  if (isCommonPassword(value.password)) throw fieldRefused(request, 'reset-password', 'password', 'common');
  const passwordHash = await hashPassword(value.password);
  const token = await app.db.transaction(async (db) => {
    if (!(await spendOneTimeSecret(db, secret.id))) throw fieldRefused(request, 'reset-password', 'token', 'used');
    // The link came by e-mail, so following it proves the address too.
    const emailVerifiedAt = account.emailVerifiedAt ?? new Date();
    await db
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), emailVerifiedAt })
      .where(eq(users.id, account.id));
    // A new password signs every device out; the one that reset it gets a fresh token.
    await revokeAllAccessTokens(db, account.id);
    return issueAccessToken(db, account.id);
  });
  request.log.info({ event: 'password-reset', userId: account.id }, 'password reset');
  return token;
}
