import { useSyncExternalStore } from 'react';
import type { SchemaFormContext } from './form-context';

/**
 * The current answer of a top-level field of the form (`from_date`), or undefined without a field:
 * the calling widget re-renders when that answer changes, and not when another field is typed in.
 */
export function useAnswer({ answers }: Pick<SchemaFormContext, 'answers'>, field: string | undefined): unknown {
  const read = () => (field === undefined ? undefined : answers.get()[field]);
  // The server renders the answers it was given: the same snapshot.
  return useSyncExternalStore(answers.subscribe, read, read);
}
