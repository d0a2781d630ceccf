import { vi } from 'vitest';

/** A list answer's envelope, one page holding every item. */
export const listOf = (items: unknown[]) => ({
  data: items,
  meta: { current_page: 1, from: items.length > 0 ? 1 : null, last_page: 1, per_page: 50, total: items.length },
});

/**
 * Stubs the network at fetch for the API's lists: each GET is answered with what `answer` gives for
 * its URL (path after the API base, query included), awaited, so a test can hold one answer back;
 * 404 when it gives undefined. Returns the URLs asked for, in order.
 */
export function stubLists(answer: (url: URL) => unknown) {
  const asked: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    url.pathname = url.pathname.replace(/^\/api\/v1/, '');
    asked.push(url);
    const body = await answer(url);
    const status = body === undefined ? 404 : 200;
    return new Response(JSON.stringify(body ?? { message: 'Not found' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return asked;
}

/** A promise the test settles when it chooses: a slow answer. */
export function heldBack<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
