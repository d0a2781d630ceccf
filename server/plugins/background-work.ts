import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Work = () => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Runs `work` once a successful answer has been sent: for work the answer must not wait on,
     * such as what only a registered address causes (its timing would tell who is registered).
     */
    afterAnswer(work: Work): void;
  }
  interface FastifyInstance {
    /** The work started after answers; closing the app waits for it. */
    backgroundWork: { settled(): Promise<void> };
  }
}

const pendingWork = Symbol('pendingWork');
type WithPendingWork = { [pendingWork]?: Work[] | null };

/** Decorates `request.afterAnswer` and `app.backgroundWork`; a failure is logged with its request id. */
export const backgroundWork = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<void>>();
  app.decorateRequest(pendingWork, null);
  app.decorateRequest('afterAnswer', function (this: FastifyRequest, work: Work) {
    ((this as WithPendingWork)[pendingWork] ??= []).push(work);
  });
  app.decorate('backgroundWork', {
    settled: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  });

  // A callback hook, not an async one: it runs on every answer, and most have no work.
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    done();
    const works = (request as WithPendingWork)[pendingWork];
    if (!works || reply.statusCode >= 400) return;
    for (const work of works) {
      const task = work()
        .catch((error: unknown) => request.log.error({ err: error }, 'work after the answer failed'))
        .finally(() => running.delete(task));
      running.add(task);
    }
  });
  app.addHook('onClose', () => app.backgroundWork.settled());
});
