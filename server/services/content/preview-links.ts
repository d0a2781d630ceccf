import { hasValidSignature, sign } from '../accounts/secrets';

/** How long an editor's preview link shows an unpublished item: an afternoon's review, not a lasting address. */
export const PREVIEW_LIFETIME_MS = 4 * 60 * 60 * 1000;

/** `preview=` as a link carries it: the item's id, its expiry in Unix seconds, and their HMAC. */
export const PREVIEW_TOKEN_PATTERN = '^\\d{1,10}\\.\\d{1,12}\\.[0-9a-f]{64}$';

const signedPayload = (type: string, id: number, expires: string) => `content-preview\n${type}\n${id}\n${expires}`;

/** The token of an editor's preview link to item `id` of content `type`, signed with the app secret. */
export function previewToken(secret: string, type: string, id: number, now = new Date()): string {
  const expires = String(Math.floor((now.getTime() + PREVIEW_LIFETIME_MS) / 1000));
  return `${id}.${expires}.${sign(secret, signedPayload(type, id, expires))}`;
}

/** The id of the item of `type` the token lets the public page show unpublished; undefined if tampered or expired. */
export function previewedId(secret: string, type: string, token: string, now = new Date()): number | undefined {
  const [id, expires, signature] = token.split('.');
  if (!/^\d{1,10}$/.test(id ?? '') || !/^\d{1,12}$/.test(expires ?? '')) return undefined;
  if (!hasValidSignature(secret, signedPayload(type, Number(id), expires!), signature ?? '')) return undefined;
  return Number(expires) * 1000 < now.getTime() ? undefined : Number(id);
}
