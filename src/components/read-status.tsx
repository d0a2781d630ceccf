import type { ReactNode } from 'react';
import type { PageReadState } from '../lib/page-data';
import { LoadErrorState } from './load-error-state';
import { LoadingIndicator } from './loading-indicator';

interface ReadStatusProps<T> {
  read: PageReadState<T>;
  /** What to draw once there is data (kept while a newer page loads). */
  children: (data: T) => ReactNode;
}

/** A read's data, or while there is none yet a spinner, or on failure THE load error with a retry. */
export function ReadStatus<T>({ read, children }: ReadStatusProps<T>) {
  if (read.failed) return <LoadErrorState onRetry={read.retry} />;
  if (read.data === undefined) return <LoadingIndicator />;
  return children(read.data);
}
