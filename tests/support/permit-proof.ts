import type { FastifyInstance } from 'fastify';
import type { PermitClaims } from '../../schemas/permit-proof';
import { signerOf, type PermitProofOf } from '../../server/services/permit-proof/permit-signer';
import { kidOf } from '../../server/services/permit-proof/signing-keys';

/** A specific-area permit's claims, with a long Arabic name and a plate; `overrides` changes any of them. */
export const testClaims = (overrides: Partial<PermitClaims> = {}): PermitClaims => ({
  v: 1,
  ref: 'SA-2026-000123',
  typ: 'specific_area',
  name: 'محمد بن عبدالله بن عبدالعزيز العتيبي',
  id4: '5678',
  from: '2026-12-01',
  to: '2026-12-03',
  plates: ['أ ب ج 1234'],
  iat: Math.floor(Date.now() / 1000),
  ...overrides,
});

/** A token the app signs with its key in use, as an approval would, with its check code and claims. */
export async function signTestToken(
  app: FastifyInstance,
  overrides: Partial<PermitClaims> = {},
): Promise<PermitProofOf & { claims: PermitClaims }> {
  const claims = testClaims(overrides);
  return { ...(await app.permitProof.sign(claims)), claims };
}

/**
 * A fixed key for a server started in another process (e2e): give it as PERMIT_SIGNING_KEY there, and
 * sign with signWithTestKey here; the server publishes it in jwks.json. Never a real key.
 */
export const TEST_PERMIT_SIGNING_KEY = {
  kty: 'EC',
  crv: 'P-256',
  x: '7yHqlqIQMFCHaP4xN3eRs2z27PXn05PAFvCtaQHewGw',
  y: 'vCg8noOpc9wahPJDyEU_JKhKcq9NBfQFsTz4YSdVEpM',
  d: 'mOb0W-5wbYowugmixdeZUYjstIJnLItZfNL_cBtLRaQ',
} as const;

/** A second fixed key, for a token no published key verifies (an unknown key) or for a rotation. */
export const OTHER_TEST_SIGNING_KEY = {
  kty: 'EC',
  crv: 'P-256',
  x: 'MTuCsUTer7kT5RTIWifwcHGURv4dQ-Xlhc4bOcD-z1Y',
  y: 'vW3HbSjSxoXBWR_MKm9b1vWRvb9MOP4oSDx1-tB4D_A',
  d: 'NpM1L7ZHrK_qq3kjd0ZGDbJn4pjNo_KZ-YRWrleG1Pk',
} as const;

/** Signs `claims` with one of the fixed keys, exactly as the server does with it. */
export async function signWithTestKey(
  overrides: Partial<PermitClaims> = {},
  key: typeof TEST_PERMIT_SIGNING_KEY | typeof OTHER_TEST_SIGNING_KEY = TEST_PERMIT_SIGNING_KEY,
): Promise<PermitProofOf & { claims: PermitClaims }> {
  const claims = testClaims(overrides);
  const sign = await signerOf({ kid: await kidOf(key), privateJwk: key });
  return { ...(await sign(claims)), claims };
}
