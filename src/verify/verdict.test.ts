import { beforeAll, describe, expect, it } from 'vitest';
import { calculateJwkThumbprint, CompactSign, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { PermitClaims } from '../../schemas/permit-proof';
import { checkToken, daysVerdict, manualVerdict, tokenVerdict, type PortalAnswer } from './verdict';

const claims: PermitClaims = {
  v: 1,
  ref: 'SA-2026-000123',
  typ: 'specific_area',
  name: 'محمد بن عبدالله عتيبي',
  id4: '1234',
  from: '2026-12-01',
  to: '2026-12-03',
  plates: ['ABC 1234'],
  iat: 1_790_000_000,
};

interface SigningKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function newSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  return { privateKey, publicJwk: { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'ES256', use: 'sig' } };
}

const sign = (payload: unknown, key: SigningKey, header: Record<string, unknown> = {}) =>
  // From Buffer: jsdom's TextEncoder makes arrays of another realm, which jose refuses.
  new CompactSign(new Uint8Array(Buffer.from(JSON.stringify(payload))))
    .setProtectedHeader({ alg: 'ES256', kid: key.publicJwk.kid, ...header })
    .sign(key.privateKey);

const base64url = (text: string) => Buffer.from(text).toString('base64url');

describe('checkToken', () => {
  let current: SigningKey;
  let retired: SigningKey;
  let stranger: SigningKey;
  let keys: JWK[];
  beforeAll(async () => {
    [current, retired, stranger] = await Promise.all([newSigningKey(), newSigningKey(), newSigningKey()]);
    keys = [current.publicJwk, retired.publicJwk];
  });

  it('reads the claims of a token signed by the current key', async () => {
    expect(await checkToken(await sign(claims, current), keys)).toEqual({ kind: 'signed', claims });
  });

  it('still reads a token signed by a retired key that is published', async () => {
    expect(await checkToken(await sign(claims, retired), keys)).toEqual({ kind: 'signed', claims });
  });

  it('calls a token with one claim changed forged', async () => {
    const [header, , signature] = (await sign(claims, current)).split('.');
    const tampered = `${header}.${base64url(JSON.stringify({ ...claims, to: '2027-12-03' }))}.${signature}`;
    expect(await checkToken(tampered, keys)).toEqual({ kind: 'forged' });
  });

  it('calls a token whose key is not published an unknown key', async () => {
    expect(await checkToken(await sign(claims, stranger), keys)).toEqual({ kind: 'unknown_key' });
  });

  it('calls a token signed by another key under a published kid forged', async () => {
    const token = await sign(claims, stranger, { kid: current.publicJwk.kid });
    expect(await checkToken(token, keys)).toEqual({ kind: 'forged' });
  });

  it.each([
    ['not a token at all', 'hello'],
    ['an empty fragment', ''],
    ['a header that is not JSON', `${base64url('{')}.${base64url('{}')}.c2ln`],
  ])('calls %s forged', async (_name, token) => {
    expect(await checkToken(token, keys)).toEqual({ kind: 'forged' });
  });

  it('calls a token of another algorithm forged, unsigned ones included', async () => {
    const unsigned = `${base64url(JSON.stringify({ alg: 'none', kid: current.publicJwk.kid }))}.${base64url(JSON.stringify(claims))}.`;
    expect(await checkToken(unsigned, keys)).toEqual({ kind: 'forged' });
  });

  it('calls a genuinely signed payload that is not a permit forged', async () => {
    for (const payload of [
      { ...claims, v: 2 },
      { ...claims, typ: 'hunting' },
      { ...claims, from: '1 December 2026' },
      { ...claims, plates: 'ABC 1234' },
      'a string',
    ])
      expect(await checkToken(await sign(payload, current), keys), JSON.stringify(payload)).toEqual({ kind: 'forged' });
  });
});

describe('daysVerdict', () => {
  it.each([
    ['2026-11-30', 'not_yet_valid'],
    ['2026-12-01', 'valid'],
    ['2026-12-03', 'valid'],
    ['2026-12-04', 'expired'],
  ])('on %s a permit of 1–3 December 2026 is %s', (today, verdict) => {
    expect(daysVerdict('2026-12-01', '2026-12-03', today)).toBe(verdict);
  });

  it('holds a permit without dates valid on any day', () => {
    expect(daysVerdict(null, null, '2099-01-01')).toBe('valid');
  });
});

describe('tokenVerdict', () => {
  const answer = (status: PortalAnswer['status']): PortalAnswer => ({
    reference: claims.ref,
    type: claims.typ,
    status,
    first_day: claims.from,
    last_day: claims.to,
    initials: 'م. ع.',
  });
  const permit = {
    reference: 'SA-2026-000123',
    type: 'specific_area',
    initials: 'م. ع.',
    from: '2026-12-01',
    to: '2026-12-03',
    plates: ['ABC 1234'],
    id4: '1234',
  };

  it('offline, judges by the days alone and says so; shows initials, never the name', () => {
    expect(tokenVerdict(claims, '2026-12-02')).toEqual({ kind: 'valid', permit, checked: 'offline' });
    expect(tokenVerdict(claims, '2026-12-04')).toMatchObject({ kind: 'expired', checked: 'offline' });
    expect(JSON.stringify(tokenVerdict(claims, '2026-12-02'))).not.toContain('محمد');
  });

  it('online, an approved permit is judged by its days', () => {
    expect(tokenVerdict(claims, '2026-12-02', answer('approved'))).toEqual({
      kind: 'valid',
      permit,
      checked: 'online',
    });
    expect(tokenVerdict(claims, '2026-11-20', answer('approved')).kind).toBe('not_yet_valid');
  });

  it.each([
    ['cancelled', 'cancelled'],
    ['rejected', 'cancelled'],
    ['pending', 'cancelled'],
    ['expired', 'expired'],
  ] as const)('online, the status %s overrides valid days with %s', (status, verdict) => {
    expect(tokenVerdict(claims, '2026-12-02', answer(status))).toEqual({ kind: verdict, permit, checked: 'online' });
  });

  it('a signed token the portal no longer holds is not found', () => {
    expect(tokenVerdict(claims, '2026-12-02', 'not_found')).toEqual({ kind: 'not_found' });
  });
});

describe('manualVerdict', () => {
  const answer: PortalAnswer = {
    reference: 'BK-2026-000007',
    type: 'beekeeping',
    status: 'approved',
    first_day: null,
    last_day: null,
    initials: 'S. A.',
  };

  it('judges by the status and the days the portal answered, with no plates or ID digits', () => {
    expect(manualVerdict(answer, '2026-12-02')).toEqual({
      kind: 'valid',
      checked: 'online',
      permit: {
        reference: 'BK-2026-000007',
        type: 'beekeeping',
        initials: 'S. A.',
        from: null,
        to: null,
        plates: [],
        id4: '',
      },
    });
    expect(manualVerdict({ ...answer, status: 'cancelled' }, '2026-12-02').kind).toBe('cancelled');
  });
});
