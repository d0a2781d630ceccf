import { usePageData, type PageRead } from '../../../lib/page-data';
import type { Article } from '../../../../schemas/api/content';

/** The `count` latest published articles (docs/requirements.md §P7: sorted on the client, whatever order the server sends). */
export function latestArticles(articles: readonly Article[], count: number): Article[] {
  return [...articles].sort((a, b) => Date.parse(b.publish_at) - Date.parse(a.publish_at)).slice(0, count);
}

/** GET /articles, in the page's language; a failure is logged, not shown (docs/requirements.md §P8). */
export const ARTICLES_READ: PageRead = { path: '/articles', localized: true, failureLog: 'Error fetching news' };

/** The newest news in the active language: null while loading, empty if there is none or the call failed. */
export function useLatestNews(count: number): Article[] | null {
  const answer = usePageData<{ data: Article[] }>(ARTICLES_READ);
  if (answer === undefined) return null;
  return answer === null ? [] : latestArticles(answer.data, count);
}
