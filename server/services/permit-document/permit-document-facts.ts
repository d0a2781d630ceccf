import { eq, inArray } from 'drizzle-orm';
import type { PermitType } from '../../../schemas/api/member';
import { permitService } from '../../../schemas/api/permits';
import type { PermitClaims } from '../../../schemas/permit-proof';
import { toAsciiDigits } from '../../../schemas/validation/ascii-digits';
import type { FormDefinition } from '../../../schemas/validation/form-definition';
import type { Database, Transaction } from '../../db/client';
import {
  apiaries,
  apiaryLocations,
  campingLocations,
  permitAreas,
  permitRegions,
  permits,
  users,
} from '../../db/schema';
import { formOfVersion } from '../forms/form-versions';
import { idOf } from '../permits/request-facts';
import type { Bilingual, DetailKey } from './document-text';

type PermitRow = typeof permits.$inferSelect;

/** One line of the permit beyond its holder and days: a place from the reserve's lists, or what the applicant typed. */
export interface PermitDetail {
  key: DetailKey;
  value: Bilingual;
}

/** Everything a permit's document prints, in both languages, and what its QR code signs. */
export interface PermitDocumentFacts {
  reference: string;
  type: PermitType;
  /** Its service's name as a title. */
  service: Bilingual;
  /** As the holder wrote it: one spelling for both languages. */
  holderName: string;
  /** The last four digits of the holder's ID number (ASCII), '' when there is none. */
  idLastFour: string;
  /** First and last day inclusive (YYYY-MM-DD); null for a permit without dates. */
  firstDay: string | null;
  lastDay: string | null;
  details: PermitDetail[];
  /** A specific-area permit's prohibitions, as its form's terms list them. */
  prohibitions: { heading: Bilingual; items: Record<keyof Bilingual, string[]> } | null;
  plates: string[];
  /** What the QR code signs, issued at `issuedAt` (now by default). */
  claims(issuedAt?: Date): PermitClaims;
}

type Answers = Record<string, unknown>;
type Lists = Database | Transaction;

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const same = (text: string): Bilingual => ({ ar: text, en: text });
const joined = (values: Bilingual[]): Bilingual => ({
  ar: values.map(({ ar }) => ar).join('، '),
  en: values.map(({ en }) => en).join(', '),
});
const idsOf = (value: unknown): number[] => [value].flat().flatMap((answer) => idOf(answer) ?? []);
const itemsOf = (value: unknown): Answers[] =>
  Array.isArray(value) ? value.filter((item): item is Answers => typeof item === 'object' && item !== null) : [];

/** Names from one of the reserve's lists, in the order of `ids`; an id no longer listed is left out. */
async function namesOf(
  db: Lists,
  table: typeof permitRegions | typeof permitAreas | typeof campingLocations | typeof apiaryLocations | typeof apiaries,
  ids: number[],
): Promise<Bilingual[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: table.id, ar: table.nameAr, en: table.nameEn })
    .from(table)
    .where(inArray(table.id, ids));
  return ids.flatMap((id) => rows.filter((row) => row.id === id).map(({ ar, en }) => ({ ar, en })));
}

/** A detail when it has a value. */
const detail = (key: DetailKey, value: Bilingual | string | undefined): PermitDetail[] =>
  value === undefined || value === '' || (typeof value === 'object' && value.ar === '')
    ? []
    : [{ key, value: typeof value === 'string' ? same(value) : value }];

/** Of a specific-area or work permit: its region and its sites, "other" as the applicant named it. */
async function placeDetails(db: Lists, answers: Answers): Promise<PermitDetail[]> {
  const [region] = await namesOf(db, permitRegions, idsOf(answers.region_id));
  const other = [answers.area_ids].flat().includes('other') ? textOf(answers.other_area) : undefined;
  const sites = [...(await namesOf(db, permitAreas, idsOf(answers.area_ids))), ...(other ? [same(other)] : [])];
  return [...detail('region', region), ...(sites.length > 0 ? detail('sites', joined(sites)) : [])];
}

