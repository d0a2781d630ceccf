import type { PermitType } from './api/member';
import { toAsciiDigits } from './validation/ascii-digits';

/**
 * What a permit's QR code signs: the payload of a compact JWS (ES256, header `{ alg, kid }`). The names are
 * short because every character makes the QR code denser on paper.
 */
export interface PermitClaims {
  v: 1;
  /** SA-2026-000123 */
  ref: string;
  typ: PermitType;
  /** The holder's full name as on the request; the verify page shows only its initials. */
  name: string;
  /** The last four digits of the holder's ID number, '' when the request has none. */
  id4: string;
  /** First and last day inclusive (reserve calendar, YYYY-MM-DD); null for a permit without dates. */
  from: string | null;
  to: string | null;
  /** Vehicle plate numbers as written; [] when none. */
  plates: string[];
  /** Issued, in seconds since the epoch. */
  iat: number;
}

export const VERIFY_PATH = '/verify';

/** Where the published public keys are (RFC 8615's well-known place): the verify page's and anybody's. */
export const JWKS_PATH = '/.well-known/jwks.json';

/** What the QR code encodes: the token rides in the fragment, which browsers never send, so no server logs it. */
export const verifyUrlOf = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${VERIFY_PATH}#${token}`;

// Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper has no look-alikes.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CHECK_CODE_LENGTH = 8;

/** The 8-character code printed beside the QR: the first 40 bits of SHA-256 of the token, in Crockford base32. */
export async function checkCodeOf(token: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  let bits = 0n;
  for (const byte of digest.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let shift = 35n; shift >= 0n; shift -= 5n) code += CROCKFORD[Number((bits >> shift) & 31n)];
  return code;
}

/** A check code as someone typed it, made comparable: any digits to ASCII, upper case, separators dropped, look-alikes folded. */
export const normaliseCheckCode = (typed: string) =>
  toAsciiDigits(typed)
    .toUpperCase()
    .replace(/[\s\-‐-―_.]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');

export const isCheckCode = (code: string) => new RegExp(`^[${CROCKFORD}]{${CHECK_CODE_LENGTH}}$`).test(code);

/** As printed on the permit: ABCD-EFGH. */
export const formatCheckCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The holder's initials, all a verifier is shown: the first letters of the first and last names ("م. ع."). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => `${[...word][0]!.toUpperCase()}.`).join(' ');
}
