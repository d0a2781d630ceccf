import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { translate } from '../../i18n/messages';
import { ApiError } from '../../lib/api-error';
import { findOneTimeSecret, spentSecretReason, useOneTimeSecret } from '../../services/accounts/one-time-secrets';
import { checkVerificationLink } from '../../services/accounts/verification-links';
import { queueVerificationMail } from '../../services/accounts/create-account';
import { emailVerifiedAnswerSchema } from '../../../schemas/api/accounts';
import { messageAnswerSchema } from '../../../schemas/api/envelopes';
import { answers, operation, SIGNED_IN } from '../../lib/route-answers';

// The link as the verification mail writes it: /email/verify/{user uuid}/{token}?expires=&signature=.
const verifyParams = {
  type: 'object',
  required: ['userId', 'token'],
  properties: { userId: { type: 'string' }, token: { type: 'string' } },
} as const;
const verifyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { expires: { type: 'string' }, signature: { type: 'string' } },
} as const;

type LinkRefusal =
  'verification_link_invalid' | 'verification_link_expired' | 'verification_link_used' | 'verification_link_superseded';
const linkRefused = (key: LinkRefusal) => new ApiError(403, key);
const SPENT_LINK_MESSAGES = {
  superseded: 'verification_link_superseded',
  used: 'verification_link_used',
  expired: 'verification_link_expired',
} as const;

/** POST /email/verification-notification (signed in) and GET /email/verify/{userId}/{token}?expires=&signature=. */
export async function emailVerificationRoutes(app: FastifyInstance) {
  app.post(
    '/email/verification-notification',
    {
      schema: {
        ...operation(
          'resendVerificationMail',
          'accounts',
          "Mails a new verification link to the signed-in account's address, unless it is verified.",
        ),
        security: SIGNED_IN,
        response: answers({ 200: messageAnswerSchema }, 401),
      },
      config: { access: 'signed-in', rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const account = request.account!;
      if (account.emailVerifiedAt !== null) return { message: translate(request.locale, 'email_already_verified') };
      await app.attempts.consume('verificationMail', `user:${account.id}`);
      await app.db.transaction((tx) => queueVerificationMail(app, tx as unknown as Database, account, request.locale));
      app.mail.kick();
      return { message: translate(request.locale, 'verification_mail_sent') };
    },
  );

  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/email/verify/:userId/:token',
    {
      schema: {
        ...operation(
          'verifyEmail',
          'accounts',
          'The link of a verification mail: marks the address verified; each link works once, until it expires.',
        ),
        params: verifyParams,
        querystring: verifyQuery,
        response: answers({ 200: emailVerifiedAnswerSchema }, 403, 422),
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const { userId, token } = request.params;
      const { expires = '', signature = '' } = request.query;
      const check = checkVerificationLink(app.appSecret, { userId, token, expires, signature });
      if (check === 'tampered') throw linkRefused('verification_link_invalid');
      if (check === 'expired') throw linkRefused('verification_link_expired');

      const secret = await findOneTimeSecret(app.db, 'email_verification', token);
      const [account] = secret ? await app.db.select().from(users).where(eq(users.id, secret.userId)).limit(1) : [];
      if (!secret || !account || account.uuid !== userId) throw linkRefused('verification_link_invalid');
      const spent = spentSecretReason(secret);
      if (spent) throw linkRefused(SPENT_LINK_MESSAGES[spent]);
      if (!(await useOneTimeSecret(app.db, secret.id))) throw linkRefused('verification_link_used');
      await app.db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(and(eq(users.id, account.id), isNull(users.emailVerifiedAt)));
      request.log.info({ event: 'email-verified', userId: account.id }, 'email verified');
      return { data: { email_verified: true }, message: translate(request.locale, 'email_verified') };
    },
  );
}
