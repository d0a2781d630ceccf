/**
 * The HTML a stored body (an article's description, an activity's terms…) may hold: the formatting an
 * editor produces, nothing that runs or styles. The server keeps to it when a body is stored
 * (server/lib/sanitize-html.ts) and the browser again before showing one (src/components/sanitized-html.tsx).
 */
export const htmlBodyPolicy = {
  tags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  attributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  /** What a link may point at: the web, an e-mail address, or a path of this site. */
  linkSchemes: ['http', 'https', 'mailto'],
  imageSchemes: ['http', 'https'],
  /** Every link's rel: a linked page gets no handle on this one. */
  linkRel: 'noopener noreferrer',
} as const;
