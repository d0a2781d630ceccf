import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { translate } from '../../i18n/messages';
import { resendVerificationMail, verifyEmail } from '../../services/accounts/email-verification';
import { emailVerifiedAnswerSchema } from '../../../schemas/api/accounts';
import { messageAnswerSchema } from '../../../schemas/api/envelopes';
import { answers, operation, SIGNED_IN } from '../../lib/route-answers';
import { pathParams, PATH_TEXT } from '../../lib/route-params';

// The link as the verification mail writes it: /email/verify/{user uuid}/{token}?expires=&signature=.
const verifyParams = pathParams({ userId: PATH_TEXT, token: PATH_TEXT });
const verifyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { expires: { type: 'string' }, signature: { type: 'string' } },
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
      await resendVerificationMail(app, account, request.locale);
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
      const { expires = '', signature = '' } = request.query;
      const userId = await verifyEmail(app, { ...request.params, expires, signature });
      request.log.info({ event: 'email-verified', userId }, 'email verified');
      return { data: { email_verified: true }, message: translate(request.locale, 'email_verified') };
    },
  );
}
