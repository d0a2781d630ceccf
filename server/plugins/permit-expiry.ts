import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { closeLapsedRequests, expireFinishedPermits } from '../services/permits/permit-expiry';

const EXPIRE_EVERY_MS = 60 * 60 * 1000;

/**
 * Expires approved permits past their last day and rejects requests left awaiting information past their
 * last day to resubmit, at start-up and every hour (a day ends at the reserve's midnight, so each is moved
 * within the hour after). Closing the app waits for a pass under way.
 */
export const permitExpiry = fp(async (app: FastifyInstance) => {
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = (async () => {
      const expired = await expireFinishedPermits(app);
      const lapsed = await closeLapsedRequests(app);
      if (expired + lapsed > 0) app.log.info({ expired, lapsed }, 'moved permits past their days');
    })().catch((error: unknown) => app.log.error({ err: error }, 'permit expiry failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    pass();
    timer = setInterval(pass, EXPIRE_EVERY_MS);
    timer.unref();
  });
  // preClose: the pass needs the database and the mail outbox, which close after it.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
});
