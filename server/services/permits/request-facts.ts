import type { PermitType } from '../../../schemas/api/member';
import { dayOf } from './permit-places';

/** Which answers of each permit type's form (its schema.json) give its days and place; a type not listed names none. */
const factFields: Partial<Record<PermitType, { firstDay: string; lastDay: string; region?: string; area?: string }>> = {
  specific_area: { firstDay: 'from_date', lastDay: 'from_date', region: 'region_id', area: 'area_ids' },
  work_permit: { firstDay: 'from_date', lastDay: 'to_date', region: 'region_id', area: 'area_ids' },
  free_camping: { firstDay: 'free_camping_date', lastDay: 'free_camping_date' },
  scientific_research: { firstDay: 'start_at', lastDay: 'end_at' },
};

/** What the lifecycle and the queue read of a request beside its answers: its days, region and (first) area. */
export interface RequestFacts {
  firstDay: string | null;
  lastDay: string | null;
  regionId: number | null;
  areaId: number | null;
}

/** A list's id as an answer holds it: a number, or digits where the schema keeps a choice as text ("other" is none). */
export const idOf = (value: unknown): number | null => {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The facts of a request of `type` with these (validated) answers; "other" areas are no area. */
export function requestFacts(type: PermitType, answers: Record<string, unknown>): RequestFacts {
  const fields = factFields[type];
  if (!fields) return { firstDay: null, lastDay: null, regionId: null, areaId: null };
  const areas = fields.area === undefined ? [] : [answers[fields.area]].flat();
  return {
    firstDay: dayOf(answers[fields.firstDay]) ?? null,
    lastDay: dayOf(answers[fields.lastDay]) ?? null,
    regionId: fields.region === undefined ? null : idOf(answers[fields.region]),
    areaId: areas.map(idOf).find((id) => id !== null) ?? null,
  };
}
