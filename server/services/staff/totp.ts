import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The name an authenticator app shows above the member's address. */
const ISSUER = 'Reserve Authority';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A new 160-bit TOTP secret, base32 (RFC 4226's recommended length). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/**
 * The time step (30-second period since 1970) whose code `code` is, when it is the secret's code of now or
 * of the period before or after (a clock a little off); null otherwise.
 */
export function totpStepOf(secret: string, code: string, timestamp = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** What a member scans or types into their app at enrolment: the secret, its otpauth:// URI and that URI as a QR code. */
export async function totpEnrolment(secret: string, email: string) {
  const otpauthUri = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_uri: otpauthUri, qr_svg: qrSvg };
}
