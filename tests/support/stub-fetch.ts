import { vi } from 'vitest';

/** What a stubbed API path answers: a JSON body with 200, or a status and body. */
export type StubbedAnswer = unknown | { status: number; body: unknown };

const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

/**
 * Stubs the network at the fetch level: `'GET /appearance'` keys (paths after the API base, no query)
 * answer with JSON; anything else answers 404. Returns the spy, to assert on the calls made.
 */
export function stubFetch(answers: Record<string, StubbedAnswer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const answer = key in answers ? answers[key] : { status: 404, body: { message: 'Not found' } };
    const { status, body } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

/** The calls a stubFetch spy saw to `path` (after the API base, any query) with `method`. */
export function callsTo(fetch: ReturnType<typeof stubFetch>, method: string, path: string) {
  return fetch.mock.calls.filter(
    ([input, init]) =>
      new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname === `/api/v1${path}` &&
      (init?.method ?? 'GET').toUpperCase() === method,
  );
}
