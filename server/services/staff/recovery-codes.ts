import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffSecrets } from '../../db/schema';
import { secretHash } from '../accounts/secrets';

/** How many recovery codes a member gets at enrolment, each good once. */
export const RECOVERY_CODE_COUNT = 10;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A code as the member may type it: any letter case, with or without its hyphen and spaces. */
const canonical = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** 50 random bits, written `xxxxx-xxxxx` in base32's letters and digits, which a person reads without confusion. */
function newRecoveryCode(): string {
  const letters = [...randomBytes(10)].map((byte) => ALPHABET[byte % 32]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** New recovery codes for the member, shown once; the old ones stop working. Only their hashes are kept. */
export async function replaceRecoveryCodes(db: Database, staffId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db
    .delete(staffSecrets)
    .where(and(eq(staffSecrets.staffId, staffId), eq(staffSecrets.purpose, 'recovery_code')));
  await db
    .insert(staffSecrets)
    .values(
      codes.map((code) => ({ staffId, purpose: 'recovery_code' as const, secretHash: secretHash(canonical(code)) })),
    );
  return codes;
}

/** Uses up one of the member's recovery codes; false when it is none of theirs or was used before. */
export async function spendRecoveryCode(db: Database, staffId: number, code: string): Promise<boolean> {
  const spent = await db
    .update(staffSecrets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffSecrets.staffId, staffId),
        eq(staffSecrets.purpose, 'recovery_code'),
        eq(staffSecrets.secretHash, secretHash(canonical(code))),
        isNull(staffSecrets.usedAt),
      ),
    )
    .returning({ id: staffSecrets.id });
  return spent.length === 1;
}
