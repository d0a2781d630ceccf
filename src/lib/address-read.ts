import { useEffect, useMemo } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import type { PageRead } from './page-data';
import { usePageParam } from './use-page-param';

/** What a page's read is computed from: its address. */
export interface PageAddress {
  /** The route pattern's parameters, as wouter's useParams gives them (`/news/:id` at `/news/abc`: { id: 'abc' }). */
  params: Record<string, string | undefined>;
  /** The list page of `?page=`, as usePageParam reads it (a positive whole number, otherwise 1). */
  page: number;
  /**
   * An editor's preview link's token (`?preview=`): the API then answers the item it names unpublished too.
   * Only in the browser: the server draws no preview (server/plugins/browser-app.ts).
   */
  preview?: string;
}

/** The token of an editor's preview link in the address's query, if it is one. */
export const previewTokenIn = (search: string) => new URLSearchParams(search).get('preview') ?? undefined;

/**
 * A page's own API read as its address gives it, declared once beside its feature's api.ts: the page asks
 * it in the browser, and the server renderer reads it before rendering (app/pages.tsx), under the same key.
 */
export interface AddressRead {
  readAt(address: PageAddress): PageRead;
  /** `?page=` names the list page read: each page of the list is its own rendering. */
  paged?: true;
}

/** A list's read: the page of `?page=`. */
export interface PagedRead extends AddressRead {
  paged: true;
}

/** The read of a list, of the page in the address. */
export const pagedRead = (readOf: (page: number) => PageRead): PagedRead => ({
  paged: true,
  readAt: ({ page }) => readOf(page),
});

/** The read of a detail, of the route parameter `param` (`id` in `/news/:id`). */
export const paramRead = (param: string, readOf: (value: string) => PageRead): AddressRead => ({
  readAt: ({ params }) => readOf(params[param] ?? ''),
});

/** A read that is the same at every address of the page. */
export const fixedRead = (read: PageRead): AddressRead => ({ readAt: () => read });

/** The read `addressRead` names at the current address; the same object while the address stays. */
export function useAddressRead(addressRead: AddressRead): PageRead {
  const params = useParams();
  const [page] = usePageParam();
  const preview = previewTokenIn(useSearch());
  return useMemo(() => addressRead.readAt({ params, page, preview }), [addressRead, params, page, preview]);
}

/** A detail page's own address when its answer names the item differently (a slug it had before an editor changed it). */
export type MovedTo = (answer: unknown, address: PageAddress) => string | undefined;

/** movedTo of a page addressed by its item's slug (route parameter `param`): the answer's slug, when another. */
export const movedToSlug =
  (param: string, hrefOf: (slug: string) => string): MovedTo =>
  (answer, { params }) => {
    const { slug } = (answer as { data: { slug: string } }).data;
    return params[param] === slug ? undefined : hrefOf(slug);
  };

/**
 * At an address the page's item had before (the API answers it under its current one), the address becomes
 * its own, as the server's 301 does for a page it renders (app/pages.tsx `movedTo`).
 */
export function useMovedAddress(answer: unknown, movedTo: MovedTo) {
  const params = useParams();
  const [, navigate] = useLocation();
  const to = answer === undefined ? undefined : movedTo(answer, { params, page: 1 });
  useEffect(() => {
    if (to) navigate(to, { replace: true });
  }, [to, navigate]);
}
