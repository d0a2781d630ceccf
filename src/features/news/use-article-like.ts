import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { Article } from '../../../schemas/api/content';
import type { ArticleDetail } from '../../../schemas/api/news';
import { guestUuid } from '../../lib/guest-uuid';
import { freshRead, usePageRead } from '../../lib/page-data';
import { useMachineAction } from '../../lib/use-machine-action';
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
 * go one at a time (on the submission machine) until the server holds the state of the last click, so a burst
 * of clicks ends there and never sends two toggles at once. Then the article is read again for the count (docs/requirements.md §P4). A failed call
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
  const { running, run } = useMachineAction({
    // No Idempotency-Key: each call is a toggle, answered with the state the server then holds.
    perform: async () => {
      while (wantedRef.current !== undefined && confirmed.current !== wantedRef.current) {
        confirmed.current = (await toggleArticleLike(article.uuid, guest)).data.liked;
      }
    },
    failureFallback,
    onFailure: () => {
      wantedRef.current = undefined;
      confirmed.current = undefined;
      setWanted(undefined);
      retry();
    },
    onSuccess: retry,
  });

  // A read that answers while calls go may predate them: the calls' answers count instead.
  const confirmRead = useEffectEvent((liked: boolean | undefined) => {
    if (!running && liked !== undefined) confirmed.current = liked;
  });
  useEffect(() => confirmRead(known?.liked), [known]);

  const liked = wanted ?? known?.liked;
  const toggle = useCallback(() => {
    if (liked === undefined) return;
    wantedRef.current = !liked;
    setWanted(!liked);
    run();
  }, [liked, run]);

  // The count the server last gave, moved by a click it has not counted yet.
  const base = known ?? { likes_count: article.likes_count, liked: undefined };
  const pending = liked !== undefined && base.liked !== undefined && liked !== base.liked ? (liked ? 1 : -1) : 0;
  return { liked, count: Math.max(0, base.likes_count + pending), toggle };
}
