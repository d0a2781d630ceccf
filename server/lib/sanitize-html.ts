import sanitize from 'sanitize-html';
import { htmlBodyPolicy } from '../../schemas/api/html-body';

const options: sanitize.IOptions = {
  allowedTags: [...htmlBodyPolicy.tags],
  allowedAttributes: htmlBodyPolicy.attributes as unknown as Record<string, string[]>,
  allowedSchemes: [...htmlBodyPolicy.linkSchemes],
  allowedSchemesByTag: { img: [...htmlBodyPolicy.imageSchemes] },
  allowProtocolRelative: false,
  // A tag outside the policy goes and its text stays; these go with their content.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'svg',
    'math',
  ],
  // An image whose address was refused would only show a broken frame.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // The page's own title is its only h1.
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: htmlBodyPolicy.linkRel } }),
  },
};

/** The body reduced to the formatting an editor produces (schemas/api/html-body.ts): used wherever HTML is stored. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}

/** Whether a sanitised body shows nothing: no text and no image (a script alone leaves nothing). */
export function isEmptyHtml(html: string): boolean {
  return sanitize(html, { allowedTags: ['img'], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}
