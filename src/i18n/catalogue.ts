import type { Locale } from './locale';
import { shellMessages } from '../app/messages';

/** Every feature's catalogue; a key defined twice fails the catalogue test. */
export const featureCatalogues = [shellMessages];

export function messagesFor(locale: Locale): Record<string, string> {
  return Object.assign({}, ...featureCatalogues.map((catalogue) => catalogue[locale]));
}
