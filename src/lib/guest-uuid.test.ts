import { describe, expect, it } from 'vitest';
import { GUEST_UUID_STORAGE_KEY, guestUuid, newUuidV4 } from './guest-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('guestUuid', () => {
  it('makes version-4 ids, each different', () => {
    const ids = Array.from({ length: 200 }, newUuidV4);
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(200);
  });

  it('keeps the id it made, so the same browser is the same guest', () => {
    const storage = memoryStorage();
    const first = guestUuid(storage);
    expect(storage.getItem(GUEST_UUID_STORAGE_KEY)).toBe(first);
    expect(guestUuid(storage)).toBe(first);
  });

  it('replaces a damaged value', () => {
    const storage = memoryStorage({ [GUEST_UUID_STORAGE_KEY]: '"not a uuid"' });
    expect(guestUuid(storage)).toMatch(V4);
    expect(storage.getItem(GUEST_UUID_STORAGE_KEY)).toMatch(V4);
  });

  it('still gives one id for the page when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(guestUuid(refusing)).toBe(guestUuid(refusing));
  });
});
