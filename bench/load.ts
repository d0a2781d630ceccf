import { startStaticNginx, type StaticNginx } from './nginx';
import { isError, measure, type Section } from './section';
import { round } from './stats';
import { runWrk, WRK_CONNECTIONS, WRK_THREADS, type WrkResult } from './wrk';

export const LOAD_TARGETS = [
  { name: 'articles', path: '/api/v1/articles?page=1' },
  { name: 'appearance', path: '/api/v1/appearance' },
];
const HEADERS = { 'Accept-Language': 'ar' };
const WARMUP_S = 2;
const DURATION_S = 10;

export interface LoadTarget {
  name: string;
  path: string;
  /** What the portal answered before the load (the same bytes nginx serves, always with 200). */
  portal_status: number;
  content_type: string | null;
  body_bytes: number;
  portal: Section<WrkResult>;
  nginx: Section<WrkResult>;
  /** Portal req/s divided by nginx req/s on the same bytes: the cost of the Node stack per request. */
  portal_to_nginx_requests_ratio: number | null;
  note?: string;
}

export interface LoadResult {
  command: string;
  warmup_s: number;
  duration_s: number;
  targets: LoadTarget[];
}

interface Body {
  status: number;
  contentType: string | null;
  bytes: Buffer;
}

async function fetchBody(url: string): Promise<Body> {
  const response = await fetch(url, { headers: HEADERS });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** A 2 s unmeasured run first (JIT, connection pools, caches), then the measured run. */
async function warmAndRun(url: string): Promise<WrkResult> {
  await runWrk(url, WARMUP_S, HEADERS);
  return runWrk(url, DURATION_S, HEADERS);
}

/** wrk against the portal, then against nginx serving the same bytes, one target at a time. */
export async function measureLoad(portalUrl: string): Promise<LoadResult> {
  const bodies = await Promise.all(LOAD_TARGETS.map((target) => fetchBody(portalUrl + target.path)));
  const nginx: Section<StaticNginx> = await measure('nginx start', () =>
    startStaticNginx(
      LOAD_TARGETS.map((target, index) => ({
        location: target.path.split('?')[0] ?? target.path,
        body: bodies[index]?.bytes ?? Buffer.alloc(0),
      })),
    ),
  );
  try {
    const targets: LoadTarget[] = [];
    for (const [index, target] of LOAD_TARGETS.entries()) {
      const body = bodies[index];
      if (!body) continue;
      const portal = await measure(`wrk portal ${target.path}`, () => warmAndRun(portalUrl + target.path));
      const baseline = isError(nginx)
        ? nginx
        : await measure(`wrk nginx ${target.path}`, () => warmAndRun(nginx.url + target.path));
      const ratio =
        isError(portal) || isError(baseline) || baseline.requests_per_s === 0
          ? null
          : round(portal.requests_per_s / baseline.requests_per_s, 3);
      const entry: LoadTarget = {
        name: target.name,
        path: target.path,
        portal_status: body.status,
        content_type: body.contentType,
        body_bytes: body.bytes.length,
        portal,
        nginx: baseline,
        portal_to_nginx_requests_ratio: ratio,
      };
      if (body.status !== 200)
        entry.note = `the portal answered ${body.status}: this compares its error path, not the real route`;
      targets.push(entry);
    }
    return {
      command: `wrk -t${WRK_THREADS} -c${WRK_CONNECTIONS} -d${DURATION_S}s --latency -H 'Accept-Language: ar' <url>`,
      warmup_s: WARMUP_S,
      duration_s: DURATION_S,
      targets,
    };
  } finally {
    if (!isError(nginx)) await nginx.stop();
  }
}
