import { useSyncExternalStore } from 'react';
import { api } from '../../lib/api-client';
import type { Appearance } from '../../../schemas/api/content';

// Module-level, so the header, footer and pages share one request per page load.
let appearance: Appearance | null = null;
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load() {
  request ??= api.get<{ data: Appearance }>('/appearance').then(
    (body) => {
      appearance = body.data;
      listeners.forEach((listener) => listener());
    },
    // The page stays usable without appearance data; the spec only asks for a log line.
    (error: unknown) => console.error('Error fetching categories', error),
  );
}

function subscribe(listener: () => void) {
  load();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The site's appearance settings, fetched once and shared; null until they arrive (or if they fail). */
export function useAppearance(): Appearance | null {
  return useSyncExternalStore(subscribe, () => appearance, () => null);
}
