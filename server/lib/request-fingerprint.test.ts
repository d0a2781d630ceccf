import { describe, expect, it } from 'vitest';
import { requestFingerprint } from './request-fingerprint';

describe('requestFingerprint', () => {
  it('ignores the order of keys, at every depth', () => {
    expect(requestFingerprint({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      requestFingerprint({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
  });

  it('tells apart different values, and the order of a list', () => {
    expect(requestFingerprint({ a: [1, 2] })).not.toBe(requestFingerprint({ a: [2, 1] }));
    expect(requestFingerprint({ a: '1' })).not.toBe(requestFingerprint({ a: 1 }));
  });

  it('counts a file by its content, whatever its name', () => {
    const photo = { name: 'photo.png', type: 'image/png', size: 10 };
    const renamed = { name: 'renamed.png', type: 'image/png', size: 10 };
    const sameContent = requestFingerprint({ files: [photo] }, new Map([[photo, { sha256: 'aa' }]]));
    expect(requestFingerprint({ files: [renamed] }, new Map([[renamed, { sha256: 'aa' }]]))).toBe(sameContent);
    expect(requestFingerprint({ files: [photo] }, new Map([[photo, { sha256: 'bb' }]]))).not.toBe(sameContent);
  });
});
