import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { PermitVerification } from '../../../schemas/api/permits';
import { initialsOf, isCheckCode, normaliseCheckCode, type PermitClaims } from '../../../schemas/permit-proof';
import { toAsciiDigits } from '../../../schemas/validation/ascii-digits';
import type { Database } from '../../db/client';
import { permits } from '../../db/schema';
import { translate, type Locale } from '../../i18n/messages';
import { ApiError, validationFailed } from '../../lib/api-error';

/** SA-2026-000123: the type's prefix, the year, the number in the year. */
const REFERENCE = /^[A-Z]{2,8}-\d{4}-\d{6,10}$/;

/**
 * A reference as someone typed or copied it, made comparable: direction marks and isolates (the PDF wraps
 * it in them) and spaces dropped, any digits to ASCII, upper case.
 */
const normaliseReference = (typed: string) =>
  toAsciiDigits(typed)
    .replace(/[\p{Cf}\s]/gu, '')
    .toUpperCase();

const sameCode = (kept: string, given: string) =>
  kept.length === given.length && timingSafeEqual(Buffer.from(kept), Buffer.from(given));

/**
 * The permit of `reference` if `code` is its document's check code: its status now and the holder's initials,
 * read from the name its proof signed. Undefined alike for an unknown reference, a wrong code and a permit
 * without a document, so the answer tells a guesser nothing.
 */
async function matchingPermit(db: Database, reference: string, code: string): Promise<PermitVerification | undefined> {
  const [permit] = await db
    .select({
      reference: permits.reference,
      type: permits.type,
      status: permits.status,
      firstDay: permits.firstDay,
      lastDay: permits.lastDay,
      proofToken: permits.proofToken,
      checkCode: permits.checkCode,
    })
    .from(permits)
    .where(eq(permits.reference, reference));
  if (!permit?.proofToken || !permit.checkCode || !sameCode(permit.checkCode, code)) return undefined;
  const { name } = decodeJwt<PermitClaims>(permit.proofToken);
  return {
    reference: permit.reference,
    type: permit.type,
    status: permit.status,
    first_day: permit.firstDay,
    last_day: permit.lastDay,
    initials: initialsOf(name),
  };
}

/**
 * POST permit-verifications: the reference and check code as typed (or as the verify page read them from a
 * token), normalised, then checked: a malformed one is 422 per field, a permit they do not match 404.
 */
export async function verifyPermit(
  db: Database,
  locale: Locale,
  typed: { reference: string; code: string },
): Promise<PermitVerification> {
  const reference = normaliseReference(typed.reference);
  const code = normaliseCheckCode(typed.code);
  const errors = {
    ...(!REFERENCE.test(reference) && { reference: [translate(locale, 'permit_verification_reference_invalid')] }),
    ...(!isCheckCode(code) && { code: [translate(locale, 'permit_verification_code_invalid')] }),
  };
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const permit = await matchingPermit(db, reference, code);
  if (!permit) throw new ApiError(404, 'permit_verification_not_found');
  return permit;
}
