import type { Locale } from '../i18n/locale';
import { shellMessages } from './messages';
import { pageTitleMessages } from '../config/page-titles';
import { layoutMessages } from './layout/messages';
import { componentMessages } from '../components/messages';
import { homeMessages } from '../features/home/messages';
import { authMessages } from '../features/auth/messages';
import { formSubmissionMessages } from '../lib/schema-form/submission-messages';
import { captchaMessages } from '../lib/captcha/messages';

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
  captchaMessages,
  formSubmissionMessages,
];

export function messagesFor(locale: Locale): Record<string, string> {
  return Object.assign({}, ...featureCatalogues.map((catalogue) => catalogue[locale]));
}
