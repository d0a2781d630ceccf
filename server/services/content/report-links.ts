import { hasValidSignature, sign } from '../accounts/secrets';

/** How long a report's download link works: the mail may be read days later. */
export const REPORT_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The query of a signed download link: Unix seconds and the HMAC of the report and that time. */
export interface ReportLinkQuery {
  expires: string;
  signature: string;
}

export type ReportLinkCheck = 'valid' | 'tampered' | 'expired';

const signedPayload = (uuid: string, expires: string) => `study-report-file\n${uuid.toLowerCase()}\n${expires}`;

/** The download link of a report, signed with the app secret and expiring `REPORT_LINK_LIFETIME_MS` from `now`. */
export function reportLinkUrl(publicUrl: string, secret: string, uuid: string, now = new Date()): string {
  const expires = String(Math.floor((now.getTime() + REPORT_LINK_LIFETIME_MS) / 1000));
  const query = new URLSearchParams({ expires, signature: sign(secret, signedPayload(uuid, expires)) });
  return `${publicUrl}/api/v1/studies-reports/${uuid}/file?${query.toString()}`;
}

/** Whether the link is one the server signed for this report, and still within its time. */
export function checkReportLink(
  secret: string,
  uuid: string,
  { expires, signature }: ReportLinkQuery,
  now = new Date(),
): ReportLinkCheck {
  if (!/^\d{1,12}$/.test(expires) || !hasValidSignature(secret, signedPayload(uuid, expires), signature))
    return 'tampered';
  return Number(expires) * 1000 < now.getTime() ? 'expired' : 'valid';
}
