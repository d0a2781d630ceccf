import type { ListMeta } from '../../schemas/api/envelopes';

/** Page `page` of a list of `total` items (ids 1…total) made by `item`, with the meta the API sends. */
export function pageOfList<T>(
  total: number,
  page: number,
  perPage: number,
  item: (id: number) => T,
): { data: T[]; meta: ListMeta } {
  const ids = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * perPage, page * perPage);
  const meta = {
    current_page: page,
    from: ids[0] ?? null,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
  return { data: ids.map(item), meta };
}
