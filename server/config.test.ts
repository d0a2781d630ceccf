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

  describe('PERMIT_SIGNING_KEY', () => {
    const key = {
      kty: 'EC',
      crv: 'P-256',
      x: '7yHqlqIQMFCHaP4xN3eRs2z27PXn05PAFvCtaQHewGw',
      y: 'vCg8noOpc9wahPJDyEU_JKhKcq9NBfQFsTz4YSdVEpM',
      d: 'mOb0W-5wbYowugmixdeZUYjstIJnLItZfNL_cBtLRaQ',
    };
    const other = {
      x: 'MTuCsUTer7kT5RTIWifwcHGURv4dQ-Xlhc4bOcD-z1Y',
      y: 'vW3HbSjSxoXBWR_MKm9b1vWRvb9MOP4oSDx1-tB4D_A',
    };
    const load = (value: unknown) =>
      loadConfig({ PERMIT_SIGNING_KEY: typeof value === 'string' ? value : JSON.stringify(value) });

    it('is optional: unset, the server generates one', () => {
      expect(loadConfig({}).permitSigningKey).toBeUndefined();
      expect(load('').permitSigningKey).toBeUndefined();
    });

    it("keeps the key's own members of a private P-256 JWK, dropping the rest", () => {
      expect(load({ ...key, kid: 'mine', use: 'sig', alg: 'ES256' }).permitSigningKey).toEqual(key);
    });

    it.each<[string, unknown, RegExp]>([
      ['not JSON', '{kty:EC}', /not JSON/],
      ['JSON but no object', '"EC"', /kty and crv/],
      ['an RSA key', { kty: 'RSA', n: 'AQAB', e: 'AQAB', d: 'AQAB' }, /kty and crv/],
      ['another curve', { ...key, crv: 'P-384' }, /kty and crv/],
      ['the public part alone', { ...key, d: undefined }, /d is the private part/],
      ['a point off the curve', { ...key, y: key.x }, /x and y are not the public part of d/],
      ['the public part of another key', { ...key, ...other }, /x and y are not the public part of d/],
      ['a secret out of range', { ...key, d: 'AAAA' }, /not a valid P-256 key/],
    ])('refuses %s with a sentence saying what is wrong', (_, value, sentence) => {
      expect(() => load(value)).toThrow(ConfigError);
      expect(() => load(value)).toThrow(sentence);
    });
  });
});
