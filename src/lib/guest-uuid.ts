/** Where the browser keeps the visitor's guest id (docs/requirements.md §P6: guest likes and survey answers). */
export const GUEST_UUID_STORAGE_KEY = 'reserve-portal.guest-uuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A random UUID v4 (crypto.randomUUID exists only on HTTPS pages and localhost). */
export function newUuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// The id of this page when storage is refused.
let fallback: string | undefined;

/**
 * This browser's guest id: made once and kept in localStorage, so a guest's like is still theirs after a
 * reload. A missing or damaged value is replaced; without storage the id lasts as long as the page.
 */
export function guestUuid(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): string {
  try {
    const kept = storage?.getItem(GUEST_UUID_STORAGE_KEY);
    if (kept && UUID_V4.test(kept)) return kept;
    const made = newUuidV4();
    storage?.setItem(GUEST_UUID_STORAGE_KEY, made);
    return made;
  } catch {
    return (fallback ??= newUuidV4());
  }
}
