import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JWKS_PATH } from '../../schemas/permit-proof';
import { createPermitProof, type PermitProof } from '../services/permit-proof/permit-signer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs permits' QR codes with the key in use and publishes every key's public part. */
    permitProof: PermitProof;
  }
}

/**
 * Decorates `app.permitProof`, taking the signing key at start (docs/permits.md#the-permits-proof), and
 * serves JWKS_PATH: public, and cached five minutes, so that a key new at a restart soon reaches verifiers.
 */
export const permitProof = fp(async (app: FastifyInstance) => {
  app.decorate('permitProof', await createPermitProof(app.db, app.config.permitSigningKey));
  app.get(JWKS_PATH, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=300');
    return app.permitProof.jwks();
  });
});
