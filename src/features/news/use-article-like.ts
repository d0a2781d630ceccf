import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Article } from '../../../schemas/api/content';
import type { ArticleDetail } from '../../../schemas/api/news';
import { apiErrorMessage } from '../../lib/api-client';
import { guestUuid } from '../../lib/guest-uuid';
import { showToast } from '../../lib/toasts';
import { freshRead, usePageRead } from '../../lib/page-data';
import { toggleArticleLike } from './api';

/** What the like button shows: whether the visitor likes the article and how many do; undefined until known. */
export interface ArticleLike {
  liked: boolean | undefined;
  count: number;
  toggle: () => void;
}

/**
 * The visitor's like of an article. Their own state is read after the page runs (it needs the guest id of
 * localStorage or the token), apart from the public article. Clicks toggle what is shown at once; the calls
 * go one at a time until the server holds the state of the last click, so a burst of clicks ends there and
 * never sends two toggles at once. Then the article is read again for the count (docs/requirements.md §P4). A failed call
 * is told in a toast, and the state is read again rather than guessed.
 */
export function useArticleLike(article: Pick<Article, 'uuid' | 'likes_count'>, failureFallback: string): ArticleLike {
  // Only the browser has a guest id: the server renders the public article alone.
  const guest = useMemo(() => (typeof window === 'undefined' ? '' : guestUuid()), []);
  const mine = usePageRead<{ data: ArticleDetail }>(freshRead(`/articles/${article.uuid}`, { guest_uuid: guest }));
  const { retry } = mine;
  const known = mine.data?.data;
  const [wanted, setWanted] = useState<boolean>();
  const wantedRef = useRef<boolean | undefined>(undefined);
  const confirmed = useRef<boolean | undefined>(undefined);
  const sending = useRef(false);

  useEffect(() => {
    if (!sending.current && known?.liked !== undefined) confirmed.current = known.liked;
  }, [known]);

  const sync = useCallback(async () => {
    sending.current = true;
    try {
      while (wantedRef.current !== undefined && confirmed.current !== wantedRef.current) {
        confirmed.current = (await toggleArticleLike(article.uuid, guest)).data.liked;
      }
    } catch (error) {
      showToast(apiErrorMessage(error, failureFallback), 'error');
      wantedRef.current = undefined;
      confirmed.current = undefined;
      setWanted(undefined);
    } finally {
      sending.current = false;
      retry();
    }
  }, [article.uuid, guest, failureFallback, retry]);

  const liked = wanted ?? known?.liked;
  const toggle = useCallback(() => {
    if (liked === undefined) return;
    wantedRef.current = !liked;
    setWanted(!liked);
    if (!sending.current) void sync();
  }, [liked, sync]);

  // The count the server last gave, moved by a click it has not counted yet.
  const base = known ?? { likes_count: article.likes_count, liked: undefined };
  const pending = liked !== undefined && base.liked !== undefined && liked !== base.liked ? (liked ? 1 : -1) : 0;
  return { liked, count: Math.max(0, base.likes_count + pending), toggle };
}
