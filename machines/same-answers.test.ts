import { describe, expect, it } from 'vitest';
import { sameAnswers } from './same-answers';

describe('sameAnswers', () => {
  it('ignores key order and keys holding undefined', () => {
    expect(sameAnswers({ a: 1, b: { c: 'x' } }, { b: { c: 'x' }, a: 1 })).toBe(true);
    expect(sameAnswers({ a: 1, email: undefined }, { a: 1 })).toBe(true);
  });

  it('tells apart a changed value, a list in another order and a re-chosen file', () => {
    expect(sameAnswers({ phone: '+966501234567' }, { phone: '+966501234568' })).toBe(false);
    expect(sameAnswers({ ids: [1, 2] }, { ids: [2, 1] })).toBe(false);
    expect(sameAnswers({ ids: [1] }, { ids: 1 })).toBe(false);
    // The same file chosen again gets another ref, and may have changed on disk meanwhile.
    const photo = { name: 'a.png', type: 'image/png', size: 4 };
    expect(
      sameAnswers({ attachments: [{ ...photo, ref: 'file-1' }] }, { attachments: [{ ...photo, ref: 'file-2' }] }),
    ).toBe(false);
  });
});
