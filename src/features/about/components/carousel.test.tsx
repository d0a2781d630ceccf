import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../tests/support/render-with-providers';
import { PageMessages } from '../../../i18n/page-messages';
import { aboutMessages } from '../messages';
import { Carousel } from './carousel';

/** The visitor's motion preference, as matchMedia answers it (jsdom has none). */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderCarousel() {
  renderWithProviders(
    <PageMessages catalogue={aboutMessages}>
      <Carousel label="الأهداف">
        {['أ', 'ب', 'ج', 'د', 'هـ'].map((name) => (
          <a key={name} href={`/${name}`}>
            {name}
          </a>
        ))}
      </Carousel>
    </PageMessages>,
  );
  return screen.getByRole('region', { name: 'الأهداف' });
}

describe('the carousel', () => {
  let scrolls: ReturnType<typeof vi.fn>;
  const scrollTo = Element.prototype.scrollTo;
  beforeEach(() => {
    vi.useFakeTimers();
    scrolls = vi.fn();
    Element.prototype.scrollTo = scrolls as unknown as typeof Element.prototype.scrollTo;
    preferReducedMotion(false);
  });
  afterEach(() => {
    Element.prototype.scrollTo = scrollTo;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('names each slide by its place, and moves on by itself every 5 seconds', () => {
    renderCarousel();
    expect(screen.getByRole('group', { name: '2 من 5' }).textContent).toBe('ب');
    wait(4_999);
    expect(scrolls).not.toHaveBeenCalled();
    wait(1);
    expect(scrolls).toHaveBeenCalledTimes(1);
    wait(5_000);
    expect(scrolls).toHaveBeenCalledTimes(2);
  });

  it('holds still while the pointer is over it, and moves on again when it leaves', () => {
    const track = renderCarousel();
    fireEvent.mouseEnter(track.parentElement!);
    wait(15_000);
    expect(scrolls).not.toHaveBeenCalled();
    fireEvent.mouseLeave(track.parentElement!);
    wait(5_000);
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  it('holds still while focus is anywhere in it, also moving between its own elements', () => {
    renderCarousel();
    const link = screen.getByRole('link', { name: 'ب' });
    act(() => link.focus());
    wait(10_000);
    act(() => screen.getByRole('button', { name: 'الشريحة التالية' }).focus());
    wait(10_000);
    // The next button was never pressed, so nothing scrolled.
    expect(scrolls).not.toHaveBeenCalled();
    act(() => (document.activeElement as HTMLElement).blur());
    wait(5_000);
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  it('stops and starts with its visible control, whose name says what it will do', () => {
    renderCarousel();
    const control = screen.getByRole('button', { name: 'إيقاف العرض المتحرك مؤقتا' });
    fireEvent.click(control);
    fireEvent.blur(control);
    wait(20_000);
    expect(scrolls).not.toHaveBeenCalled();
    expect(control.getAttribute('aria-label')).toBe('تشغيل العرض المتحرك');
    fireEvent.click(control);
    act(() => control.blur());
    wait(5_000);
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  it('does not move by itself for a visitor who prefers reduced motion, until asked to play', () => {
    preferReducedMotion(true);
    renderCarousel();
    wait(20_000);
    expect(scrolls).not.toHaveBeenCalled();
    const control = screen.getByRole('button', { name: 'تشغيل العرض المتحرك' });
    fireEvent.click(control);
    act(() => control.blur());
    wait(5_000);
    expect(scrolls).toHaveBeenCalledTimes(1);
    expect(scrolls.mock.calls[0]![0]).toMatchObject({ behavior: 'auto' });
  });

  it('steps with the previous and next buttons', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'الشريحة التالية' }));
    fireEvent.click(screen.getByRole('button', { name: 'الشريحة السابقة' }));
    expect(scrolls).toHaveBeenCalledTimes(2);
  });
});
