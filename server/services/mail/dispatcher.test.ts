import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { linksIn, readOutboxFiles } from '../../../tests/support/outbox';
import { createTestDatabase } from '../../../tests/support/test-database';
import { MailDispatcher, retryDelaySeconds, type MailLogger } from './dispatcher';
import { enqueueMail, type MailRequest } from './outbox';
import { createFileTransport, type MailTransport, type OutgoingMail } from './transports';

const FROM = 'Reserve portal <no-reply@portal.example>';
const RESET_LINK = 'https://portal.example/reset-password?token=secret-reset-token';
const resetMail = (to = 'noura@example.com'): MailRequest => ({
  to,
  locale: 'ar',
  template: 'password-reset',
  params: { name: 'نورة', link: RESET_LINK },
});

/** Keeps every log call, to check what a log line would have held. */
function recordingLogger() {
  const lines: unknown[][] = [];
  const record = (...args: unknown[]) => void lines.push(args);
  return { logger: { info: record, warn: record, error: record } as unknown as MailLogger, lines };
}

/** A transport that fails its first `failures` sends with a connection error, then takes everything. */
function flakyTransport(failures = 0, delayMs = 0) {
  const delivered: OutgoingMail[] = [];
  let calls = 0;
  const transport: MailTransport = {
    async send(message) {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (calls <= failures) {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25 (smtp://mailer:hunter2@127.0.0.1)'), {
          code: 'ECONNREFUSED',
        });
      }
      delivered.push(message);
    },
  };
  return { transport, delivered, calls: () => calls };
}

let database: DatabaseHandle;
let db: Database;
const dispatchers: MailDispatcher[] = [];

function dispatcherWith(
  transport: MailTransport,
  logger: MailLogger = recordingLogger().logger,
  options: { kickDelayMs?: number } = {},
) {
  const dispatcher = new MailDispatcher({ db, transport, from: FROM, logger, ...options });
  dispatchers.push(dispatcher);
  return dispatcher;
}

const rowOf = async (id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const secondsUntilDue = async (id: number) => {
  const waitSeconds = sql`extract(epoch FROM ${mailOutbox.nextAttemptAt} - now())`.mapWith(Number);
  return (await db.select({ waitSeconds }).from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!.waitSeconds;
};
// The dispatcher goes by the database's clock; a test moves a retry's time to now instead of waiting.
const makeDue = (id: number) =>
  db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(mailOutbox.id, id));

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
beforeEach(() => db.delete(mailOutbox));
afterEach(async () => {
  await Promise.all(dispatchers.splice(0).map((dispatcher) => dispatcher.stop()));
});
afterAll(() => database.close());

describe('enqueueMail', () => {
  it('writes the rendered mail in the caller’s transaction, and nothing when it rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, resetMail('rolled-back@example.com'));
        throw new Error('the account change failed');
      }),
    ).rejects.toThrow('the account change failed');
    const id = await db.transaction((tx) => enqueueMail(tx, resetMail()));

    const rows = await db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      to: 'noura@example.com',
      locale: 'ar',
      subject: 'إعادة تعيين كلمة المرور',
      sentAt: null,
      attempts: 0,
      lastError: null,
    });
    expect(linksIn(rows[0]!.text)).toEqual([RESET_LINK]);
  });
});

