import { lazy, Suspense } from 'react';
import { useGlobalLoading } from '../lib/global-loading';

const LoadingBackdrop = lazy(() => import('./loading-backdrop'));

/** A full-screen spinner while the global loading flag is on; its code comes the first time it is. */
export function LoadingOverlay() {
  return useGlobalLoading() ? (
    <Suspense fallback={null}>
      <LoadingBackdrop />
    </Suspense>
  ) : null;
}
