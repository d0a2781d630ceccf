import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../tests/support/render-with-providers';
import { stubFetch } from '../../../../tests/support/stub-fetch';
import type { Article } from '../../../../schemas/api/content';
import { LatestNewsSection } from './latest-news-section';

const article = (slug: string, title: string, createdAt: string): Article => ({
  uuid: `uuid-${slug}`,
  slug,
  title,
  subtitle: '',
  description: '<p>…</p>',
  image: { path: `/demo/news/${slug}.webp`, alt: '' },
  created_at: createdAt,
  publish_at: createdAt,
  likes_count: 0,
});

const articles = [
  article('spring-rains', 'أمطار الربيع', '2025-03-10T08:00:00Z'),
  article('oryx-herd', 'قطيع المها', '2025-09-21T08:00:00Z'),
  article('seed-bank', 'بنك البذور', '2025-01-02T08:00:00Z'),
  article('guides', 'المرشدون البيئيون', '2025-07-15T08:00:00Z'),
];

const page = { data: articles, meta: { current_page: 1, from: 1, last_page: 1, per_page: 20, total: 4 } };

describe('LatestNewsSection', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('shows the three newest articles, newest first, with date and read-more links', async () => {
    stubFetch({ 'GET /articles': page });
    renderWithProviders(<LatestNewsSection />);
    await screen.findByRole('heading', { level: 3, name: 'قطيع المها' });

    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['قطيع المها', 'المرشدون البيئيون', 'أمطار الربيع']);

    const newest = screen.getAllByRole('article')[0]!;
    expect(within(newest).getByText('21 سبتمبر 2025')).toBeDefined();
    expect(within(newest).getByRole('link', { name: 'اقرأ المزيد: قطيع المها' }).getAttribute('href')).toBe(
      '/news/oryx-herd',
    );
    expect(screen.getByRole('link', { name: 'عرض جميع الأخبار' }).getAttribute('href')).toBe('/news');
  });

  it('formats dates in English on the English page and asks for English titles', async () => {
    const fetch = stubFetch({ 'GET /articles': page });
    localStorage.setItem('locale', 'en');
    renderWithProviders(<LatestNewsSection />, { locale: 'en' });
    expect(await screen.findByText('September 21, 2025')).toBeDefined();
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Accept-Language')).toBe('en');
  });

  it('says so when there is no news, and logs a failed load without showing it', async () => {
    stubFetch({ 'GET /articles': { status: 500, body: { message: 'Server error' } } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<LatestNewsSection />);
    expect(await screen.findByText('لا توجد أخبار حاليًا.')).toBeDefined();
    expect(screen.queryByText('Server error')).toBeNull();
    expect(log).toHaveBeenCalled();
  });
});
