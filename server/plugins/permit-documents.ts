import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { issuePermitDocument, permitsAwaitingDocument } from '../services/permits/permit-issuing';

declare module 'fastify' {
  interface FastifyInstance {
    /** Approved permits' documents, made one at a time after the approval's answer. */
    permitDocuments: {
      /** Makes the document of approved permit `permitId` (and mails it) after the work before it. */
      issueSoon(permitId: number): void;
      /** Makes the documents of every approved permit still awaiting one. */
      issueAwaiting(): void;
      /** Resolves once every document asked for so far is made or has failed. */
      settled(): Promise<void>;
    };
  }
}

/** How often documents that failed (or that a stopped process left) are tried again. */
const RETRY_EVERY_MS = 10 * 60 * 1000;

/**
 * Renders approved permits' documents off the request path, one at a time (each is CPU work), and at start and
 * every ten minutes those still awaiting theirs: a failure is logged and tried again, never left for good.
 */
export const permitDocuments = fp(
  async (app: FastifyInstance) => {
    let queue: Promise<void> = Promise.resolve();
    const issue = (permitId: number) =>
      issuePermitDocument(app, permitId).then(
        (issued) => void (issued && app.log.info({ event: 'permit-document', permitId }, 'permit document made')),
        (error: unknown) => app.log.error({ err: error, permitId }, 'permit document failed'),
      );
    /** Runs `work` after the work before it, on a later turn of the event loop, so the answer that asked goes out first. */
    const after = (work: () => Promise<void>) => {
      queue = queue.then(() => new Promise((resolve) => setImmediate(resolve))).then(work);
    };
    const issueSoon = (permitId: number) => after(() => issue(permitId));
    const issueAwaiting = () =>
      after(async () => {
        const awaiting = await permitsAwaitingDocument(app.db).catch((error: unknown) => {
          app.log.error({ err: error }, 'permits awaiting documents not read');
          return [];
        });
        for (const permitId of awaiting) await issue(permitId);
      });
    app.decorate('permitDocuments', {
      issueSoon,
      issueAwaiting,
      settled: async () => {
        let seen: Promise<void>;
        do {
          seen = queue;
          await seen;
        } while (seen !== queue);
      },
    });
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      issueAwaiting();
      timer = setInterval(issueAwaiting, RETRY_EVERY_MS);
      timer.unref();
    });
    // preClose: the work needs the database and the mail outbox, which close after it.
    app.addHook('preClose', () => {
      clearInterval(timer);
      return app.permitDocuments.settled();
    });
  },
  { name: 'permit-documents', decorators: { fastify: ['db', 'mail', 'permitProof'] } },
);
