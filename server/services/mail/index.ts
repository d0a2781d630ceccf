import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../../db/client';
import { MailDispatcher } from './dispatcher';
import { enqueueMail, type MailRequest } from './outbox';
import { transportFor, type MailTransport } from './transports';

export { enqueueMail, type MailRequest } from './outbox';
export type { MailTemplateName, MailTemplateParams } from './templates';
export type { MailTransport, OutgoingMail } from './transports';

/** The portal's mail, as routes use it. */
export interface MailService {
  /** Writes the mail to the outbox inside `dbOrTx`; returns the outbox row id. */
  enqueue(dbOrTx: Database | Transaction, mail: MailRequest): Promise<number>;
  /** Sends soon; call once the transaction that enqueued mail has committed. */
  kick(): void;
  /** Sends every due mail now; resolves with how many were sent. */
  dispatchPending(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox and its dispatcher; see MailService. */
    mail: MailService;
  }
}

export interface MailPluginOptions {
  /** Replaces the transport chosen from the config (SMTP_URL, else .eml files in DATA_DIR/outbox). */
  transport?: MailTransport;
  /** How often the outbox is looked at besides kicks; 30 s by default. */
  intervalMs?: number;
}

/** Decorates the app with `mail`; sending starts when the app is ready and stops as it begins to close. */
export const mail = fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const dispatcher = new MailDispatcher({
      db: app.db,
      transport: options.transport ?? transportFor(app.config),
      from: app.config.mailFrom,
      logger: app.log.child({ component: 'mail' }),
      intervalMs: options.intervalMs,
    });
    app.decorate('mail', {
      enqueue: enqueueMail,
      kick: () => dispatcher.kick(),
      dispatchPending: () => dispatcher.dispatchPending(),
    } satisfies MailService);
    app.addHook('onReady', async () => dispatcher.start());
    // preClose, not onClose: onClose hooks run last-registered first, so the database may already be closed there.
    app.addHook('preClose', () => dispatcher.stop());
  },
  { name: 'mail', decorators: { fastify: ['db', 'config'] } },
);
