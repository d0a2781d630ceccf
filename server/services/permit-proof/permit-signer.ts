import { CompactSign, importJWK, type JWK } from 'jose';
import { checkCodeOf, type PermitClaims } from '../../../schemas/permit-proof';
import type { PermitSigningKey } from '../../config';
import type { Database } from '../../db/client';
import { publishedKeys, takeSigningKey, type SigningKey } from './signing-keys';

/** A permit's token (compact JWS, ES256, header `{ alg, kid }`) and the check code printed beside its QR code. */
export interface PermitProofOf {
  token: string;
  checkCode: string;
}

/** Signs permits' QR codes and publishes the keys that verify them (docs/permits.md#the-permits-proof). */
export interface PermitProof {
  sign(claims: PermitClaims): Promise<PermitProofOf>;
  /** The public keys for /.well-known/jwks.json: the one in use first, then the retired ones. */
  jwks(): Promise<{ keys: JWK[] }>;
}

const encoder = new TextEncoder();

/** Signs with one key: the claims as JSON, the key's thumbprint as the header's kid. */
export async function signerOf({ kid, privateJwk }: SigningKey): Promise<PermitProof['sign']> {
  const privateKey = await importJWK(privateJwk, 'ES256');
  return async (claims) => {
    const token = await new CompactSign(encoder.encode(JSON.stringify(claims)))
      .setProtectedHeader({ alg: 'ES256', kid })
      .sign(privateKey);
    return { token, checkCode: await checkCodeOf(token) };
  };
}

/** Takes this process's signing key (see takeSigningKey) and signs with it until the process ends. */
export async function createPermitProof(db: Database, configured: PermitSigningKey | undefined): Promise<PermitProof> {
  const key = await takeSigningKey(db, configured);
  return { sign: await signerOf(key), jwks: async () => ({ keys: await publishedKeys(db, key.kid) }) };
}
