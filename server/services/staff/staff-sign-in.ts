import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { toAsciiDigits } from '../../../schemas/validation/ascii-digits';
import type { Database } from '../../db/client';
import { staffMembers } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { normalizedEmail } from '../accounts/create-account';
import { replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { signedInStaffOf, type SignedInStaff } from './signed-in-staff';
import { countWrongCode, issueStaffSecret, liveStaffSecret, spendStaffSecret } from './staff-secrets';
import { issueStaffSession, revokeAllStaffSessions } from './staff-sessions';
import { newTotpSecret, totpEnrolment, totpStepOf } from './totp';

/** The member an address and password sign in: one not disabled, who has set a password. */
export async function staffOfCredentials(db: Database, email: string, password: string) {
  const [member] = await db
    .select({
      id: staffMembers.id,
      email: staffMembers.email,
      passwordHash: staffMembers.passwordHash,
      totpConfirmedAt: staffMembers.totpConfirmedAt,
    })
    .from(staffMembers)
    .where(and(eq(staffMembers.email, normalizedEmail(email)), isNull(staffMembers.disabledAt)))
    .limit(1);
  // verifyPassword spends the same time on an unknown address or a member without a password yet.
  return (await verifyPassword(member?.passwordHash ?? undefined, password)) ? member : undefined;
}

/**
 * The step after a right password: a challenge for the second factor and, until the member confirms
 * an authenticator app, a new TOTP secret to enrol (each sign-in before confirming draws a fresh one).
 */
export async function startStaffSignIn(
  db: Database,
  member: { id: number; email: string; totpConfirmedAt: Date | null },
) {
  let enrolment: Awaited<ReturnType<typeof totpEnrolment>> | undefined;
  if (!member.totpConfirmedAt) {
    const secret = newTotpSecret();
    await db.update(staffMembers).set({ totpSecret: secret, totpLastStep: null }).where(eq(staffMembers.id, member.id));
    enrolment = await totpEnrolment(secret, member.email);
  }
  const challenge = await issueStaffSecret(db, member.id, 'sign_in_challenge');
  return { challenge, ...(enrolment && { enrolment }) };
}

/** A sign-in finished: the session's token, the member, and their recovery codes when this confirmed enrolment. */
export interface FinishedStaffSignIn {
  token: string;
  staff: SignedInStaff;
  recoveryCodes?: string[];
}

class WrongCode extends Error {}

/**
 * Claims a TOTP code's time step for the member: only a step later than the last one taken, in one
 * conditional UPDATE, so a code seen once (or raced by a second request) never signs in again.
 */
async function spendTotpStep(db: Database, staffId: number, step: number | null) {
  if (step === null) return false;
  const claimed = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(eq(staffMembers.id, staffId), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))),
    )
    .returning({ id: staffMembers.id });
  return claimed.length > 0;
}

/**
 * Finishes a sign-in with the TOTP code of the member's app or one of their recovery codes (not while
 * enrolling: the first right TOTP code confirms the app). A wrong code counts against the challenge;
 * `challenge` answers a challenge that is unknown, used, expired or worn out.
 */
export async function finishStaffSignIn(
  db: Database,
  challengeToken: string,
  code: string,
): Promise<FinishedStaffSignIn | 'challenge' | 'code'> {
  const challenge = await liveStaffSecret(db, 'sign_in_challenge', challengeToken);
  if (!challenge) return 'challenge';
  const [member] = await db
    .select({ totpSecret: staffMembers.totpSecret, totpConfirmedAt: staffMembers.totpConfirmedAt })
    .from(staffMembers)
    .where(and(eq(staffMembers.id, challenge.staffId), isNull(staffMembers.disabledAt)))
    .limit(1);
  if (!member?.totpSecret) return 'challenge';
  // An Arabic keyboard types ٤٥٦٧٨٩ for 456789.
  const totpCode = toAsciiDigits(code).replace(/[\s-]/g, '');
  const isTotp = /^\d{6}$/.test(totpCode);
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      if (!(await spendStaffSecret(txDb, challenge.id))) return 'challenge' as const;
      const right = isTotp
        ? await spendTotpStep(txDb, challenge.staffId, totpStepOf(member.totpSecret!, totpCode))
        : member.totpConfirmedAt !== null && (await spendRecoveryCode(txDb, challenge.staffId, code));
      // Rolls back the challenge's use: it takes the next code, up to its limit.
      if (!right) throw new WrongCode();
      let recoveryCodes: string[] | undefined;
      if (!member.totpConfirmedAt) {
        await txDb
          .update(staffMembers)
          .set({ totpConfirmedAt: new Date() })
          .where(eq(staffMembers.id, challenge.staffId));
        recoveryCodes = await replaceRecoveryCodes(txDb, challenge.staffId);
      }
      const token = await issueStaffSession(txDb, challenge.staffId);
      const staff = (await signedInStaffOf(txDb, challenge.staffId))!;
      return { token, staff, ...(recoveryCodes && { recoveryCodes }) };
    });
  } catch (error) {
    if (!(error instanceof WrongCode)) throw error;
    await countWrongCode(db, challenge.id);
    return 'code';
  }
}

/**
 * Sets the password of the member a set-password link is for, and ends their sessions; false when the
 * link is unknown, used or expired.
 */
export async function setStaffPassword(db: Database, token: string, password: string): Promise<boolean> {
  const link = await liveStaffSecret(db, 'set_password', token);
  if (!link) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    if (!(await spendStaffSecret(txDb, link.id))) return false;
    await txDb
      .update(staffMembers)
      .set({ passwordHash, passwordChangedAt: new Date() })
      .where(eq(staffMembers.id, link.staffId));
    await revokeAllStaffSessions(txDb, link.staffId);
    return true;
  });
}
