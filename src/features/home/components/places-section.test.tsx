import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appearanceFixture } from '../../../../tests/support/appearance-fixture';
import { renderWithProviders } from '../../../../tests/support/render-with-providers';
import { PlacesSection } from './places-section';

const places = appearanceFixture.region;

describe('PlacesSection', () => {
  it('shows the first place, then swaps picture, title and description to the place pressed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlacesSection places={places} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('روضة التنهات');
    expect(screen.getByRole('button', { name: 'روضة التنهات' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'وادي الشوكي' }));

    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('وادي الشوكي');
    expect(screen.getByText('وصف وادي الشوكي')).toBeDefined();
    expect(screen.getByRole('img', { name: 'وادي الشوكي' }).getAttribute('src')).toBe('/demo/places/shawki-large.webp');
    expect(screen.getByRole('button', { name: 'وادي الشوكي' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'روضة التنهات' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('works from the keyboard and keeps the choice on a second press', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlacesSection places={places} />, { locale: 'en' });
    screen.getByRole('button', { name: 'Rawdat Noura' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Rawdat Noura');
    await user.keyboard(' ');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Rawdat Noura');
    expect(screen.getByText('About Rawdat Noura')).toBeDefined();
  });

  it('labels the group of place buttons', () => {
    renderWithProviders(<PlacesSection places={places} />);
    expect(screen.getByRole('group', { name: 'اختر مكانًا' })).toBeDefined();
    expect(screen.getAllByRole('button')).toHaveLength(5);
  });
});