describe('MailDispatcher with the .eml file transport', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-outbox-'));
  });
  afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('writes exactly one complete .eml with the right headers and marks the row sent', async () => {
    const id = await enqueueMail(db, {
      to: 'noura@example.com',
      locale: 'en',
      template: 'email-verification',
      params: { name: 'Noura', link: 'https://portal.example/verify?t=1' },
    });
    const dispatcher = dispatcherWith(createFileTransport(path.join(dataDir, 'outbox')));

    expect(await dispatcher.dispatchPending()).toBe(1);
    expect(await dispatcher.dispatchPending()).toBe(0);

    expect(await fs.readdir(path.join(dataDir, 'outbox'))).toEqual([
      expect.stringMatching(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z-${id}\\.eml$`)),
    ]);
    const [mail] = await readOutboxFiles(dataDir);
    expect(mail).toMatchObject({ to: 'noura@example.com', subject: 'Verify your e-mail address' });
    expect(mail!.headers).toMatchObject({ from: FROM, 'mime-version': '1.0', 'auto-submitted': 'auto-generated' });
    expect(mail!.headers['message-id']).toMatch(/^<.+@.+>$/);
    expect(linksIn(mail!.text)).toEqual(['https://portal.example/verify?t=1']);
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
    expect((await rowOf(id)).sentAt).toBeInstanceOf(Date);
  });

  it('keeps Arabic subjects and bodies intact through MIME encoding', async () => {
    await enqueueMail(db, resetMail());
    await dispatcherWith(createFileTransport(path.join(dataDir, 'outbox'))).dispatchPending();
    const [mail] = await readOutboxFiles(dataDir);
    expect(mail!.subject).toBe('إعادة تعيين كلمة المرور');
    expect(mail!.text).toContain('مرحبا نورة،');
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('MailDispatcher when sending fails', () => {
  it('keeps the mail pending with its attempts and a short error, backs off, and sends it once when the server is back', async () => {
    const id = await enqueueMail(db, resetMail());
    const { transport, delivered, calls } = flakyTransport(2);
    const dispatcher = dispatcherWith(transport);

    expect(await dispatcher.dispatchPending()).toBe(0);
    let row = await rowOf(id);
    expect(row).toMatchObject({
      sentAt: null,
      attempts: 1,
      lastError: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:25 (smtp://***@127.0.0.1)',
    });
    expect(await secondsUntilDue(id)).toBeGreaterThan(25);
    expect(await secondsUntilDue(id)).toBeLessThanOrEqual(30);

    expect(await dispatcher.dispatchPending()).toBe(0);
    expect(calls()).toBe(1);

    await makeDue(id);
    expect(await dispatcher.dispatchPending()).toBe(0);
    row = await rowOf(id);
    expect(row).toMatchObject({ sentAt: null, attempts: 2 });

    await makeDue(id);
    expect(await dispatcher.dispatchPending()).toBe(1);
    row = await rowOf(id);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(2);

    await makeDue(id);
    expect(await dispatcher.dispatchPending()).toBe(0);
    expect(calls()).toBe(3);
    expect(delivered.map((message) => message.outboxId)).toEqual([id]);
  });

  it('waits 30 seconds after the first failure, doubling each time up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 50].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
  });

  it('never logs a mail’s body, link, code or the credentials in an error', async () => {
    const { logger, lines } = recordingLogger();
    const { transport } = flakyTransport(1);
    const dispatcher = dispatcherWith(transport, logger);
    const failing = await enqueueMail(db, resetMail());
    await enqueueMail(db, {
      to: 'sara@example.com',
      locale: 'en',
      template: 'sign-in-code',
      params: { name: 'Sara', code: '493817' },
    });
    await dispatcher.dispatchPending();
    await makeDue(failing);
    await dispatcher.dispatchPending();

    const logged = JSON.stringify(lines);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const secret of ['secret-reset-token', '493817', 'hunter2', 'نورة', '<html', 'noura@example.com'])
      expect(logged).not.toContain(secret);
    expect(logged).toContain('mail not sent; will retry');
  });
});

describe('MailDispatcher runs', () => {
  it('sends each mail once when passes are started together in one process', async () => {
    const ids = await Promise.all(
      ['a@example.com', 'b@example.com', 'c@example.com'].map((to) => enqueueMail(db, resetMail(to))),
    );
    const { transport, delivered } = flakyTransport(0, 20);
    const dispatcher = dispatcherWith(transport);

    const counts = await Promise.all([
      dispatcher.dispatchPending(),
      dispatcher.dispatchPending(),
      dispatcher.dispatchPending(),
    ]);

    expect(delivered.map((message) => message.outboxId).sort()).toEqual([...ids].sort());
    expect(counts[0]).toBe(3);
    expect(counts[1]).toBe(counts[2]); // the second and third joined one follow-up pass
  });

  it('sends each mail once when two dispatchers (two processes) share the database', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 8; index += 1)
      ids.push(await enqueueMail(db, resetMail(`citizen${index}@example.com`)));
    const first = flakyTransport(0, 5);
    const second = flakyTransport(0, 5);

    const counts = await Promise.all([
      dispatcherWith(first.transport).dispatchPending(),
      dispatcherWith(second.transport).dispatchPending(),
    ]);

    const delivered = [...first.delivered, ...second.delivered].map((message) => message.outboxId);
    expect(delivered.sort()).toEqual([...ids].sort());
    expect(counts[0]! + counts[1]!).toBe(8);
  });

  it('turns a burst of kicks into one pass', async () => {
    await enqueueMail(db, resetMail());
    const { transport, delivered } = flakyTransport();
    const dispatcher = dispatcherWith(transport, undefined, { kickDelayMs: 10 });
    const passes = vi.spyOn(dispatcher, 'dispatchPending');

    for (let index = 0; index < 5; index += 1) dispatcher.kick();
    await vi.waitFor(() => expect(delivered).toHaveLength(1));
    expect(passes).toHaveBeenCalledTimes(1);
  });

  it('sends mail that waited before start, and stop() lets a running send finish', async () => {
    const id = await enqueueMail(db, resetMail());
    const { transport, calls } = flakyTransport(0, 100);
    const dispatcher = dispatcherWith(transport);

    dispatcher.start();
    await vi.waitFor(() => expect(calls()).toBe(1));
    await dispatcher.stop();

    expect((await rowOf(id)).sentAt).toBeInstanceOf(Date);
    await enqueueMail(db, resetMail());
    dispatcher.kick();
    expect(await dispatcher.dispatchPending()).toBe(0);
    expect(calls()).toBe(1);
  });

  it('logs a pass that cannot reach the database instead of crashing', async () => {
    const closed = await createTestDatabase();
    await closed.close();
    const { logger, lines } = recordingLogger();
    const dispatcher = new MailDispatcher({
      db: closed.db,
      transport: flakyTransport().transport,
      from: FROM,
      logger,
      kickDelayMs: 1,
    });
    dispatchers.push(dispatcher);

    dispatcher.kick();
    await vi.waitFor(() =>
      expect(lines).toContainEqual([expect.objectContaining({ err: expect.any(String) }), 'mail dispatch failed']),
    );
  });
});
