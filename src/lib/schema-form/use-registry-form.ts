import { use, useState } from 'react';
import type { FormId } from '../../../schemas/registry';
import { loadedForm, loadForm, type LoadedForm } from '../../../schemas/validation/form-loader';

/**
 * A form of the registry: at once if its chunk has loaded, otherwise once it has (the component
 * suspends). Whether it waits is settled when the component is first drawn: React replays a first
 * render that waited with the hooks it had made before waiting, and a replay that skipped `use`
 * because the chunk had arrived meanwhile would find them in another order (React #467: a
 * hydrating form page dropped and drawn again).
 */
export function useRegistryForm(formId: FormId): LoadedForm {
  const [waitsForChunk] = useState(() => loadedForm(formId) === undefined);
  const loaded = loadedForm(formId);
  return waitsForChunk || !loaded ? use(loadForm(formId)) : loaded;
}
