import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/render-with-providers';
import { LongDate } from './long-date';

describe('the long date', () => {
  it.each([
    ['ar', '20 مارس 2026', '20 مارس 2026 (1 شوال 1447 هـ)'],
    ['en', 'March 20, 2026', 'March 20, 2026 (Shawwal 1, 1447 AH)'],
  ] as const)(
    'in %s reads the reserve’s day, with the Umm al-Qura date beside it where asked',
    (locale, gregorian, both) => {
      // 21:30 UTC on the 19th is already the 20th in Riyadh.
      renderWithProviders(
        <>
          <LongDate value="2026-03-19T21:30:00Z" />
          <LongDate value="2026-03-20" withHijri />
        </>,
        { locale },
      );
      const [plain, withHijri] = screen.getAllByRole('time') as HTMLTimeElement[];
      expect(plain!.textContent).toBe(gregorian);
      expect(withHijri!.textContent).toBe(both);
      expect(withHijri!.dateTime).toBe('2026-03-20');
    },
  );
});
