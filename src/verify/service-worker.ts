/**
 * The verify page's service worker, served as /verify-sw.js with the scope /verify: it keeps the page,
 * every file the page's HTML names (its scripts and the modules they import, the published keys it links to) and answers
 * from them when the network does not, so a ranger out of coverage can still check a permit's signature.
 * Online, the page and the keys come from the network first, so new keys and a new build are picked up.
 * It imports nothing: a classic worker script, as every browser runs one.
 */

// The few service worker types used here (the project's TypeScript library is the DOM's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
declare const self: {
  readonly location: Location;
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

const CACHE = 'verify-v1';
/** Hashed files never change: from the cache without asking. */
const IMMUTABLE = /^\/assets\//;
/** How long the network may take before the kept copy answers: a field has weak coverage more often than none. */
const NETWORK_WAIT_MS = 4000;

const pagePath = () => new URL(self.registration.scope).pathname;

/** The same-origin addresses an HTML page names (src, href, CSS url()), the page's own left out. */
function addressesNamedIn(html: string): string[] {
  const named = [...html.matchAll(/(?:src|href)="(\/[^"/][^"]*)"|url\((\/[^)/][^)]*)\)/g)].map(
    ([, attribute, url]) => (attribute ?? url)!,
  );
  return [...new Set(named)].filter((address) => address !== pagePath());
}

/** Relative imports in a built script: `from"./x.js"`, `import("./x.js")`, either quoted or in backticks. */
const IMPORTED = /\b(?:from|import)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g;

/**
 * Keeps the modules the kept `scripts` import, and theirs, answering their addresses: the page's entry
 * imports its code only once the page has painted (start.ts), so the page's HTML never names it.
 */
async function keepImportedModules(cache: Cache, scripts: string[]): Promise<string[]> {
  const found: string[] = [];
  const unread = [...scripts];
  for (let script = unread.shift(); script; script = unread.shift()) {
    const code = (await (await cache.match(script))?.text()) ?? '';
    for (const [, relative] of code.matchAll(IMPORTED)) {
      const address = new URL(relative!, new URL(script, self.location.origin)).pathname;
      if (found.includes(address) || scripts.includes(address)) continue;
      if (!(await cache.match(address))) await cache.add(address);
      found.push(address);
      unread.push(address);
    }
  }
  return found;
}

/** Keeps the page as it just arrived, with every file it names; files it no longer names are dropped. */
async function keepPage(response: Response): Promise<void> {
  const cache = await caches.open(CACHE);
  const addresses = addressesNamedIn(await response.clone().text());
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  // The keys are fetched again whatever is kept: the page names them, and they change with a rotation.
  await cache.addAll(addresses.filter((address) => !IMMUTABLE.test(address) || !kept.has(address)));
  const modules = await keepImportedModules(
    cache,
    addresses.filter((address) => address.endsWith('.js')),
  );
  await cache.put(pagePath(), response);
  const wanted = new Set([pagePath(), ...addresses, ...modules]);
  await Promise.all(
    (await cache.keys())
      .filter((request) => !wanted.has(new URL(request.url).pathname))
      .map((request) => cache.delete(request)),
  );
}

/** The network's answer, kept; the kept copy if the network fails or is slow (and there is one). */
async function networkFirst(event: FetchEvent, keptAs: string, keep: (response: Response) => Promise<void>) {
  const network = fetch(event.request);
  const slow = new Promise<undefined>((resolve) => setTimeout(resolve, NETWORK_WAIT_MS));
  const answer = await Promise.race([network.catch(() => undefined), slow]);
  if (answer?.ok) {
    event.waitUntil(keep(answer.clone()));
    return answer;
  }
  const kept = await (await caches.open(CACHE)).match(keptAs, { ignoreVary: true });
  return kept ?? network;
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const page = await fetch(pagePath());
      if (!page.ok) throw new Error(`${pagePath()} answered ${page.status}`);
      await keepPage(page);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      // The page that registered this worker is served by it from now on: its next check already works offline.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname === pagePath()) {
    event.respondWith(networkFirst(event, pagePath(), keepPage));
  } else if (IMMUTABLE.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else {
    // The keys, and whatever else the page asks of its own origin, kept as they last arrived.
    const keep = async (response: Response) => (await caches.open(CACHE)).put(url.pathname, response);
    event.respondWith(networkFirst(event, url.pathname, keep));
  }
});

export {};
