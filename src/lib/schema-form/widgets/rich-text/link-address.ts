import { htmlBodyPolicy } from '../../../../../schemas/api/html-body';

/**
 * The address a link may be given, as typed (trimmed), or undefined when the server's policy would
 * drop it (schemas/api/html-body.ts): the web, an e-mail address, or a path of this site.
 */
export function linkAddressOf(typed: string): string | undefined {
  const address = typed.trim();
  if (/^\/(?!\/)\S*$/.test(address)) return address;
  const scheme = /^([a-z][a-z0-9+.-]*):\S+$/i.exec(address)?.[1]?.toLowerCase();
  return scheme && (htmlBodyPolicy.linkSchemes as readonly string[]).includes(scheme) ? address : undefined;
}
