import type { Locale } from './locale';
import { shellMessages } from '../app/messages';
import { pageTitleMessages } from '../app/page-titles';
import { layoutMessages } from '../app/layout/messages';
import { componentMessages } from '../components/messages';
import { homeMessages } from '../features/home/messages';
import { authMessages } from '../features/auth/messages';
import { formSubmissionMessages } from '../lib/schema-form/submission-messages';

/**
 * The catalogues every page may need, loaded with the entry; a key defined twice fails the catalogue
 * test. A signed-in page's own messages come with its chunk instead (PageMessages, pageCatalogues).
 */
export const featureCatalogues = [
  shellMessages,
  pageTitleMessages,
  layoutMessages,
  componentMessages,
  homeMessages,
  authMessages,
  formSubmissionMessages,
];

export function messagesFor(locale: Locale): Record<string, string> {
  return Object.assign({}, ...featureCatalogues.map((catalogue) => catalogue[locale]));
}
