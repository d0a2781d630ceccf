import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import type { Locale } from '../../../i18n/locale';
import type { Article } from '../../../../schemas/api/content';


/** The `count` newest articles by creation time (the spec sorts on the client, whatever order the server sends). */
export function latestArticles(articles: readonly Article[], count: number): Article[] {
  return [...articles].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).slice(0, count);
}

/** The newest news in the active language: null while loading, empty if there is none or the call failed. */
export function useLatestNews(count: number): Article[] | null {
  const locale = useLocale();
  // Tagged with its language, so switching language shows the placeholders rather than stale titles.
  const [loaded, setLoaded] = useState<{ locale: Locale; articles: Article[] } | null>(null);

  useEffect(() => {
    let current = true;
    api.get<{ data: Article[] }>('/articles').then(
      (body) => {
        if (current) setLoaded({ locale, articles: latestArticles(body.data, count) });
      },
      (error: unknown) => {
        // The home page stays useful without news; list failures are logged, not shown (spec 000 §8).
        console.error('Error fetching news', error);
        if (current) setLoaded({ locale, articles: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [locale, count]);

  return loaded !== null && loaded.locale === locale ? loaded.articles : null;
}
