import redaxios from 'redaxios';
import { etagOf } from '../../schemas/api/content-editing';
import { readSavedLocale } from '../i18n/locale';

/**
 * The login token's localStorage key; the value is stored as JSON. The admin app is built with the staff
 * token's own key (vite.config.ts), so a citizen's and a staff member's sessions never mix.
 */
export const TOKEN_STORAGE_KEY: string = import.meta.env.VITE_TOKEN_STORAGE_KEY ?? 'reserve-portal.token';

/** Build-time API base, so the same app can talk to another host's API. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api/v1';

/** The stored login token; none where there is no storage (the server renders every page signed out). */
export function readStoredToken(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): string | null {
  if (!storage) return null;
  try {
    const value: unknown = JSON.parse(storage.getItem(TOKEN_STORAGE_KEY) ?? 'null');
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
}

const client = redaxios.create({ baseURL: API_BASE });

export interface RequestOptions {
  /** Sent as Idempotency-Key: the server stores one record for all posts carrying the same key and body. */
  idempotencyKey?: string;
  /** Sent as If-Match: the server refuses the change (409) when the item has a newer revision than this. */
  revision?: string;
}

/** Read per request, so a new token or language applies at once. */
function requestHeaders({ idempotencyKey, revision }: RequestOptions = {}): Record<string, string> {
  const token = readStoredToken();
  return {
    'Accept-Language': readSavedLocale(),
    ...(token && { Authorization: `Bearer ${token}` }),
    ...(idempotencyKey && { 'Idempotency-Key': idempotencyKey }),
    ...(revision && { 'If-Match': etagOf(revision) }),
  };
}

type Params = Record<string, string | number | undefined>;

/** A new Idempotency-Key of 32 random hex digits (crypto.randomUUID exists only on HTTPS pages and localhost). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The one API client: every call goes through it with the bearer token and the active language.
 * Each method resolves to the response body (the `{ data, meta? }` envelope); a failure rejects
 * with redaxios' response, whose `data` is the `{ message, errors }` envelope.
 */
export const api = {
  get: <T>(url: string, params?: Params) =>
    client.get<T>(url, { params, headers: requestHeaders() }).then((r) => r.data),
  post: <T>(url: string, body?: FormData | object, options?: RequestOptions) =>
    client.post<T>(url, body, { headers: requestHeaders(options) }).then((r) => r.data),
  put: <T>(url: string, body?: FormData | object, options?: RequestOptions) =>
    client.put<T>(url, body, { headers: requestHeaders(options) }).then((r) => r.data),
  delete: <T>(url: string, body?: FormData, options?: RequestOptions) =>
    client.delete<T>(url, { headers: requestHeaders(options), data: body }).then((r) => r.data),
  /** A file behind an authorising route, which a plain link or <img> could not open: it needs the bearer token. */
  // The server names such a file by its full path (`/api/v1/me/photo`): an absolute URL keeps the base from being added twice.
  blob: (path: string) =>
    client
      .get<Blob>(new URL(path, globalThis.location.href).href, { headers: requestHeaders(), responseType: 'blob' })
      .then((r) => r.data),
};

/** The server's `message`, or the fallback when the failure carries none (network down, HTML error page). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | null)?.data;
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message !== '' ? message : fallback;
}

/** Per-field errors of a 422 answer, or an empty object. */
export function apiFieldErrors(error: unknown): Record<string, string[]> {
  const data = (error as { data?: unknown } | null)?.data;
  const errors = (data as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
}
