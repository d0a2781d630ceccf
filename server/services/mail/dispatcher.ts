import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailTransport } from './transports';

/** The log calls the dispatcher makes; Fastify's `app.log` fits. */
export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface MailDispatcherOptions {
  db: Database;
  transport: MailTransport;
  /** The From header of every message (MAIL_FROM). */
  from: string;
  logger: MailLogger;
  /** How often start() looks for due mail. */
  intervalMs?: number;
  /** How long kick() waits, so a burst of mail makes one pass. */
  kickDelayMs?: number;
}

const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;
/**
 * A claimed row is not due again for this long: enough for any send (SMTP timeouts are shorter), and
 * short enough that mail claimed by a process that died is retried by another.
 */
const CLAIM_SECONDS = 5 * 60;
const LAST_ERROR_LENGTH = 200;

/** Seconds before the next try after `attempts` failed ones: 30 s, doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_SECONDS);
}

/** One line about why a send failed: no credentials in a URL, never the message itself. */
function describeFailure(error: unknown): string {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  const kind = typeof code === 'string' ? code : error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  const line = `${kind}: ${message}`.replace(/\s+/g, ' ').replace(/\/\/[^\s/@]*@/g, '//***@');
  return line.slice(0, LAST_ERROR_LENGTH);
}

// Database time throughout, so every process agrees on what is due whatever its own clock says.
const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Sends the outbox: each due row is claimed with FOR UPDATE SKIP LOCKED and pushed past its due time
 * in one statement, so no two passes, in this process or another, send the same row. A sent row gets
 * `sentAt`; a failed one counts the attempt, keeps a short `lastError` and waits longer each time.
 */
export class MailDispatcher {
  readonly #options: MailDispatcherOptions & Required<Pick<MailDispatcherOptions, 'intervalMs' | 'kickDelayMs'>>;
  #running: Promise<number> | undefined;
  #queued: Promise<number> | undefined;
  #interval: NodeJS.Timeout | undefined;
  #kickTimer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(options: MailDispatcherOptions) {
    this.#options = { ...options, intervalMs: options.intervalMs ?? 30_000, kickDelayMs: options.kickDelayMs ?? 50 };
  }

  /** Sends every due mail; resolves with how many were sent. While a pass runs, one more is queued after it. */
  dispatchPending(): Promise<number> {
    if (this.#stopped) return Promise.resolve(0);
    if (!this.#running) return this.#startPass();
    // The running pass may have looked before the caller's mail was committed, so another follows it.
    const next = () => {
      this.#queued = undefined;
      return this.#running ?? (this.#stopped ? Promise.resolve(0) : this.#startPass());
    };
    this.#queued ??= this.#running.then(next, next);
    return this.#queued;
  }

  /** Looks for due mail now and every `intervalMs`, until stop(). */
  start(): void {
    if (this.#interval || this.#stopped) return;
    this.#interval = setInterval(() => this.#dispatchLogged(), this.#options.intervalMs).unref();
    this.#dispatchLogged();
  }

  /** Dispatches soon: call after the transaction holding new mail commits. Calls close together make one pass. */
  kick(): void {
    if (this.#kickTimer || this.#stopped) return;
    this.#kickTimer = setTimeout(() => {
      this.#kickTimer = undefined;
      this.#dispatchLogged();
    }, this.#options.kickDelayMs).unref();
  }

  /** Stops the timers and waits for a running pass to finish. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#interval);
    clearTimeout(this.#kickTimer);
    await Promise.allSettled([this.#running, this.#queued]);
  }

  #dispatchLogged(): void {
    this.dispatchPending().catch((error: unknown) =>
      this.#options.logger.error({ err: describeFailure(error) }, 'mail dispatch failed'),
    );
  }

  #startPass(): Promise<number> {
    const pass = this.#sendDue().finally(() => {
      if (this.#running === pass) this.#running = undefined;
    });
    this.#running = pass;
    return pass;
  }

  async #sendDue(): Promise<number> {
    let sent = 0;
    while (!this.#stopped) {
      const row = await this.#claimNext();
      if (!row) break;
      if (await this.#send(row)) sent += 1;
    }
    return sent;
  }

  async #claimNext() {
    const { db } = this.#options;
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: secondsFromNow(CLAIM_SECONDS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return row;
  }

  async #send(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    const { db, transport, from, logger } = this.#options;
    try {
      await transport.send({
        outboxId: row.id,
        from,
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachments: row.attachments,
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const lastError = describeFailure(error);
      const retryInSeconds = retryDelaySeconds(attempts);
      await db
        .update(mailOutbox)
        .set({ attempts, lastError, nextAttemptAt: secondsFromNow(retryInSeconds) })
        .where(eq(mailOutbox.id, row.id));
      logger.warn({ outboxId: row.id, attempts, retryInSeconds, err: lastError }, 'mail not sent; will retry');
      return false;
    }
    // attempts and lastError stay as they were: the history of a mail that needed retries.
    await db
      .update(mailOutbox)
      .set({ sentAt: sql`now()` })
      .where(eq(mailOutbox.id, row.id));
    logger.info({ outboxId: row.id }, 'mail sent');
    return true;
  }
}
