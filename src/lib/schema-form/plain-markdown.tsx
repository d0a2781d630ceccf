import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx/react (aliased in vite.config.ts). RJSF draws Markdown only where a
 * ui schema sets `ui:enableMarkdownInDescription`, which none of ours does (the registry test holds
 * it), and in its own developer messages; the parser would add 9 KB to every form route for nothing.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
