import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { stubFetch } from '../../../tests/support/stub-fetch';
import HomePage from './home-page';

describe('HomePage', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    stubFetch({
      'GET /appearance': { data: appearanceFixture },
      'GET /articles': { data: [], meta: { current_page: 1, from: null, last_page: 1, per_page: 20, total: 0 } },
    });
  });

  it('has one level-1 heading and a titled section for each part', async () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('مرحبًا بك في بوابة المحمية الملكية');
    for (const name of ['روابط سريعة', 'أماكن في المحمية', 'آخر الأخبار']) {
      expect(await screen.findByRole('region', { name })).toBeDefined();
    }
  });

  it('shows three banners, the first loaded first and the second linking to the about page', () => {
    renderWithProviders(<HomePage />);
    const first = screen.getByRole('img', { name: 'مشهد واسع لطبيعة المحمية الملكية' });
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('width')).not.toBeNull();
    // Narrower copies for narrower screens: a phone downloads a phone's bytes.
    expect(first.getAttribute('srcset')).toBe(
      '/media/320/demo/banners/home-1.webp 320w, /media/640/demo/banners/home-1.webp 640w, /media/960/demo/banners/home-1.webp 960w, /media/1280/demo/banners/home-1.webp 1280w',
    );
    expect(first.getAttribute('sizes')).toBe('(min-width: 1200px) 1152px, 100vw');
    expect(screen.getByRole('link', { name: 'تعرّف على المحمية' }).getAttribute('href')).toBe('/about');
    expect(screen.getByRole('img', { name: 'الحياة الفطرية في المحمية' })).toBeDefined();
  });

  it('lists the quick links, each opening in a new tab, and a button to issue a permit', async () => {
    renderWithProviders(<HomePage />, { locale: 'en' });
    const quickLinks = await screen.findByRole('region', { name: 'Quick links' });
    const link = within(quickLinks).getByRole('link', { name: 'Issue a permit (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(quickLinks).getByRole('link', { name: 'Issue a permit' }).getAttribute('href')).toBe('/services');
  });
});
