/** Pagination of every list answer (spec 000 §3). */
export interface ListMeta {
  current_page: number;
  /** 1-based index of the first item on this page; null when the page is empty. */
  from: number | null;
  last_page: number;
  per_page: number;
  total: number;
}

/** `{ data: [...], meta }`: the one envelope of every list answer. */
export interface ListEnvelope<T> {
  data: T[];
  meta: ListMeta;
}

/** `{ data }`: the one envelope of every item answer. */
export interface ItemEnvelope<T> {
  data: T;
}

/** `{ message, errors? }`: the one envelope of every failure, in the request's language. */
export interface ErrorEnvelope {
  message: string;
  errors?: Record<string, string[]>;
}
