import type { Locale } from './locale';
import { shellMessages } from '../app/messages';
import { pageTitleMessages } from '../app/page-titles';
import { layoutMessages } from '../app/layout/messages';
import { componentMessages } from '../components/messages';
import { comingSoonMessages } from '../features/coming-soon/messages';
import { homeMessages } from '../features/home/messages';
import { contactUsMessages } from '../features/contact-us/messages';
import { authMessages } from '../features/auth/messages';
import { registrationMessages } from '../features/registration/messages';
import { passwordResetMessages } from '../features/password-reset/messages';
import { emailVerificationMessages } from '../features/email-verification/messages';
import { schemaFormMessages } from '../lib/schema-form/messages';

/**
 * The catalogues every page may need, loaded with the entry; a key defined twice fails the catalogue
 * test. A signed-in page's own messages come with its chunk instead (PageMessages, pageCatalogues).
 */
export const featureCatalogues = [
  shellMessages,
  pageTitleMessages,
  layoutMessages,
  componentMessages,
  comingSoonMessages,
  homeMessages,
  contactUsMessages,
  authMessages,
  registrationMessages,
  passwordResetMessages,
  emailVerificationMessages,
  schemaFormMessages,
];

export function messagesFor(locale: Locale): Record<string, string> {
  return Object.assign({}, ...featureCatalogues.map((catalogue) => catalogue[locale]));
}
