import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { PAGE_DATA_ELEMENT_ID } from '../../schemas/page-rendering';
import type { Locale } from '../i18n/locale';
import { api } from './api-client';
import { useLocale } from './use-locale';

type Params = Record<string, string | number>;

/** A GET of the API that a page or a component draws from. */
export interface PageRead {
  path: string;
  /** The query, sent as the API client sends parameters. */
  params?: Params;
  /** The answer depends on Accept-Language, so each language is its own answer. */
  localized?: boolean;
  /** What the console says if the read fails. */
  failureLog?: string;
  /**
   * Asked by the browser alone (the visitor's own answers, a form's choice lists): asked afresh each time
   * a component starts drawing it and forgotten once none does; the last answer stays while a newer one loads.
   */
  fresh?: true;
}

/** A fresh read of `path` (see PageRead.fresh), in the page's language. */
export const freshRead = (path: string, params?: Params): PageRead => ({ path, params, localized: true, fresh: true });

/** Answers by key (pageReadKey), as a server-rendered page embeds them so the browser does not ask again. */
export type PageDataSnapshot = Record<string, unknown>;

/** The snapshot's entry listing the keys of reads that answered 404; no read key can be this, keys are paths. */
const NOT_FOUND_KEY = '404';

/** A failure keeps the HTTP status, so a detail page can tell "not found" (404) from "try again". */
type Answer = { body: unknown } | { failed: true; status?: number };

