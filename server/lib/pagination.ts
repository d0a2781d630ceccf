import { translate, type Locale } from '../i18n/messages';
import type { ListEnvelope, ListMeta } from '../../schemas/api/envelopes';
import { validationFailed } from './api-error';

/** Page size of every list unless a route says otherwise (docs/requirements.md §P9). */
export const DEFAULT_PER_PAGE = 20;
/** Far beyond any real list; it keeps offsets small and refuses absurd numbers early. */
export const MAX_PAGE = 100_000;

export interface PageWindow {
  page: number;
  perPage: number;
}

/** What a list route knows how to ask its table: how many rows in all, and one slice of them. */
export interface PagedSource<T> {
  count(): Promise<number>;
  rows(limit: number, offset: number): Promise<T[]>;
}

export interface WholeNumberRule {
  field: string;
  min: number;
  max: number;
  /** Used when the query leaves the value out. */
  fallback: number;
}

/** JSON schema of a whole-number query value: a string, so Arabic digits reach parseWholeNumber. */
export const wholeNumberQueryValue = { type: 'string' } as const;

/** The query of a list that takes only its page (`?page=n`), checked by its route. */
export const pageQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: { page: wholeNumberQueryValue },
} as const;
export interface PageQuery {
  page?: string;
}

const easternDigit = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits as ASCII digits; everything else unchanged. */
export function toAsciiDigits(value: string): string {
  return value.replace(easternDigit, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** Reads a whole-number query value in any of the three digit sets; anything else is a 422 naming the field. */
export function parseWholeNumber(raw: string | undefined, rule: WholeNumberRule, locale: Locale): number {
  if (raw === undefined) return rule.fallback;
  const digits = toAsciiDigits(raw);
  // Digits only: Number() alone would accept '1e3', '0x10', ' 7' and '1.0'.
  const value = /^\d{1,16}$/.test(digits) ? Number(digits) : Number.NaN;
  if (value >= rule.min && value <= rule.max) return value;
  const message = translate(locale, 'whole_number_between')
    .replace('{min}', String(rule.min))
    .replace('{max}', String(rule.max));
  throw validationFailed({ [rule.field]: [message] });
}

/** Reads the `page` query value: 1 when absent, otherwise a whole number from 1 to MAX_PAGE. */
export function parsePage(raw: string | undefined, locale: Locale): number {
  return parseWholeNumber(raw, { field: 'page', min: 1, max: MAX_PAGE, fallback: 1 }, locale);
}

/** The query of a reference list (areas, categories, regions…): `?limit=50`, and a page if ever needed. */
export const referenceListQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: wholeNumberQueryValue, page: wholeNumberQueryValue },
} as const;

/** The window a reference list's query asks for: `limit` 1–100 (50 by default) rows of `page`. */
export function referenceListWindow(query: { limit?: string; page?: string }, locale: Locale): PageWindow {
  return {
    page: parsePage(query.page, locale),
    perPage: parseWholeNumber(query.limit, { field: 'limit', min: 1, max: 100, fallback: 50 }, locale),
  };
}

/** The meta block of a list answer. */
export function listMeta(total: number, window: PageWindow, itemsOnPage: number): ListMeta {
  const offset = (window.page - 1) * window.perPage;
  return {
    current_page: window.page,
    from: itemsOnPage > 0 ? offset + 1 : null,
    last_page: Math.max(1, Math.ceil(total / window.perPage)),
    per_page: window.perPage,
    total,
  };
}

/** Counts, then loads only the requested slice (none past the end): the list envelope of any table. */
export async function paginate<T>(window: PageWindow, source: PagedSource<T>): Promise<ListEnvelope<T>> {
  const total = await source.count();
  const offset = (window.page - 1) * window.perPage;
  const data = offset < total ? await source.rows(window.perPage, offset) : [];
  return { data, meta: listMeta(total, window, data.length) };
}
