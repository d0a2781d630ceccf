import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A new secret to hand to a user once: 32 random bytes, URL-safe. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** A one-time code of `length` digits, uniformly drawn. */
export const newNumericCode = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');

/** What the database keeps of a secret: its SHA-256, so a stolen copy of the table opens nothing. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** HMAC-SHA-256 of `payload` with the server's secret, hex. */
export const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('hex');

/** Whether `signature` is the HMAC of `payload`, compared in constant time. */
export function hasValidSignature(key: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(key, payload), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
