import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { fieldRefused, readSubmission } from '../../lib/form-submission';
import { issueAccessToken, revokeAllAccessTokens } from '../../services/accounts/access-tokens';
import { findOneTimeSecret, useOneTimeSecret } from '../../services/accounts/one-time-secrets';
import { hashPassword, isCommonPassword } from '../../services/accounts/passwords';
import { newSecret } from '../../services/accounts/secrets';
import { normalizedEmail } from './create-account';
import { queueSecretMail } from './secret-mail';
import { signInAnswerSchema } from '../../../schemas/api/accounts';
import { messageAnswerSchema } from '../../../schemas/api/envelopes';
import { answers, FORM_REFUSALS, operation } from '../../lib/route-answers';

interface ResetAnswers {
  email: string;
  token: string;
  password: string;
}

/** Queues a reset link to each account of the address (one of each kind may share it), none to an unknown one. */
async function mailResetLinks(app: FastifyInstance, email: string): Promise<void> {
  const accounts = await app.db.select().from(users).where(eq(users.email, email));
  if (accounts.length === 0) return;
  await app.db.transaction(async (tx) => {
    for (const account of accounts) {
      const token = newSecret();
      const link = `${app.config.publicUrl}/reset-password?${new URLSearchParams({ token, email }).toString()}`;
      await queueSecretMail(app, tx as unknown as Database, account.id, { purpose: 'password_reset', value: token }, {
        to: account.email,
        locale: account.language,
        template: 'password-reset',
        params: { name: account.name, link },
      });
    }
  });
  app.mail.kick();
}

/** POST /forgot-password (multipart: email) and POST /reset-password (password, password_confirmation, token, email). */
export async function passwordResetRoutes(app: FastifyInstance) {
  const forgotSchema = {
    ...operation('requestPasswordReset', 'accounts', 'Mails a reset link if the address has an account; the answer is the same either way.'),
    response: answers({ 200: messageAnswerSchema }, ...FORM_REFUSALS) };
  app.post('/forgot-password', { schema: forgotSchema, config: { form: 'forget-password', rateLimit: { max: 10, timeWindow: '15 minutes' } } }, async (request) => {
    const { value, messages } = await readSubmission<{ email: string }>(request, 'forget-password');
    const email = normalizedEmail(value.email);
    await app.attempts.consume('passwordResetMail', `email:${email}`);
    // The same answer, after the same work, whether or not the address has an account: looking it up
    // and mailing its owner come after the answer, so its timing tells nobody who is registered.
    request.afterAnswer(() => mailResetLinks(app, email));
    request.log.info({ event: 'password-reset-requested' }, 'password reset requested');
    return { message: messages.success };
  });

  const resetSchema = {
    ...operation('resetPassword', 'accounts', 'A new password with the token of a reset link; signs the account in.'),
    response: answers({ 200: signInAnswerSchema }, ...FORM_REFUSALS) };
  app.post('/reset-password', { schema: resetSchema, config: { form: 'reset-password', rateLimit: { max: 20, timeWindow: '15 minutes' } } }, async (request) => {
    const { value, messages } = await readSubmission<ResetAnswers>(request, 'reset-password');
    const secret = await findOneTimeSecret(app.db, 'password_reset', value.token);
    const [account] = secret ? await app.db.select().from(users).where(eq(users.id, secret.userId)).limit(1) : [];
    const isLive = secret && secret.usedAt === null && secret.expiresAt > new Date();
    if (!isLive || !account || account.email !== normalizedEmail(value.email)) {
      throw fieldRefused(request, 'reset-password', 'token', 'invalid');
    }
    if (isCommonPassword(value.password)) throw fieldRefused(request, 'reset-password', 'password', 'common');
    const passwordHash = await hashPassword(value.password);
    const token = await app.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      if (!(await useOneTimeSecret(db, secret.id))) throw fieldRefused(request, 'reset-password', 'token', 'invalid');
      // The link came by e-mail, so following it proves the address too.
      const emailVerifiedAt = account.emailVerifiedAt ?? new Date();
      await db.update(users).set({ passwordHash, passwordChangedAt: new Date(), emailVerifiedAt }).where(eq(users.id, account.id));
      // A new password signs every device out; the one that reset it gets a fresh token.
      await revokeAllAccessTokens(db, account.id);
      return issueAccessToken(db, account.id);
    });
    request.log.info({ event: 'password-reset', userId: account.id }, 'password reset');
    return { data: { token }, message: messages.success };
  });
}
