import { describe, expect, it } from 'vitest';
import { searchWithTab, tabIndexFromSearch, withoutFigcaptions } from './api';
import { carouselLayoutAt, slidesPerView, stepSlide } from './carousel-layout';
import { tabAfterKey } from './tab-keys';

describe('the about page logic', () => {
  it('shows 1 slide under 768 px, 2 from 768, 3 from 1024, with gaps of 20 and 30 px (docs/requirements.md §P9)', () => {
    expect([0, 390, 767, 768, 1023, 1024, 1366].map(slidesPerView)).toEqual([1, 1, 1, 2, 2, 3, 3]);
    expect([390, 800, 1366].map((width) => carouselLayoutAt(width).gap)).toEqual([20, 20, 30]);
  });

  it('steps through the slides, wrapping after the last full view and before the first', () => {
    expect(stepSlide(0, 1, 5, 3)).toBe(1);
    expect(stepSlide(2, 1, 5, 3)).toBe(0);
    expect(stepSlide(4, 1, 5, 1)).toBe(0);
    expect(stepSlide(0, -1, 5, 3)).toBe(2);
    expect(stepSlide(2, -1, 5, 3)).toBe(1);
    // Fewer slides than fit: nothing to move to.
    expect(stepSlide(0, 1, 2, 3)).toBe(0);
    expect(stepSlide(0, -1, 2, 3)).toBe(0);
  });

  it('reads the tab from the address as people count, and anything else as the first tab', () => {
    expect(tabIndexFromSearch('', 5)).toBe(0);
    expect(tabIndexFromSearch('?tab=3', 5)).toBe(2);
    for (const value of ['0', '-1', 'abc', '2.5', '6', '1e1', ''])
      expect(tabIndexFromSearch(`?tab=${value}`, 5)).toBe(0);
    expect(searchWithTab('', 2)).toBe('?tab=3');
    expect(searchWithTab('?tab=3&x=1', 0)).toBe('?x=1');
    expect(searchWithTab('?tab=3', 0)).toBe('');
  });

  it('removes every figure caption, nested ones whole, and keeps the rest of the figure', () => {
    const body =
      '<figure><img src="/a.webp" alt="A meadow"><figcaption class="c">Caption <em>one</em></figcaption></figure><p>Text</p>' +
      '<FIGCAPTION>two</FIGCAPTION><figcaption>outer <figcaption>inner</figcaption> tail</figcaption>';
    expect(withoutFigcaptions(body)).toBe('<figure><img src="/a.webp" alt="A meadow"></figure><p>Text</p>');
    expect(withoutFigcaptions('<p>No caption</p>')).toBe('<p>No caption</p>');
  });

  it('moves between tabs with the arrows as read, Home and End, wrapping', () => {
    expect(tabAfterKey('ArrowRight', 0, 4, false)).toBe(1);
    expect(tabAfterKey('ArrowLeft', 0, 4, true)).toBe(1);
    expect(tabAfterKey('ArrowLeft', 0, 4, false)).toBe(3);
    expect(tabAfterKey('ArrowRight', 0, 4, true)).toBe(3);
    expect(tabAfterKey('ArrowDown', 3, 4, true)).toBe(0);
    expect(tabAfterKey('ArrowUp', 0, 4, false)).toBe(3);
    expect(tabAfterKey('Home', 2, 4, false)).toBe(0);
    expect(tabAfterKey('End', 0, 4, false)).toBe(3);
    expect(tabAfterKey('Enter', 0, 4, false)).toBeNull();
  });
});
