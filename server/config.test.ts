import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('trusts no proxy unless told which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes the proxies as addresses, CIDRs and range names, or as a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it.each(['true', '*', '10.0.0.0/33', '10.0.0', 'proxy.example', '0', '127.0.0.1,'])(
    'refuses TRUST_PROXY=%s, which would believe what a client writes or names nothing',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    },
  );

  it('cuts off a request after ten minutes unless told otherwise, and refuses a nonsense timeout', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(600_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '1500' }).requestTimeoutMs).toBe(1500);
    for (const value of ['0', '-1', '1.5', 'soon'])
      expect(() => loadConfig({ REQUEST_TIMEOUT_MS: value })).toThrow(ConfigError);
  });
});