/** That element, its JSON escaped so no text in it can close the script. */
export function pageDataElement(snapshot: PageDataSnapshot): string {
  const json = JSON.stringify(snapshot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

export function pageReadKey(read: PageRead, locale: Locale): string {
  const address = read.params ? `${read.path} ${JSON.stringify(read.params)}` : read.path;
  const key = read.localized ? `${locale} ${address}` : address;
  // Apart from a page read of the same path: that answer may be a visitor's, kept since the page loaded.
  return read.fresh ? `fresh ${key}` : key;
}

/**
 * The API answers of one page load, each asked for once and shared by every component: one store
 * per request on the server, filled before rendering; one per tab in the browser, starting from
 * what the server embedded.
 */
export class PageDataStore {
  readonly #answers = new Map<string, Answer>();
  /** The request on its way for a key: a newer one (a retry) makes an older answer arrive unheard. */
  readonly #asking = new Map<string, number>();
  #requests = 0;
  /** How many components draw each key, so a fresh read is forgotten once none does. */
  readonly #users = new Map<string, number>();
  readonly #listeners = new Set<() => void>();

  constructor({ [NOT_FOUND_KEY]: notFound, ...snapshot }: PageDataSnapshot = {}) {
    for (const [key, body] of Object.entries(snapshot)) this.#answers.set(key, { body });
    for (const key of Array.isArray(notFound) ? (notFound as unknown[]) : []) {
      if (typeof key === 'string') this.#answers.set(key, { failed: true, status: 404 });
    }
  }

  answer(key: string): Answer | undefined {
    return this.#answers.get(key);
  }

  /** Keeps an answer obtained elsewhere (the server's own API). */
  put(key: string, body: unknown): void {
    this.#answers.set(key, { body });
    this.#notify();
  }

  /** Keeps that the server's own API answered 404 (a detail that does not exist), to embed for the browser. */
  putNotFound(key: string): void {
    this.#answers.set(key, { failed: true, status: 404 });
  }

  /** Whether a request for `key` is on its way (a retry keeps the last answer meanwhile). */
  isAsking(key: string): boolean {
    return this.#asking.has(key);
  }

  /** Asks the API for `read` in `locale` unless it was answered or is being asked already, or `again`. */
  ask(read: PageRead, locale: Locale, again = false): void {
    const key = pageReadKey(read, locale);
    if (!again && (this.#answers.has(key) || this.#asking.has(key))) return;
    const request = ++this.#requests;
    this.#asking.set(key, request);
    this.#notify();
    api.get<unknown>(read.path, read.params).then(
      (body) => this.#settle(key, request, { body }),
      (error: unknown) => {
        if (read.failureLog) console.error(read.failureLog, error);
        const status = (error as { status?: unknown } | null)?.status;
        this.#settle(key, request, { failed: true, ...(typeof status === 'number' ? { status } : {}) });
      },
    );
  }

  #settle(key: string, request: number, answer: Answer): void {
    if (this.#asking.get(key) !== request) return;
    this.#asking.delete(key);
    this.#answers.set(key, answer);
    this.#notify();
  }

  #notify(): void {
    this.#listeners.forEach((listener) => listener());
  }

  /** A component draws `read`: asks for it if needed; the returned function says it no longer does. */
  use(read: PageRead, locale: Locale): () => void {
    const key = pageReadKey(read, locale);
    this.#users.set(key, (this.#users.get(key) ?? 0) + 1);
    this.ask(read, locale);
    return () => {
      const users = (this.#users.get(key) ?? 1) - 1;
      if (users > 0) return void this.#users.set(key, users);
      this.#users.delete(key);
      if (!read.fresh) return;
      this.#answers.delete(key);
      this.#asking.delete(key);
    };
  }

  /** Asks again for `read` (a retry button, or the data changed): a failure gives way to loading, an answer stays until the next. */
  retry(read: PageRead, locale: Locale): void {
    const key = pageReadKey(read, locale);
    if (this.#answers.has(key) && 'failed' in this.#answers.get(key)!) this.#answers.delete(key);
    this.ask(read, locale, true);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** The answers to embed in a server-rendered page. */
  snapshot(): PageDataSnapshot {
    const answers = [...this.#answers];
    const snapshot: PageDataSnapshot = Object.fromEntries(
      answers.flatMap(([key, answer]) => ('body' in answer ? [[key, answer.body]] : [])),
    );
    const notFound = answers.flatMap(([key, answer]) => ('failed' in answer && answer.status === 404 ? [key] : []));
    if (notFound.length > 0) snapshot[NOT_FOUND_KEY] = notFound;
    return snapshot;
  }
}

const PageDataContext = createContext<PageDataStore | null>(null);
export const PageDataProvider = PageDataContext.Provider;

/** A read with its states: the answer, whether it is loading or failed (and with 404), and a retry. */
export interface PageReadState<T> {
  /** Undefined while first asked for or after a failure; a fresh read keeps its last answer meanwhile. */
  data: T | undefined;
  /** A request is on its way, or none was made yet. */
  loading: boolean;
  failed: boolean;
  /** The API answered 404: the page shows "not found" rather than a retry. */
  notFound: boolean;
  /** The HTTP status of a failure, when there was an answer (401: a page for members only). */
  status?: number;
  /** Asks again: after a failure, or when the data changed. */
  retry: () => void;
}

/**
 * THE read of the API by a page or a component: the answer the server embedded or the tab already has
 * (one request per read, shared by every component), or a fresh read of its own (PageRead.fresh).
 */
export function usePageRead<T>(read: PageRead): PageReadState<T> {
  const store = useContext(PageDataContext);
  if (!store) throw new Error('page reads must be made inside PageDataProvider');
  const locale = useLocale();
  const key = pageReadKey(read, locale);
  // The read by value: a component may build it anew on every render.
  const request = JSON.stringify(read);
  const answer = useSyncExternalStore(
    store.subscribe,
    () => store.answer(key),
    () => store.answer(key),
  );
  const asking = useSyncExternalStore(
    store.subscribe,
    () => store.isAsking(key),
    () => store.isAsking(key),
  );
  useEffect(() => store.use(JSON.parse(request) as PageRead, locale), [store, request, locale]);
  const retry = useCallback(() => store.retry(JSON.parse(request) as PageRead, locale), [store, request, locale]);
  const body = answer && 'body' in answer ? (answer.body as T) : undefined;
  const [shown, setShown] = useState(body);
  if (body !== undefined && body !== shown) setShown(body);
  const data = body ?? (read.fresh ? shown : undefined);
  const loading = answer === undefined || asking;
  if (answer === undefined || 'body' in answer) return { data, loading, failed: false, notFound: false, retry };
  return { data, loading, failed: true, notFound: answer.status === 404, status: answer.status, retry };
}

/** The answer of `read` in the page's language: undefined while it is asked for, null if it failed. */
export function usePageData<T>(read: PageRead): T | null | undefined {
  const { data, failed } = usePageRead<T>(read);
  return failed ? null : data;
}
