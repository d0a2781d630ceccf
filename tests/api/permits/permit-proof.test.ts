import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { base64url, compactVerify, createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCodeOf, JWKS_PATH, type PermitClaims } from '../../../schemas/permit-proof';
import { ConfigError } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { signingKeys } from '../../../server/db/schema';
import { rotatePermitKeysFromCommandLine } from '../../../server/permit-keys-rotate';
import { createPermitProof } from '../../../server/services/permit-proof/permit-signer';
import { kidOf, rotateGeneratedKey } from '../../../server/services/permit-proof/signing-keys';
import {
  OTHER_TEST_SIGNING_KEY,
  signTestToken,
  signWithTestKey,
  TEST_PERMIT_SIGNING_KEY,
  testClaims,
} from '../../support/permit-proof';
import { createTestApp, type TestApp } from '../../support/test-app';

/** What a verifier does: the keys of jwks.json, the one the token's kid names, the signature over the claims. */
async function verified(jwks: JSONWebKeySet, token: string): Promise<PermitClaims> {
  const { payload } = await compactVerify(token, createLocalJWKSet(jwks), { algorithms: ['ES256'] });
  return JSON.parse(new TextDecoder().decode(payload)) as PermitClaims;
}

/** The token with one claim changed and its signature kept, as a forger would try. */
function withClaim(token: string, change: Partial<PermitClaims>): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload!))) as PermitClaims;
  return [header, base64url.encode(JSON.stringify({ ...claims, ...change })), signature].join('.');
}

const jwksOf = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: JWKS_PATH })).json<JSONWebKeySet>();

describe("the permit's proof, with a generated key", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs claims that verify against the published keys, and gives the check code of the token', async () => {
    const { token, checkCode, claims } = await signTestToken(t.app);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: expect.stringMatching(/^[\w-]{43}$/) });
    expect(await verified(await jwksOf(t), token)).toEqual(claims);
    expect(checkCode).toBe(await checkCodeOf(token));
  });

  it('publishes public keys only, cached five minutes, to anybody', async () => {
    const answer = await t.app.inject({ method: 'GET', url: JWKS_PATH });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    const { keys } = answer.json<JSONWebKeySet>();
    expect(keys).toEqual([
      {
        kty: 'EC',
        crv: 'P-256',
        x: expect.any(String),
        y: expect.any(String),
        kid: keys[0]!.kid,
        alg: 'ES256',
        use: 'sig',
      },
    ]);
    expect(keys[0]!.kid).toBe(await kidOf(keys[0]!));
  });

  it.each<[string, Partial<PermitClaims>]>([
    ['the last day', { to: '2027-12-03' }],
    ['the holder', { name: 'شخص آخر' }],
    ['the plates', { plates: [] }],
  ])('refuses a token whose %s was changed after signing', async (_, change) => {
    const { token } = await signTestToken(t.app);
    await expect(verified(await jwksOf(t), withClaim(token, change))).rejects.toThrow(/signature/i);
  });

  it('finds no key for a token signed by a key it never published', async () => {
    const { token } = await signWithTestKey({}, OTHER_TEST_SIGNING_KEY);
    await expect(verified(await jwksOf(t), token)).rejects.toThrow(/no applicable key/i);
  });

  it('keeps the generated key across restarts: a second start signs with the same one', async () => {
    const again = await createPermitProof(t.db, undefined);
    const { token } = await again.sign(testClaims());
    expect(decodeProtectedHeader(token).kid).toBe((await jwksOf(t)).keys[0]!.kid);
  });
});

describe('a rotation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes effect at the next start, and what the retired key signed still verifies', async () => {
    const before = await signTestToken(t.app);
    const oldKid = decodeProtectedHeader(before.token).kid;
    const newKid = await rotateGeneratedKey(t.db);
    // The running server keeps its key until it restarts; the new one is published at once.
    expect(decodeProtectedHeader((await signTestToken(t.app)).token).kid).toBe(oldKid);

    const restarted = await createPermitProof(t.db, undefined);
    const after = await restarted.sign(testClaims({ ref: 'SA-2026-000124' }));
    expect(decodeProtectedHeader(after.token).kid).toBe(newKid);
    const jwks = await restarted.jwks();
    expect(jwks.keys.map((key) => key.kid)).toEqual([newKid, oldKid]);
    expect(await verified(jwks, before.token)).toEqual(before.claims);
    expect(await verified(jwks, after.token)).toMatchObject({ ref: 'SA-2026-000124' });
    // A retired key will never sign again: its private part is gone.
    const [old] = await t.db.select().from(signingKeys).where(eq(signingKeys.kid, oldKid!));
    expect(old).toMatchObject({ privateJwk: null, retiredAt: expect.any(Date) });
  });

  it('to a configured key retires the generated one, and keeps no secret of the configured key', async () => {
    const generated = (await jwksOf(t)).keys[0]!.kid!;
    const configured = await createPermitProof(t.db, TEST_PERMIT_SIGNING_KEY);
    const { token } = await configured.sign(testClaims());
    const kid = await kidOf(TEST_PERMIT_SIGNING_KEY);
    expect(decodeProtectedHeader(token).kid).toBe(kid);
    expect((await configured.jwks()).keys.map((key) => key.kid)).toContain(generated);
    const rows = await t.db.select().from(signingKeys);
    expect(rows.find((row) => row.kid === kid)).toMatchObject({ privateJwk: null, retiredAt: null });
    expect(rows.filter((row) => row.kid !== kid).every((row) => row.retiredAt && !row.privateJwk)).toBe(true);
  });
});

describe('PERMIT_SIGNING_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PERMIT_SIGNING_KEY: JSON.stringify({ ...TEST_PERMIT_SIGNING_KEY, kid: 'mine' }) });
  });
  afterAll(() => t.close());

  it('signs with the configured key, published under its thumbprint (whatever kid the JWK carried)', async () => {
    const { token, claims } = await signTestToken(t.app);
    expect(decodeProtectedHeader(token).kid).toBe(await kidOf(TEST_PERMIT_SIGNING_KEY));
    expect(await verified(await jwksOf(t), token)).toEqual(claims);
    // The same key in another process (an e2e test) signs what this server's keys verify.
    const elsewhere = await signWithTestKey();
    expect(await verified(await jwksOf(t), elsewhere.token)).toEqual(elsewhere.claims);
  });
});

describe('npm run permit-keys:rotate', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'permit-keys-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('makes a new key in the database of DATA_DIR each time, retiring the one before', async () => {
    const first = await rotatePermitKeysFromCommandLine({ DATA_DIR: dataDir });
    const second = await rotatePermitKeysFromCommandLine({ DATA_DIR: dataDir });
    expect(second).not.toBe(first);
    const database = await openDatabase({ dataDir: `${dataDir}/db` });
    try {
      const rows = await database.db.select().from(signingKeys);
      expect(rows.find((row) => row.kid === first)).toMatchObject({ retiredAt: expect.any(Date), privateJwk: null });
      expect(rows.find((row) => row.kid === second)).toMatchObject({ retiredAt: null, privateJwk: expect.anything() });
    } finally {
      await database.close();
    }
  });

  it('refuses while PERMIT_SIGNING_KEY is set: the configuration holds the key then', async () => {
    const env = { DATA_DIR: dataDir, PERMIT_SIGNING_KEY: JSON.stringify(TEST_PERMIT_SIGNING_KEY) };
    await expect(rotatePermitKeysFromCommandLine(env)).rejects.toThrow(ConfigError);
  });
});
