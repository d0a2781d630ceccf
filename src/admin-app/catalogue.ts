import type { Locale } from '../i18n/locale';
import { shellMessages } from '../app/messages';
import { layoutMessages } from '../app/layout/messages';
import { pageTitleMessages } from '../config/page-titles';
import { componentMessages } from '../components/messages';
import { captchaMessages } from '../lib/captcha/messages';
import { formSubmissionMessages } from '../lib/schema-form/submission-messages';
import { staffSignInMessages } from '../features/admin/sign-in/messages';
import { adminShellMessages } from './messages';

/** The admin app's messages: the shared ones its screens draw with (language switch, captcha, forms) and its own. */
const adminCatalogues = [
  shellMessages,
  layoutMessages,
  pageTitleMessages,
  componentMessages,
  captchaMessages,
  formSubmissionMessages,
  adminShellMessages,
  staffSignInMessages,
];

export function adminMessagesFor(locale: Locale): Record<string, string> {
  return Object.assign({}, ...adminCatalogues.map((catalogue) => catalogue[locale]));
}
