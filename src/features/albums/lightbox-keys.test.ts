import { describe, expect, it } from 'vitest';
import { photoStepOfKey, steppedIndex } from './lightbox-keys';

describe('the lightbox keys', () => {
  it('go forward with the arrow that points the way the text reads', () => {
    expect(photoStepOfKey('ArrowLeft', 'rtl')).toBe(1);
    expect(photoStepOfKey('ArrowRight', 'rtl')).toBe(-1);
    expect(photoStepOfKey('ArrowRight', 'ltr')).toBe(1);
    expect(photoStepOfKey('ArrowLeft', 'ltr')).toBe(-1);
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'Home']) expect(photoStepOfKey(key, 'rtl')).toBe(0);
  });

  it('go round past either end', () => {
    expect(steppedIndex(0, -1, 5)).toBe(4);
    expect(steppedIndex(4, 1, 5)).toBe(0);
    expect(steppedIndex(2, 1, 5)).toBe(3);
    expect(steppedIndex(0, 1, 1)).toBe(0);
  });
});
