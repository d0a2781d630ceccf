import { useMemo } from 'react';
import { Box } from '@mui/material';
import DOMPurify, { type Config } from 'dompurify';
import { htmlBodyPolicy } from '../../schemas/api/html-body';

const config: Config = {
  ALLOWED_TAGS: [...htmlBodyPolicy.tags],
  ALLOWED_ATTR: [...new Set(Object.values(htmlBodyPolicy.attributes).flat())],
  // DOMPurify tests every attribute value (width too) with it: the web, e-mail, or a value with no
  // scheme before its first / ? # (a path, a number); javascript:, data: and //host go.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|(?!\/\/)[^:]*(?:[/?#]|$))/i,
  FORBID_CONTENTS: [
    'script',
    'style',
    'textarea',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'svg',
    'math',
  ],
};

// Without a DOM (the server render) DOMPurify is not supported: see sanitizeHtmlBody.
const purify = DOMPurify.isSupported ? DOMPurify : null;
purify?.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') node.setAttribute('rel', htmlBodyPolicy.linkRel);
});

/**
 * The body reduced to schemas/api/html-body.ts by DOMPurify in the browser. The server render has no
 * DOM and passes the body as stored: every body is sanitised by the same policy when it is stored
 * (server/lib/sanitize-html.ts, seed and writes alike, and tests read the stored bodies back clean), and
 * the page's CSP (`script-src 'self'`) refuses inline scripts and handlers even if one slipped through.
 */
export function sanitizeHtmlBody(html: string): string {
  return purify ? purify.sanitize(html, config) : html;
}

interface SanitizedHtmlProps {
  html: string;
  component?: 'div' | 'section';
}

/** An HTML body from the API (an article, terms…), shown only as the formatting it may hold. */
export function SanitizedHtml({ html, component = 'div' }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtmlBody(html), [html]);
  return (
    <Box
      component={component}
      dangerouslySetInnerHTML={{ __html: clean }}
      sx={{
        overflowWrap: 'anywhere',
        // A wide table scrolls inside the body, keeping its table semantics (display: block would lose them).
        overflowX: 'auto',
        lineHeight: 1.8,
        '& img': { maxWidth: '100%', height: 'auto' },
        '& figure': { m: 0, my: 2 },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1 },
        '& a': { color: 'primary.main' },
      }}
    />
  );
}
