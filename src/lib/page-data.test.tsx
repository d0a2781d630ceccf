import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../tests/support/stub-fetch';
import { freshRead, pageDataElement, PageDataProvider, pageReadKey, PageDataStore, usePageRead } from './page-data';

/** Answers each GET with its path and query, `?page=n` included, or with the status a query asks for. */
function echoFetch() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const status = Number(url.searchParams.get('status') ?? 200);
    const body = { path: url.pathname.replace(/^\/api\/v1/, ''), page: url.searchParams.get('page') };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

const wrapperOf =
  (store: PageDataStore) =>
  ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="ar">
      <PageDataProvider value={store}>{children}</PageDataProvider>
    </IntlProvider>
  );

const asked = (fetch: ReturnType<typeof echoFetch>) =>
  fetch.mock.calls.map(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    return `${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`;
  });

afterEach(() => vi.restoreAllMocks());

describe('page data', () => {
  it('keys a localized read by its language, and another by its path alone', () => {
    expect(pageReadKey({ path: '/articles', localized: true, failureLog: '' }, 'en')).toBe('en /articles');
    expect(pageReadKey({ path: '/appearance', failureLog: '' }, 'en')).toBe('/appearance');
    expect(pageReadKey(freshRead('/me/permits', { page: 2 }), 'ar')).toBe('fresh ar /me/permits {"page":2}');
  });

  it('embeds answers as JSON that no text in them can break out of', () => {
    const element = pageDataElement({ '/articles': { title: '</script><script>alert(1)</script>', line: 'a\u2028b' } });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element.endsWith('</script>')).toBe(true);
    const json = /^<script type="application\/json" id="page-data">(.*)<\/script>$/s.exec(element)![1]!;
    expect(JSON.parse(json)).toEqual({
      '/articles': { title: '</script><script>alert(1)</script>', line: 'a\u2028b' },
    });
  });

  it('gives back what it was given, and only answers that arrived', () => {
    const store = new PageDataStore({ '/appearance': { data: 1 } });
    store.put('ar /articles', { data: [] });
    expect(store.snapshot()).toEqual({ '/appearance': { data: 1 }, 'ar /articles': { data: [] } });
  });
});

describe('usePageRead', () => {
  it('draws what the server embedded without asking, and asks once for what two components draw', async () => {
    const fetch = echoFetch();
    const store = new PageDataStore({ 'ar /articles': { data: ['embedded'] } });
    const embedded = renderHook(() => usePageRead({ path: '/articles', localized: true }), {
      wrapper: wrapperOf(store),
    });
    expect(embedded.result.current).toMatchObject({ data: { data: ['embedded'] }, loading: false, failed: false });
    const read = { path: '/faqs', failureLog: 'faqs' };
    const first = renderHook(() => usePageRead(read), { wrapper: wrapperOf(store) });
    const second = renderHook(() => usePageRead(read), { wrapper: wrapperOf(store) });
    expect(first.result.current).toMatchObject({ data: undefined, loading: true });
    await waitFor(() => expect(second.result.current.data).toEqual({ path: '/faqs', page: null }));
    expect(first.result.current).toMatchObject({ loading: false, failed: false, notFound: false });
    expect(asked(fetch)).toEqual(['/faqs']);
  });

  it('tells a 404 apart from a failure to retry, and a retry asks again with loading meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new PageDataStore({ '404': ['ar /articles/gone'] });
    const gone = renderHook(() => usePageRead({ path: '/articles/gone', localized: true, failureLog: '' }), {
      wrapper: wrapperOf(store),
    });
    expect(gone.result.current).toMatchObject({ failed: true, notFound: true, status: 404 });

    let fetch = stubFetch({ 'GET /faqs': { status: 503, body: { message: 'busy' } } });
    const faqs = renderHook(() => usePageRead({ path: '/faqs', failureLog: 'faqs' }), { wrapper: wrapperOf(store) });
    await waitFor(() => expect(faqs.result.current).toMatchObject({ failed: true, notFound: false, status: 503 }));
    expect(console.error).toHaveBeenCalledWith('faqs', expect.anything());
    fetch.mockRestore();
    fetch = stubFetch({ 'GET /faqs': { data: [] } });
    act(() => faqs.result.current.retry());
    expect(faqs.result.current).toMatchObject({ data: undefined, loading: true, failed: false });
    await waitFor(() => expect(faqs.result.current).toMatchObject({ data: { data: [] }, loading: false }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks a fresh read afresh whenever a component starts drawing it, and never embeds it', async () => {
    const fetch = echoFetch();
    const store = new PageDataStore({ 'ar /me': { path: 'a visitor’s answer' } });
    const first = renderHook(() => usePageRead(freshRead('/me')), { wrapper: wrapperOf(store) });
    expect(first.result.current).toMatchObject({ data: undefined, loading: true });
    await waitFor(() => expect(first.result.current.data).toEqual({ path: '/me', page: null }));
    first.unmount();
    const again = renderHook(() => usePageRead(freshRead('/me')), { wrapper: wrapperOf(store) });
    expect(again.result.current).toMatchObject({ data: undefined, loading: true });
    await waitFor(() => expect(again.result.current.loading).toBe(false));
    expect(asked(fetch)).toEqual(['/me', '/me']);
    again.unmount();
    expect(store.snapshot()).toEqual({ 'ar /me': { path: 'a visitor’s answer' } });
  });

  it('keeps a fresh read’s last answer while the next page loads, and a retry replaces it', async () => {
    const fetch = echoFetch();
    const { result, rerender } = renderHook(({ page }) => usePageRead(freshRead('/me/permits', { page })), {
      wrapper: wrapperOf(new PageDataStore()),
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current).toMatchObject({ data: { page: '1' }, loading: false }));
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ data: { page: '1' }, loading: true });
    await waitFor(() => expect(result.current).toMatchObject({ data: { page: '2' }, loading: false }));
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ data: { page: '2' }, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(asked(fetch)).toEqual(['/me/permits?page=1', '/me/permits?page=2', '/me/permits?page=2']);
  });

  it('shows the answer of the newest request, an older one arriving unheard', async () => {
    let answerFirst: (response: Response) => void = () => undefined;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answerFirst = resolve)))
      .mockImplementation(async () => new Response(JSON.stringify({ liked: true })));
    const { result } = renderHook(() => usePageRead(freshRead('/articles/a')), {
      wrapper: wrapperOf(new PageDataStore()),
    });
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ data: { liked: true }, loading: false }));
    await act(async () => answerFirst(new Response(JSON.stringify({ liked: false }))));
    expect(result.current.data).toEqual({ liked: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
