import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../../tests/support/test-database';
import { redactedUrl } from './log-redaction';

describe('secrets in request URLs', () => {
  it.each([
    [
      '/api/v1/email/verify/3f0c/Sekret-Token_1?expires=1900000000&signature=abcdef',
      '/api/v1/email/verify/3f0c/[redacted]?expires=[redacted]&signature=[redacted]',
    ],
    [
      '/verify-email/3f0c/Sekret-Token_1?expires=1&signature=ab',
      '/verify-email/3f0c/[redacted]?expires=[redacted]&signature=[redacted]',
    ],
    ['/reset-password?token=Sekret&email=sara%40example.sa', '/reset-password?token=[redacted]&email=[redacted]'],
    ['/api/v1/articles?page=2', '/api/v1/articles?page=2'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });

  it('never reach the server log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: '/tmp/portal-log-test', PUBLIC_DIR: '/nonexistent' }),
      db: database.db,
      logger: { level: 'info', stream },
    });
    try {
      await app.inject({
        method: 'GET',
        url: '/api/v1/email/verify/3f0c/Sekret-Token_1?expires=1900000000&signature=abcdef',
      });
      expect(lines.join('')).toContain('/api/v1/email/verify/3f0c/[redacted]');
      expect(lines.join('')).not.toContain('Sekret-Token_1');
      expect(lines.join('')).not.toContain('abcdef');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
