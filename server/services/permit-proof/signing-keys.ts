import { and, desc, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { PermitSigningKey } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { signingKeys } from '../../db/schema';

/** The key that signs this process's permits. */
export interface SigningKey {
  kid: string;
  privateJwk: JWK;
}

/** The members RFC 7638 hashes for an EC key: all the public part there is. */
const publicPartOf = ({ kty, crv, x, y }: JWK): JWK => ({ kty, crv, x, y });

/** A key's id: its RFC 7638 thumbprint, which anyone holding the public key can compute again. */
export const kidOf = (jwk: JWK) => calculateJwkThumbprint(publicPartOf(jwk));

/** What jwks.json publishes of a key: how a verifier finds it (kid) and what it may do with it. */
const publishedJwk = (kid: string, publicJwk: JWK): JWK => ({ ...publicJwk, kid, alg: 'ES256', use: 'sig' });

// Two processes starting (or a rotation running) at once must settle on one key, not make one each.
const lockKeys = (tx: Transaction) => tx.execute(sql`lock table ${signingKeys} in exclusive mode`);

async function newGeneratedKey(tx: Transaction): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const kid = await kidOf(privateJwk);
  await tx.insert(signingKeys).values({ kid, publicJwk: publicPartOf(privateJwk), privateJwk });
  return { kid, privateJwk };
}

async function generatedKeyInUse(tx: Transaction): Promise<SigningKey> {
  const [kept] = await tx
    .select({ kid: signingKeys.kid, privateJwk: signingKeys.privateJwk })
    .from(signingKeys)
    .where(and(isNull(signingKeys.retiredAt), isNotNull(signingKeys.privateJwk)))
    .orderBy(desc(signingKeys.createdAt))
    .limit(1);
  return kept?.privateJwk ? { kid: kept.kid, privateJwk: kept.privateJwk } : newGeneratedKey(tx);
}

/** A configured key is recorded by its public part alone: its secret stays in the configuration. */
async function recordedConfiguredKey(tx: Transaction, configured: PermitSigningKey): Promise<SigningKey> {
  const kid = await kidOf(configured);
  await tx
    .insert(signingKeys)
    .values({ kid, publicJwk: publicPartOf(configured) })
    .onConflictDoUpdate({ target: signingKeys.kid, set: { retiredAt: null } });
  return { kid, privateJwk: configured };
}

const retire = { retiredAt: sql`now()`, privateJwk: null };

/**
 * At start: the key this process signs with (PERMIT_SIGNING_KEY, else the generated one kept here,
 * made on the first start), recorded; every other key is retired, still published so that what it
 * signed still verifies, its private part (if kept here) dropped since it will never sign again.
 */
export function takeSigningKey(db: Database, configured: PermitSigningKey | undefined): Promise<SigningKey> {
  return db.transaction(async (tx) => {
    await lockKeys(tx);
    const key = configured ? await recordedConfiguredKey(tx, configured) : await generatedKeyInUse(tx);
    await tx
      .update(signingKeys)
      .set(retire)
      .where(and(ne(signingKeys.kid, key.kid), isNull(signingKeys.retiredAt)));
    return key;
  });
}

/**
 * `npm run permit-keys:rotate`: retires the generated key and makes its successor, which servers
 * take at their next start (until then they keep signing with the old one, which stays published).
 */
export function rotateGeneratedKey(db: Database): Promise<string> {
  return db.transaction(async (tx) => {
    await lockKeys(tx);
    await tx
      .update(signingKeys)
      .set(retire)
      .where(and(isNull(signingKeys.retiredAt), isNotNull(signingKeys.privateJwk)));
    return (await newGeneratedKey(tx)).kid;
  });
}

/** Every key's public part for jwks.json: the one in use first, then the others, newest first. */
export async function publishedKeys(db: Database, kidInUse: string): Promise<JWK[]> {
  const rows = await db
    .select({ kid: signingKeys.kid, publicJwk: signingKeys.publicJwk })
    .from(signingKeys)
    .orderBy(sql`${signingKeys.kid} = ${kidInUse} desc`, desc(signingKeys.createdAt));
  return rows.map(({ kid, publicJwk }) => publishedJwk(kid, publicJwk));
}
