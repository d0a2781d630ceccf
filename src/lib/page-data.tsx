import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { PAGE_DATA_ELEMENT_ID } from '../../schemas/page-rendering';
import type { Locale } from '../i18n/locale';
import { api } from './api-client';
import { useLocale } from './use-locale';

/** A GET of the API that a page draws from. */
export interface PageRead {
  path: string;
  /** The answer depends on Accept-Language, so each language is its own answer. */
  localized?: boolean;
  /** What the console says if the read fails; the page stays usable without it. */
  failureLog: string;
}

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

export const pageReadKey = (read: PageRead, locale: Locale): string =>
  read.localized ? `${locale} ${read.path}` : read.path;

/**
 * The API answers of one page load, each asked for once and shared by every component: one store
 * per request on the server, filled before rendering; one per tab in the browser, starting from
 * what the server embedded.
 */
export class PageDataStore {
  readonly #answers = new Map<string, Answer>();
  readonly #asking = new Set<string>();
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
    this.#listeners.forEach((listener) => listener());
  }

  /** Keeps that the server's own API answered 404 (a detail that does not exist), to embed for the browser. */
  putNotFound(key: string): void {
    this.#answers.set(key, { failed: true, status: 404 });
  }

  /** Asks the API for `read` in `locale` unless it was answered or is being asked already. */
  ask(read: PageRead, locale: Locale): void {
    const key = pageReadKey(read, locale);
    if (this.#answers.has(key) || this.#asking.has(key)) return;
    this.#asking.add(key);
    api
      .get<unknown>(read.path)
      .then(
        (body) => this.#answers.set(key, { body }),
        (error: unknown) => {
          console.error(read.failureLog, error);
          const status = (error as { status?: unknown } | null)?.status;
          this.#answers.set(key, { failed: true, ...(typeof status === 'number' ? { status } : {}) });
        },
      )
      .finally(() => {
        this.#asking.delete(key);
        this.#listeners.forEach((listener) => listener());
      });
  }

  /** Forgets a failed answer of `read` and asks again (a retry button). */
  retry(read: PageRead, locale: Locale): void {
    const key = pageReadKey(read, locale);
    const answer = this.#answers.get(key);
    if (answer && 'body' in answer) return;
    this.#answers.delete(key);
    this.ask(read, locale);
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

/** A page's read with its states: the answer, whether it failed (and with 404), and a retry. */
export interface PageReadState<T> {
  /** Undefined while asked for or after a failure. */
  data: T | undefined;
  failed: boolean;
  /** The API answered 404: the page shows "not found" rather than a retry. */
  notFound: boolean;
  /** The HTTP status of a failure, when there was an answer (401: a page for members only). */
  status?: number;
  retry: () => void;
}

/** usePageData with the failure told apart and a retry, for pages that show a load error with a retry button. */
export function usePageRead<T>(read: PageRead): PageReadState<T> {
  const store = useContext(PageDataContext);
  if (!store) throw new Error('page reads must be made inside PageDataProvider');
  const locale = useLocale();
  const key = pageReadKey(read, locale);
  const answer = useSyncExternalStore(
    store.subscribe,
    () => store.answer(key),
    () => store.answer(key),
  );
  useEffect(() => store.ask(read, locale), [store, read, locale]);
  const retry = useCallback(() => store.retry(read, locale), [store, read, locale]);
  if (answer === undefined) return { data: undefined, failed: false, notFound: false, retry };
  if ('body' in answer) return { data: answer.body as T, failed: false, notFound: false, retry };
  return { data: undefined, failed: true, notFound: answer.status === 404, status: answer.status, retry };
}

/** The answer of `read` in the page's language: undefined while it is asked for, null if it failed. */
export function usePageData<T>(read: PageRead): T | null | undefined {
  const { data, failed } = usePageRead<T>(read);
  return failed ? null : data;
}
