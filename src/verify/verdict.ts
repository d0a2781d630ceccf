import { compactVerify, decodeProtectedHeader, importJWK, type JWK } from 'jose';
import type { PermitStatus } from '../../schemas/api/member';
import type { PermitVerification } from '../../schemas/api/permits';
import { permitPages } from '../../schemas/.generated/permit-pages';
import { initialsOf, type PermitClaims } from '../../schemas/permit-proof';

/** What the verify page shows of a permit: never the holder's full name. */
export interface ShownPermit {
  reference: string;
  type: string;
  initials: string;
  /** First and last day (YYYY-MM-DD), null for a permit without dates. */
  from: string | null;
  to: string | null;
  /** Empty when unknown (the manual check answers neither plates nor ID digits). */
  plates: string[];
  id4: string;
}

/** What POST /api/v1/permit-verifications answers of a permit. */
export type PortalAnswer = PermitVerification;

export type DaysVerdict = 'valid' | 'not_yet_valid' | 'expired';

/**
 * The page's answer. `checked` says whether the portal confirmed the permit's status (online) or only
 * the signature was checked on the phone (offline), which cannot know of a cancellation.
 */
export type Verdict =
  | { kind: DaysVerdict | 'cancelled'; permit: ShownPermit; checked: 'online' | 'offline' }
  | { kind: 'forged' | 'unknown_key' | 'not_found' };

/** A token read against the published keys: forged (bad signature, or not a permit token at all), by an unknown key, or signed. */
export type TokenCheck = { kind: 'forged' } | { kind: 'unknown_key' } | { kind: 'signed'; claims: PermitClaims };

const PERMIT_TYPES = new Set<string>(permitPages.map(({ type }) => type));
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDayOrNull = (value: unknown) => value === null || (typeof value === 'string' && DAY.test(value));

/** The payload has the shape the portal signs; anything else was not made by it, whatever signed it. */
function isPermitClaims(payload: unknown): payload is PermitClaims {
  if (typeof payload !== 'object' || payload === null) return false;
  const claims = payload as Record<string, unknown>;
  return (
    claims.v === 1 &&
    typeof claims.ref === 'string' &&
    typeof claims.typ === 'string' &&
    PERMIT_TYPES.has(claims.typ) &&
    typeof claims.name === 'string' &&
    typeof claims.id4 === 'string' &&
    isDayOrNull(claims.from) &&
    isDayOrNull(claims.to) &&
    Array.isArray(claims.plates) &&
    claims.plates.every((plate) => typeof plate === 'string') &&
    typeof claims.iat === 'number'
  );
}

/** Checks a compact JWS against the published keys (jwks.json's `keys`), in the browser or in Node. */
export async function checkToken(token: string, keys: readonly JWK[]): Promise<TokenCheck> {
  let kid: string | undefined;
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== 'ES256') return { kind: 'forged' };
    kid = header.kid;
  } catch {
    return { kind: 'forged' };
  }
  const key = keys.find((candidate) => candidate.kid === kid);
  if (!key) return { kind: 'unknown_key' };
  try {
    const { payload } = await compactVerify(token, await importJWK(key, 'ES256'), { algorithms: ['ES256'] });
    const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
    return isPermitClaims(claims) ? { kind: 'signed', claims } : { kind: 'forged' };
  } catch {
    return { kind: 'forged' };
  }
}

/** A permit's days against today (all three YYYY-MM-DD on the reserve's calendar); a permit without dates is always within them. */
export function daysVerdict(from: string | null, to: string | null, today: string): DaysVerdict {
  if (from !== null && today < from) return 'not_yet_valid';
  if (to !== null && today > to) return 'expired';
  return 'valid';
}

/**
 * The portal's status over the permit's days: approved leaves the days to decide; expired is expired;
 * cancelled, rejected or any state that is not a granted permit makes it not valid.
 */
function statusVerdict(status: PermitStatus, from: string | null, to: string | null, today: string) {
  if (status === 'approved') return daysVerdict(from, to, today);
  return status === 'expired' ? 'expired' : 'cancelled';
}

const shownByClaims = (claims: PermitClaims): ShownPermit => ({
  reference: claims.ref,
  type: claims.typ,
  initials: initialsOf(claims.name),
  from: claims.from,
  to: claims.to,
  plates: claims.plates,
  id4: claims.id4,
});

/**
 * A signed token's verdict: by its days alone when the portal could not be asked (`answer` undefined),
 * else with the portal's status, which alone knows of a cancellation; `not_found` when the portal no
 * longer holds the permit.
 */
export function tokenVerdict(claims: PermitClaims, today: string, answer?: PortalAnswer | 'not_found'): Verdict {
  if (answer === 'not_found') return { kind: 'not_found' };
  const permit = shownByClaims(claims);
  if (!answer) return { kind: daysVerdict(claims.from, claims.to, today), permit, checked: 'offline' };
  return { kind: statusVerdict(answer.status, claims.from, claims.to, today), permit, checked: 'online' };
}

/** The verdict of a check by reference and code: all it knows is the portal's answer. */
export function manualVerdict(answer: PortalAnswer, today: string): Verdict {
  const permit: ShownPermit = {
    reference: answer.reference,
    type: answer.type,
    initials: answer.initials,
    from: answer.first_day,
    to: answer.last_day,
    plates: [],
    id4: '',
  };
  return { kind: statusVerdict(answer.status, permit.from, permit.to, today), permit, checked: 'online' };
}
