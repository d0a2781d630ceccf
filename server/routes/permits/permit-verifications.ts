import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { itemEnvelopeOf } from '../../../schemas/api/envelopes';
import { permitVerificationSchema } from '../../../schemas/api/permits';
import { answers, operation } from '../../lib/route-answers';
import { verifyPermit } from '../../services/permit-proof/permit-verification';

// Long enough for a reference or a code typed with spaces and marks around it; the service reads the rest.
const typed = { type: 'string', maxLength: 64 } as const;
const verificationBody = {
  type: 'object',
  required: ['reference', 'code'],
  additionalProperties: false,
  properties: { reference: typed, code: typed },
  examples: [{ reference: 'SA-2026-000123', code: 'ABCD-EFGH' }],
} as const;

/**
 * POST permit-verifications: whether a permit of this reference and check code is on record, and its status now
 * (docs/permits.md#the-permits-proof). Open to anybody; each address may get 30 answers other than a match
 * in 10 minutes (`permitVerification`), so references and codes cannot be tried in bulk.
 */
export async function permitVerificationRoutes(app: FastifyInstance) {
  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    '/permit-verifications',
    {
      schema: {
        ...operation(
          'verifyPermit',
          'permits',
          'A permit’s status now, from its reference and the check code printed beside its QR code (JSON; the ' +
            'code in any case, with or without its hyphen, in Arabic-Indic digits too). The holder is given by ' +
            'initials only. An unknown reference, a wrong code and a permit without a document are the same 404.',
        ),
        body: verificationBody,
        response: answers({ 200: itemEnvelopeOf(permitVerificationSchema) }, 404, 415, 422),
      },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      // Spent before the look-up, so a burst cannot outrun the limit; a match gives its point back.
      const attempt = `ip:${request.ip}`;
      await app.attempts.consume('permitVerification', attempt);
      const data = await verifyPermit(app.db, request.locale, request.body);
      await app.attempts.giveBack('permitVerification', attempt);
      return { data };
    },
  );
}
