import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { appearanceFixture } from '../../../tests/support/appearance-fixture';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { stubFetch } from '../../../tests/support/stub-fetch';
import { Footer } from './footer';

describe('Footer', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    stubFetch({ 'GET /appearance': { data: appearanceFixture } });
  });

  it('groups the links under their Arabic group names, with unnamed ones under غير محدد', async () => {
    renderWithProviders(<Footer />);
    const links = await screen.findByRole('navigation', { name: 'روابط مهمة' });
    const headings = within(links)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['عن المحمية', 'المركز الإعلامي', 'غير محدد']);

    const about = within(links).getByRole('heading', { name: 'عن المحمية' }).closest('section')!;
    expect(
      within(about)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about', '/faqs']);
    const unspecified = within(links).getByRole('heading', { name: 'غير محدد' }).closest('section')!;
    expect(
      within(unspecified)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/jobs', 'https://example.org/surveys']);
  });

  it('opens every link in a new tab and says so', async () => {
    renderWithProviders(<Footer />);
    const link = await screen.findByRole('link', { name: 'نبذة عن المحمية (يفتح في تبويب جديد)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('labels links and groups in English on the English page, a group named in Arabic only marked as Arabic', async () => {
    renderWithProviders(<Footer />, { locale: 'en' });
    expect(await screen.findByRole('link', { name: 'About the reserve (opens in a new tab)' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'About the reserve' }).getAttribute('lang')).toBeNull();
    expect(screen.getByRole('heading', { name: 'المركز الإعلامي' }).getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('heading', { name: 'Unspecified' })).toBeDefined();
  });

  it('has the six social links, the legal lines and two logos', () => {
    renderWithProviders(<Footer />);
    for (const name of ['TikTok', 'YouTube', 'LinkedIn', 'Instagram', 'X', 'Facebook']) {
      const link = screen.getByRole('link', { name: `${name} (يفتح في تبويب جديد)` });
      expect(link.getAttribute('target')).toBe('_blank');
    }
    expect(screen.getByText('© 2025 هيئة تطوير المحمية الملكية. جميع الحقوق محفوظة.')).toBeDefined();
    expect(screen.getByText('آخر تعديل: 21/9/2025')).toBeDefined();
    expect(within(screen.getByRole('contentinfo')).getAllByRole('img', { name: /شعار/ })).toHaveLength(2);
  });
});
