import { createContext, useContext } from 'react';
import { useAppearance } from './appearance';

/** The key of the page's header image in the appearance's `pages_headers`: its entry's in the page manifest. */
export const PageHeaderKey = createContext<string | undefined>(undefined);

/** The path of a header image: of the key given (an activity's type), or else of the page's own. */
export function usePageHeaderImage(key?: string): string | undefined {
  const pageKey = useContext(PageHeaderKey);
  const appearance = useAppearance();
  const chosen = key ?? pageKey;
  return chosen === undefined ? undefined : appearance?.pages_headers[chosen]?.path;
}
