import { useMemo } from 'react';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import { useApiRead } from '../use-api-read';
import type { OptionItem } from './form-context';

const NO_OPTIONS: OptionItem[] = [];

/**
 * The choices of a `remote-select` field from an API list (limit 50, in the page's language): empty
 * until it answers, or if it fails, for the form works without them and the server names a wrong
 * choice. `toOption` should be a module-level function, so the choices are not rebuilt every render.
 */
export function useOptionList<Item>(path: string, toOption: (item: Item) => OptionItem): OptionItem[] {
  const { data } = useApiRead<ListEnvelope<Item>>(path, { limit: 50 });
  return useMemo(() => data?.data.map(toOption) ?? NO_OPTIONS, [data, toOption]);
}
