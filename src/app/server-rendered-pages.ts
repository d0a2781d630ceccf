import { paths } from '../config/paths';
import { APPEARANCE_READ } from '../features/appearance/use-appearance';
import { ARTICLES_READ } from '../features/home/api/latest-news';
import type { PageRead } from '../lib/page-data';

export interface ServerRenderedPage {
  /** The API reads it draws from (the header and footer read the appearance everywhere). */
  reads: PageRead[];
  /**
   * The sources of what it loads lazily (its screen, its form, the phone widget): the server preloads
   * their chunks from the build manifest, so hydration does not wait for them one after another.
   */
  modules: string[];
}

const form = (screen: string, formId: string, ...widgets: string[]) => [screen, `schemas/.generated/${formId}.form.js`, ...widgets];
const PHONE_WIDGET = 'src/lib/schema-form/widgets/phone-number-widget.tsx';

/**
 * The routes the server renders to HTML: the public pages, forms included (their button waits for the
 * page's code). A route not listed is drawn in the browser only: the member area, and pages drawn from
 * what only the browser holds (a stored count of failed sign-ins that brings the captcha, a pending
 * sign-in code, a reset link's token).
 */
const serverRenderedPages: Record<string, ServerRenderedPage> = {
  [paths.home.path]: { reads: [APPEARANCE_READ, ARTICLES_READ], modules: ['src/features/home/home-page.tsx'] },
  [paths.contactUs.path]: { reads: [APPEARANCE_READ], modules: form('src/features/contact-us/contact-us-page.tsx', 'contact-us', PHONE_WIDGET) },
  [paths.signUp.path]: { reads: [APPEARANCE_READ], modules: form('src/features/registration/sign-up-page.tsx', 'sign-up', PHONE_WIDGET) },
  [paths.signUpCompanies.path]: {
    reads: [APPEARANCE_READ],
    modules: form('src/features/registration/sign-up-companies-page.tsx', 'sign-up-companies', PHONE_WIDGET),
  },
  [paths.forgetPassword.path]: { reads: [APPEARANCE_READ], modules: form('src/features/password-reset/forget-password-page.tsx', 'forget-password') },
};

/** A server-rendered route, or null if the browser draws it alone. */
export function serverRenderedPage(pathname: string): ServerRenderedPage | null {
  return serverRenderedPages[pathname] ?? null;
}