/** Each permit type's lines, and the plates it names. */
const detailsByType: Record<PermitType, (db: Lists, answers: Answers) => Promise<PermitDetail[]>> = {
  specific_area: async (db, answers) => [
    ...(await placeDetails(db, answers)),
    ...detail('vehicles', textOf(answers.vehicle_type)),
    ...detail('plates', textOf(answers.vehicle_plate_number)),
  ],
  work_permit: async (db, answers) => {
    const vehicles = itemsOf(answers.vehicles).map((vehicle) =>
      [vehicle.type, vehicle.color].map(textOf).filter(Boolean).join(' – '),
    );
    return [
      ...(await placeDetails(db, answers)),
      ...detail('purpose', textOf(answers.purpose)),
      ...detail(
        'companions',
        joined(
          itemsOf(answers.companions)
            .flatMap(({ name }) => textOf(name) ?? [])
            .map(same),
        ),
      ),
      ...detail('vehicles', joined(vehicles.filter(Boolean).map(same))),
      ...detail('plates', joined(platesOf('work_permit', answers).map(same))),
    ];
  },
  free_camping: async (db, answers) => {
    const [location] = await namesOf(db, campingLocations, idsOf(answers.free_camping_location_id));
    const companions = answers.number_of_companions;
    return [
      ...detail('campingLocation', location),
      ...detail('companions', typeof companions === 'number' ? String(companions) : undefined),
      ...detail('vehicles', textOf(answers.vehicle_type)),
    ];
  },
  beekeeping: async (db, answers) => {
    const [location] = await namesOf(db, apiaryLocations, idsOf(answers.apiary_location_id));
    const [apiary] = await namesOf(db, apiaries, idsOf(answers.apiary_id));
    const hives = answers.number_of_hives;
    return [
      ...detail('apiaryLocation', location),
      ...detail('apiary', apiary),
      ...detail('hives', typeof hives === 'number' ? String(hives) : undefined),
    ];
  },
  scientific_research: async (_db, answers) => [
    ...detail('researchTitle', textOf(answers.research_title)),
    ...detail('institution', textOf(answers.institution_university)),
  ],
};

/** The plate numbers a permit names, as written. */
function platesOf(type: PermitType, answers: Answers): string[] {
  if (type === 'specific_area') return [textOf(answers.vehicle_plate_number) ?? []].flat();
  if (type === 'work_permit')
    return itemsOf(answers.vehicles).flatMap(({ plate_number }) => textOf(plate_number) ?? []);
  return [];
}

/**
 * The prohibitions of the form's terms (`fields.terms.description`: a heading, then one "- " line each), in
 * the version the request was made in, so the permit repeats what its holder agreed to.
 */
export function prohibitionsOf(form: FormDefinition): PermitDocumentFacts['prohibitions'] {
  const split = (locale: keyof Bilingual) => {
    const lines = (form.messages[locale].fields.terms?.description ?? '').split('\n').map((line) => line.trim());
    return {
      heading: lines.filter((line) => line !== '' && !line.startsWith('- ')).join(' '),
      items: lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2).trim()),
    };
  };
  const ar = split('ar');
  const en = split('en');
  if (ar.items.length === 0 || en.items.length === 0) return null;
  return { heading: { ar: ar.heading, en: en.heading }, items: { ar: ar.items, en: en.items } };
}

/**
 * What the document of `permit` prints: its answers in the form version it was made in, places named from the
 * reserve's lists in both languages, and the holder as on the request (the account's name and ID when the
 * form asks for none, as the research form does).
 */
export async function permitDocumentFacts(db: Database | Transaction, permit: PermitRow): Promise<PermitDocumentFacts> {
  const service = permitService(permit.type);
  const answers = permit.request as Answers;
  const [form, [account], details] = await Promise.all([
    // A form version never changes once written: read inside or outside the caller's transaction alike.
    formOfVersion(db as Database, permit.formVersionId, service.formId),
    db.select({ name: users.name, nationalId: users.nationalId }).from(users).where(eq(users.id, permit.userId)),
    detailsByType[permit.type](db, answers),
  ]);
  const holderName = textOf(answers.user_full_name) ?? account?.name ?? '';
  const idNumber = textOf(answers.user_id_number) ?? account?.nationalId ?? '';
  const facts: Omit<PermitDocumentFacts, 'claims'> = {
    reference: permit.reference,
    type: permit.type,
    service: { ar: service.name.ar, en: service.title.en },
    holderName,
    idLastFour: toAsciiDigits(idNumber).replace(/\D/g, '').slice(-4),
    firstDay: permit.firstDay,
    lastDay: permit.lastDay,
    details,
    prohibitions: permit.type === 'specific_area' ? prohibitionsOf(form) : null,
    plates: platesOf(permit.type, answers),
  };
  return { ...facts, claims: (issuedAt) => claimsOf(facts, issuedAt) };
}

/** What the permit's QR code signs of its facts, issued at `issuedAt`. */
export const claimsOf = (facts: Omit<PermitDocumentFacts, 'claims'>, issuedAt = new Date()): PermitClaims => ({
  v: 1,
  ref: facts.reference,
  typ: facts.type,
  name: facts.holderName,
  id4: facts.idLastFour,
  from: facts.firstDay,
  to: facts.lastDay,
  plates: facts.plates,
  iat: Math.floor(issuedAt.getTime() / 1000),
});
