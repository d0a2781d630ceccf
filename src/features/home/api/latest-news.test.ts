import { describe, expect, it } from 'vitest';
import type { Article } from '../../../../schemas/api/content';
import { latestArticles } from './latest-news';

const article = (slug: string, publishAt: string): Article => ({
  uuid: `uuid-${slug}`,
  slug,
  title: `Title ${slug}`,
  subtitle: '',
  description: '<p>…</p>',
  image: { path: `/demo/news/${slug}.webp`, alt: '' },
  // Written before any of them was published: the order is the publishing one.
  created_at: '2024-01-01T00:00:00Z',
  publish_at: publishAt,
  likes_count: 0,
});

describe('latestArticles', () => {
  it('keeps the latest published ones, whatever order they came in', () => {
    const articles = [
      article('old', '2025-01-05T09:00:00Z'),
      article('newest', '2025-09-20T09:00:00Z'),
      article('middle', '2025-06-01T09:00:00Z'),
      article('oldest', '2024-12-31T23:00:00Z'),
      article('second', '2025-09-20T08:59:59Z'),
    ];
    expect(latestArticles(articles, 3).map((item) => item.slug)).toEqual(['newest', 'second', 'middle']);
  });

  it('returns all when there are fewer, without changing the input', () => {
    const articles = [article('a', '2025-01-01T00:00:00Z'), article('b', '2025-02-01T00:00:00Z')];
    expect(latestArticles(articles, 3).map((item) => item.slug)).toEqual(['b', 'a']);
    expect(articles.map((item) => item.slug)).toEqual(['a', 'b']);
  });
});
