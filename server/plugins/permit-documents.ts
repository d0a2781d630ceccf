import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { issuePermitDocument, permitsAwaitingDocument } from '../services/permits/permit-issuing';

declare module 'fastify' {
  interface FastifyInstance {
    /** Approved permits' documents, made one at a time after the approval's answer. */
    permitDocuments: {
      /** Makes the document of approved permit `permitId` (and mails it) after the work before it. */
      issueSoon(permitId: number): void;
      /** Resolves once every document asked for so far is made or has failed. */
      settled(): Promise<void>;
    };
  }
}

/**
 * Renders approved permits' documents off the request path, one at a time (each is CPU work), and at start those
 * a stopped process left awaiting theirs. A failure is logged; the permit keeps waiting until the next start.
 */
export const permitDocuments = fp(
  async (app: FastifyInstance) => {
    let queue: Promise<void> = Promise.resolve();
    const issueSoon = (permitId: number) => {
      queue = queue
        // The next turn of the event loop, so the answer that asked for it goes out first.
        .then(() => new Promise((resolve) => setImmediate(resolve)))
        .then(() => issuePermitDocument(app, permitId))
        .then(
          (issued) => void (issued && app.log.info({ event: 'permit-document', permitId }, 'permit document made')),
          (error: unknown) => app.log.error({ err: error, permitId }, 'permit document failed'),
        );
    };
    app.decorate('permitDocuments', {
      issueSoon,
      settled: async () => {
        let seen: Promise<void>;
        do {
          seen = queue;
          await seen;
        } while (seen !== queue);
      },
    });
    app.addHook('onReady', async () => {
      for (const permitId of await permitsAwaitingDocument(app.db)) issueSoon(permitId);
    });
    // preClose: the work needs the database and the mail outbox, which close after it.
    app.addHook('preClose', () => app.permitDocuments.settled());
  },
  { name: 'permit-documents', decorators: { fastify: ['db', 'mail', 'permitProof'] } },
);
