import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
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

type Answer = { body: unknown } | { failed: true };

/** The id of the `<script type="application/json">` in which a server-rendered page carries its API answers. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** That element, its JSON escaped so no text in it can close the script. */
export function pageDataElement(snapshot: PageDataSnapshot): string {
  const json = JSON.stringify(snapshot).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

export const pageReadKey = (read: PageRead, locale: Locale): string => (read.localized ? `${locale} ${read.path}` : read.path);

/**
 * The API answers of one page load, each asked for once and shared by every component: one store
 * per request on the server, filled before rendering; one per tab in the browser, starting from
 * what the server embedded.
 */
export class PageDataStore {
  readonly #answers = new Map<string, Answer>();
  readonly #asking = new Set<string>();
  readonly #listeners = new Set<() => void>();

  constructor(snapshot: PageDataSnapshot = {}) {
    for (const [key, body] of Object.entries(snapshot)) this.#answers.set(key, { body });
  }

  answer(key: string): Answer | undefined {
    return this.#answers.get(key);
  }

  /** Keeps an answer obtained elsewhere (the server's own API). */
  put(key: string, body: unknown): void {
    this.#answers.set(key, { body });
    this.#listeners.forEach((listener) => listener());
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
          this.#answers.set(key, { failed: true });
        },
      )
      .finally(() => {
        this.#asking.delete(key);
        this.#listeners.forEach((listener) => listener());
      });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** The answers to embed in a server-rendered page. */
  snapshot(): PageDataSnapshot {
    return Object.fromEntries([...this.#answers].flatMap(([key, answer]) => ('body' in answer ? [[key, answer.body]] : [])));
  }
}

const PageDataContext = createContext<PageDataStore | null>(null);
export const PageDataProvider = PageDataContext.Provider;

/** The answer of `read` in the page's language: undefined while it is asked for, null if it failed. */
export function usePageData<T>(read: PageRead): T | null | undefined {
  const store = useContext(PageDataContext);
  if (!store) throw new Error('usePageData must be used inside PageDataProvider');
  const locale = useLocale();
  const key = pageReadKey(read, locale);
  const answer = useSyncExternalStore(store.subscribe, () => store.answer(key), () => store.answer(key));
  useEffect(() => store.ask(read, locale), [store, read, locale]);
  if (answer === undefined) return undefined;
  return 'body' in answer ? (answer.body as T) : null;
}
