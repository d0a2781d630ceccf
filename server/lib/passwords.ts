import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP's first argon2id configuration: 19 MiB, 2 iterations, 1 lane.
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** The password as an argon2id PHC string; the password itself is never stored or logged. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

// Checked against when no account matches, so an unknown address costs the same time as a wrong password.
const decoyHash = hashPassword('decoy password that matches no account');

/** Whether the password matches the hash; with no hash, spends the same time and answers false. */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (hash === undefined) {
    await argon2.verify(await decoyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

const commonPasswords = new Set(dictionary['passwords-common']);

/** Whether the password is among the ~50,000 most common ones (zxcvbn's list), whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
