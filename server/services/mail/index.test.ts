import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import {
  latestMailTo,
  latestOutboxFileTo,
  linksIn,
  readOutboxFiles,
  waitForOutboxFileTo,
} from '../../../tests/support/outbox';
import { createTestDatabase } from '../../../tests/support/test-database';
import { mail } from './index';

describe('the mail plugin', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-plugin-'));
    app = Fastify({ logger: false });
    app.decorate('db', database.db);
    app.decorate('config', loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Reserve portal <no-reply@portal.example>' }));
    await app.register(mail);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('sends mail that was waiting when the app became ready', async () => {
    await app.mail.enqueue(app.db, {
      to: 'waiting@example.com',
      locale: 'en',
      template: 'sign-in-code',
      params: { name: 'Sara', code: '120934' },
    });
    await app.ready();
    const sent = await waitForOutboxFileTo(dataDir, 'waiting@example.com');
    expect(sent.subject).toBe('Your sign-in code');
    expect(sent.text).toContain('120934');
  });

  it('writes mail in the caller’s transaction and sends it to DATA_DIR/outbox after a kick', async () => {
    const link = 'http://localhost:8080/verify-email?token=abc';
    const id = await app.db.transaction((tx) =>
      app.mail.enqueue(tx, {
        to: 'noura@example.com',
        locale: 'ar',
        template: 'email-verification',
        params: { name: 'نورة', link },
      }),
    );
    app.mail.kick();

    const sent = await waitForOutboxFileTo(dataDir, 'noura@example.com');
    expect(sent.file).toMatch(new RegExp(`-${id}\\.eml$`));
    expect(sent.subject).toBe('تأكيد بريدك الإلكتروني');
    expect(sent.headers.from).toBe('Reserve portal <no-reply@portal.example>');
    expect(linksIn(sent.text)).toEqual([link]);
    await expect.poll(async () => (await latestMailTo(app.db, 'Noura@Example.com'))?.sentAt).toBeInstanceOf(Date);
    expect(await app.mail.dispatchPending()).toBe(0);
    expect(await readOutboxFiles(dataDir)).toHaveLength(2);
    expect((await latestOutboxFileTo(dataDir, 'NOURA@example.com'))?.file).toBe(sent.file);
  });
});
