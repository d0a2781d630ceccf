import { lazy, Suspense } from 'react';
import { useToastsWanted } from '../lib/toasts';

const ToastHost = lazy(() => import('./toast-host'));

/** Where toasts appear: nothing, and no code, until the first one is asked for (src/lib/toasts.ts). */
export function Toaster() {
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
