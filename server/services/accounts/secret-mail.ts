import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { OneTimeSecretPurpose } from '../../db/schema';
import { storeOneTimeSecret } from './one-time-secrets';
import type { MailRequest } from '../mail';

/**
 * Records a new one-time secret of the account (voiding its earlier ones) and queues the mail that
 * carries it, in the caller's transaction: neither exists without the other.
 */
export async function queueSecretMail(
  app: FastifyInstance,
  db: Database,
  userId: number,
  secret: { purpose: OneTimeSecretPurpose; value: string },
  mail: MailRequest,
): Promise<void> {
  await storeOneTimeSecret(db, userId, secret.purpose, secret.value);
  await app.mail.enqueue(db, mail);
}
