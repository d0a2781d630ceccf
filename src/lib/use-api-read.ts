import { useCallback, useEffect, useState } from 'react';
import { api } from './api-client';
import { useLocale } from './use-locale';

/** One GET of the API as a page draws it: the last answer (kept while the next loads), and how the last load went. */
export interface ApiRead<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  /** Asks again (a retry, or the data changed). */
  reload: () => void;
}

type Params = Record<string, string | number>;

/**
 * THE read of the API by a page drawn in the browser: GETs `path` (with `params`), again when the path, the parameters, the
 * language or a reload asks; an answer to an older request never replaces a newer one.
 */
export function useApiRead<T>(path: string, params: Params = {}): ApiRead<T> {
  const locale = useLocale();
  const [reloads, setReloads] = useState(0);
  const [outcome, setOutcome] = useState<{ request: string; failed: boolean }>();
  const [data, setData] = useState<T>();
  const request = JSON.stringify([path, params, locale, reloads]);
  useEffect(() => {
    let current = true;
    const [requestPath, requestParams] = JSON.parse(request) as [string, Params];
    api.get<T>(requestPath, requestParams).then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setOutcome({ request, failed: false });
      },
      () => current && setOutcome({ request, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [request]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const settled = outcome?.request === request;
  return { data, loading: !settled, failed: settled && outcome.failed, reload };
}
