import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { fieldRefused, readSubmission } from '../../lib/form-submission';
import {
  issueAccessToken,
  revokeAllAccessTokens,
  revokeOtherAccessTokens,
} from '../../services/accounts/access-tokens';
import { findOneTimeSecret, spentSecretReason, useOneTimeSecret } from '../../services/accounts/one-time-secrets';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { newSecret } from '../../services/accounts/secrets';
import { normalizedEmail } from '../../services/accounts/create-account';
import { queueSecretMail } from '../../services/accounts/secret-mail';
import { signInAnswerSchema } from '../../../schemas/api/accounts';
import { messageAnswerSchema } from '../../../schemas/api/envelopes';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';

interface ResetAnswers {
  email: string;
  token: string;
  password: string;
}

interface ChangeAnswers {
  old_password: string;
  password: string;
}

/**
 * The change of password from the profile: the signed-in account's, proved by the old one. Every
 * other device is signed out; this one stays signed in with its token.
 */
async function changePassword(app: FastifyInstance, request: FastifyRequest, value: ChangeAnswers, success: string) {
  const account = request.account!;
  await app.attempts.consume('passwordCheck', `user:${account.id}`);
  if (!(await verifyPassword(account.passwordHash, value.old_password)))
    throw fieldRefused(request, 'change-password', 'old_password', 'wrong');
  if (isCommonPassword(value.password)) throw fieldRefused(request, 'change-password', 'password', 'common');
  const passwordHash = await hashPassword(value.password);
  await app.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, account.id));
    await revokeOtherAccessTokens(db, account.id, request.accessTokenId!);
  });
  request.log.info({ event: 'password-changed', userId: account.id }, 'password changed');
  return { message: success };
}

/** Queues a reset link to each account of the address (one of each kind may share it), none to an unknown one. */
async function mailResetLinks(app: FastifyInstance, email: string): Promise<void> {
  const accounts = await app.db.select().from(users).where(eq(users.email, email));
  if (accounts.length === 0) return;
  await app.db.transaction(async (tx) => {
    for (const account of accounts) {
      const token = newSecret();
      const link = `${app.config.publicUrl}/reset-password?${new URLSearchParams({ token, email }).toString()}`;
      await queueSecretMail(
        app,
        tx as unknown as Database,
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

/** POST /forgot-password (multipart: email) and POST /reset-password (password, password_confirmation, token, email). */
export async function passwordResetRoutes(app: FastifyInstance) {
  const forgotSchema = {
    ...operation(
      'requestPasswordReset',
      'accounts',
      'Mails a reset link if the address has an account; the answer is the same either way.',
    ),
    response: answers({ 200: messageAnswerSchema }, ...FORM_REFUSALS),
  };
  app.post(
    '/forgot-password',
    {
      schema: forgotSchema,
      config: { access: 'public', form: 'forget-password', rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const { value, messages } = await readSubmission<{ email: string }>(request, 'forget-password');
      const email = normalizedEmail(value.email);
      await app.attempts.consume('passwordResetMail', `email:${email}`);
      // The same answer, after the same work, whether or not the address has an account: looking it up
      // and mailing its owner come after the answer, so its timing tells nobody who is registered.
      request.afterAnswer(() => mailResetLinks(app, email));
      request.log.info({ event: 'password-reset-requested' }, 'password reset requested');
      return { message: messages.success };
    },
  );

  const resetSchema = {
    ...operation(
      'resetPassword',
      'accounts',
      'A new password, either with the token of a reset link (the answer signs in with a fresh token), ' +
        'or from the profile with the old password (signed in; this device stays signed in). Either way every other device is signed out.',
    ),
    security: [{}, ...SIGNED_IN],
    response: answers({ 200: { anyOf: [signInAnswerSchema, messageAnswerSchema] } }, 401, ...FORM_REFUSALS),
  };
  const forms = ['reset-password', 'change-password'] as const;
  app.post(
    '/reset-password',
    {
      schema: resetSchema,
      config: {
        access: { 'reset-password': 'public', 'change-password': 'signed-in' },
        form: forms,
        rateLimit: { max: 20, timeWindow: '15 minutes' },
      },
    },
    async (request) => {
      const submission = await readSubmission<ResetAnswers | ChangeAnswers>(request, forms);
      if (submission.formId === 'change-password')
        return changePassword(app, request, submission.value as ChangeAnswers, submission.messages.success);
      const { messages } = submission;
      const value = submission.value as ResetAnswers;
      const secret = await findOneTimeSecret(app.db, 'password_reset', value.token);
      const [account] = secret ? await app.db.select().from(users).where(eq(users.id, secret.userId)).limit(1) : [];
      if (!secret || !account || account.email !== normalizedEmail(value.email))
        throw fieldRefused(request, 'reset-password', 'token', 'invalid');
      // The link is the holder's (token and address match): telling them what became of it leaks nothing.
      const spent = spentSecretReason(secret);
      if (spent) throw fieldRefused(request, 'reset-password', 'token', spent);
      if (isCommonPassword(value.password)) throw fieldRefused(request, 'reset-password', 'password', 'common');
      const passwordHash = await hashPassword(value.password);
      const token = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        if (!(await useOneTimeSecret(db, secret.id))) throw fieldRefused(request, 'reset-password', 'token', 'used');
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
      return { data: { token }, message: messages.success };
    },
  );
}
