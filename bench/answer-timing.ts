import { median, round } from './stats';

/** Registered and unknown addresses asked about by each route; enough for a stable median. */
const ADDRESSES_EACH = 60;
export const TIMED_ROUTES = ['forgot-password', 'otp/resend'] as const;

export interface RouteTiming {
  route: string;
  known_median_ms: number | null;
  unknown_median_ms: number | null;
  /** Known median divided by unknown median: near 1 when the answer does not tell who is registered. */
  known_to_unknown_ratio: number | null;
  statuses: Record<string, number>;
}

export interface AnswerTimingResult {
  addresses_each: number;
  routes: RouteTiming[];
}

let lastAddress = 0;
/** Each request from its own client address (the bench portal trusts the loopback proxy), so no per-address limit interferes. */
const fromFreshAddress = () => ({ 'x-forwarded-for': `10.77.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}` });

function registration(index: number): FormData {
  const form = new FormData();
  const fields = {
    name: 'حساب قياس',
    national_id: `19${String(index).padStart(8, '0')}`,
    birth_date: '1990-01-01',
    country_id: '1',
    city_id: '1',
    country_code: '966',
    phone_number: '512345678',
    email: `timing-${index}@bench.example`,
    gender: '1',
    password: 'Bench-Timing-2025',
    password_confirmation: 'Bench-Timing-2025',
    terms: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function timedPost(url: string, email: string): Promise<{ ms: number; status: number }> {
  const form = new FormData();
  form.append('email', email);
  const startedAt = performance.now();
  const response = await fetch(url, { method: 'POST', body: form, headers: fromFreshAddress() });
  await response.arrayBuffer();
  return { ms: performance.now() - startedAt, status: response.status };
}

/** Fisher-Yates: known and unknown asked in random order, so neither is favoured by what ran before it. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * QUALITY.md: a registered and an unknown address get their answer in the same time. Registers
 * ADDRESSES_EACH accounts, then asks each route about each of them and as many unknown addresses,
 * one request at a time in random order, and compares the medians.
 */
export async function measureAnswerTiming(portalUrl: string): Promise<AnswerTimingResult> {
  for (let index = 0; index < ADDRESSES_EACH; index += 1) {
    const response = await fetch(`${portalUrl}/api/v1/register`, {
      method: 'POST',
      body: registration(index),
      headers: fromFreshAddress(),
    });
    if (response.status !== 201)
      throw new Error(`registering a timing account answered ${response.status}: ${await response.text()}`);
  }
  const routes: RouteTiming[] = [];
  for (const route of TIMED_ROUTES) {
    const asks = shuffled([
      ...Array.from({ length: ADDRESSES_EACH }, (_, index) => ({
        known: true,
        email: `timing-${index}@bench.example`,
      })),
      ...Array.from({ length: ADDRESSES_EACH }, (_, index) => ({
        known: false,
        email: `nobody-${route.replace('/', '-')}-${index}@bench.example`,
      })),
    ]);
    const times = { known: [] as number[], unknown: [] as number[] };
    const statuses: Record<string, number> = {};
    for (const ask of asks) {
      const { ms, status } = await timedPost(`${portalUrl}/api/v1/${route}`, ask.email);
      times[ask.known ? 'known' : 'unknown'].push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const known = median(times.known);
    const unknown = median(times.unknown);
    routes.push({
      route,
      known_median_ms: known === null ? null : round(known, 2),
      unknown_median_ms: unknown === null ? null : round(unknown, 2),
      known_to_unknown_ratio: known !== null && unknown ? round(known / unknown, 3) : null,
      statuses,
    });
  }
  return { addresses_each: ADDRESSES_EACH, routes };
}
