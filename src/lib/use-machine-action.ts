import { useCallback, useEffect, useRef, useState } from 'react';
import type { MachineAction } from './machine-action';
import { showToast } from './toasts';

/** The machine's module once loaded: later clicks reach the machine at once, as they come. */
let loaded: typeof import('./machine-action') | undefined;

/**
 * A one-click action (join an activity, send a report, like an article) on the submission machine, as
 * a form's submission is: one request at a time (a click while one is out sends nothing), a retry after
 * a failure with the same Idempotency-Key, each outcome told. The machine loads with the first click.
 */
export function useMachineAction<T>(action: MachineAction<T>): { running: boolean; run: () => void } {
  const [running, setRunning] = useState(false);
  // The machine outlives renders: it reads the callbacks of the latest one (its language, its state).
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  const run = useCallback(() => {
    // Busy from the click, while the machine loads.
    setRunning(true);
    if (loaded) return loaded.runMachineAction(latest, setRunning);
    import('./machine-action').then(
      (machine) => (loaded = machine).runMachineAction(latest, setRunning),
      () => {
        setRunning(false);
        showToast(latest.current.failureFallback, 'error');
      },
    );
  }, []);
  return { running, run };
}
