import { paths } from '../config/paths';
import { APPEARANCE_READ } from '../features/appearance/use-appearance';
import { ABOUT_READ } from '../features/about/api';
import { faqsRead } from '../features/faqs/api';
import { PERMIT_SETTINGS_READ } from '../features/permits/api';
import { albumRead, albumsRead } from '../features/albums/api';
import { articleRead, articlesRead } from '../features/news/api';
import { activitiesRead, activityRead, volunteerOpportunitiesRead } from '../features/activities/api';
import { studiesReportsRead } from '../features/studies-reports/api';
import { surveyRead, surveysRead } from '../features/surveys/api';
import { jobRead, jobsRead } from '../features/jobs/api';
import { ARTICLES_READ } from '../features/home/api/latest-news';
import type { PageRead } from '../lib/page-data';
import { pageFromSearch } from '../lib/use-page-param';

/** What a dynamic route's reads are computed from. */
export interface PageAddress {
  /** The route pattern's parameters, as wouter's useParams gives them (`/news/:id` at `/news/abc`: { id: 'abc' }). */
  params: Record<string, string>;
  /** The list page of `?page=`, as usePageParam reads it (a positive whole number, otherwise 1). */
  page: number;
}

/** A route the server renders, as registered below. */
interface PageRegistration {
  /** The API reads it draws from (the header and footer read the appearance everywhere), or how to compute them. */
  reads: PageRead[] | ((address: PageAddress) => PageRead[]);
  /** A list whose page is in `?page=` (usePageParam): each page is its own rendering; other routes ignore the query. */
  paged?: boolean;
  /**
   * The sources of what it loads lazily (its screen, its form, the phone widget): the server preloads
   * their chunks from the build manifest, so hydration does not wait for them one after another.
   */
  modules: string[];
}

export interface ServerRenderedPage {
  /** The address rendered, and the key of its rendering: the path, with `?page=n` for a paged list past page 1. */
  url: string;
  /** The API reads it draws from. A read that answers 404 makes the page "not found", answered with HTTP 404. */
  reads: PageRead[];
  modules: string[];
  /** An address the router answers with the not-found page: rendered as such and answered with HTTP 404. */
  matchesNoRoute?: true;
}

const form = (screen: string, formId: string, ...widgets: string[]) => [screen, `schemas/.generated/${formId}.form.js`, ...widgets];
const PHONE_WIDGET = 'src/lib/schema-form/widgets/phone-number-widget.tsx';

/**
 * The routes the server renders to HTML: the public pages, forms included (their button waits for the
 * page's code). A route not listed is drawn in the browser only: the member area, and pages drawn from
 * what only the browser holds (a stored count of failed sign-ins that brings the captcha, a pending
 * sign-in code, a reset link's token).
 *
 * Keyed by the route's wouter pattern (paths.x.path). A page with data registers the reads its
 * components ask usePageData/usePageRead for, built by the same function of its feature, so the browser
 * finds each answer under the same key and asks again for none:
 *
 *   [paths.faqs.path]: { reads: ({ page }) => [APPEARANCE_READ, faqsRead(page)], paged: true, modules: ['src/features/faqs/faqs-page.tsx'] },
 *   [paths.article.path]: { reads: ({ params }) => [APPEARANCE_READ, articleRead(params.id!)], modules: [...] },
 *
 * A detail whose read answers 404 is sent with HTTP 404 and that failure embedded: its page must then draw
 * the not-found page (`usePageRead(read).notFound`), in the browser as on the server.
 */
const serverRenderedPages: Record<string, PageRegistration> = {
  [paths.home.path]: { reads: [APPEARANCE_READ, ARTICLES_READ], modules: ['src/features/home/home-page.tsx'] },
  [paths.contactUs.path]: { reads: [APPEARANCE_READ], modules: form('src/features/contact-us/contact-us-page.tsx', 'contact-us', PHONE_WIDGET) },
  [paths.signUp.path]: { reads: [APPEARANCE_READ], modules: form('src/features/registration/sign-up-page.tsx', 'sign-up', PHONE_WIDGET) },
  [paths.signUpCompanies.path]: {
    reads: [APPEARANCE_READ],
    modules: form('src/features/registration/sign-up-companies-page.tsx', 'sign-up-companies', PHONE_WIDGET),
  },
  [paths.forgetPassword.path]: { reads: [APPEARANCE_READ], modules: form('src/features/password-reset/forget-password-page.tsx', 'forget-password') },
  [paths.faqs.path]: { reads: ({ page }) => [APPEARANCE_READ, faqsRead(page)], paged: true, modules: ['src/features/faqs/faqs-page.tsx'] },
  [paths.reports.path]: {
    reads: ({ page }) => [APPEARANCE_READ, studiesReportsRead(page)],
    paged: true,
    modules: ['src/features/studies-reports/reports-page.tsx'],
  },
  [paths.news.path]: { reads: ({ page }) => [APPEARANCE_READ, articlesRead(page)], paged: true, modules: ['src/features/news/news-page.tsx'] },
  [paths.article.path]: { reads: ({ params }) => [APPEARANCE_READ, articleRead(params.id!)], modules: ['src/features/news/article-page.tsx'] },
  [paths.events.path]: { reads: ({ page }) => [APPEARANCE_READ, activitiesRead(page)], paged: true, modules: ['src/features/activities/events-page.tsx'] },
  // Public data only: a member's join state is read with the token once the page has hydrated.
  [paths.event.path]: { reads: ({ params }) => [APPEARANCE_READ, activityRead(params.slug!)], modules: ['src/features/activities/activity-page.tsx'] },
  [paths.volunteer.path]: {
    reads: ({ page }) => [APPEARANCE_READ, volunteerOpportunitiesRead(page)],
    paged: true,
    modules: ['src/features/activities/volunteer-page.tsx'],
  },
  [paths.albums.path]: { reads: ({ page }) => [APPEARANCE_READ, albumsRead(page)], paged: true, modules: ['src/features/albums/albums-page.tsx'] },
  [paths.album.path]: { reads: ({ params }) => [APPEARANCE_READ, albumRead(params.slug!)], modules: ['src/features/albums/album-page.tsx'] },
  [paths.surveys.path]: { reads: ({ page }) => [APPEARANCE_READ, surveysRead(page)], paged: true, modules: ['src/features/surveys/surveys-page.tsx'] },
  // A members-only survey answers 401 to the server's signed-out read: the page is then drawn in the browser, with the token.
  [paths.survey.path]: { reads: ({ params }) => [APPEARANCE_READ, surveyRead(params.uuid!)], modules: ['src/features/surveys/survey-page.tsx'] },
  [paths.jobs.path]: { reads: ({ page }) => [APPEARANCE_READ, jobsRead(page)], paged: true, modules: ['src/features/jobs/jobs-page.tsx'] },
  [paths.job.path]: { reads: ({ params }) => [APPEARANCE_READ, jobRead(params.uuid!)], modules: ['src/features/jobs/job-page.tsx'] },
  [paths.services.path]: { reads: [APPEARANCE_READ, PERMIT_SETTINGS_READ], modules: ['src/features/permits/services-page.tsx'] },
  // One rendering whatever its ?tab=: the page hydrates on the first tab, then shows the one asked.
  [paths.about.path]: { reads: [APPEARANCE_READ, ABOUT_READ], modules: ['src/features/about/about-page.tsx'] },
  [paths.terms.path]: { reads: [APPEARANCE_READ], modules: ['src/features/legal/terms-page.tsx'] },
  [paths.termsPermits.path]: { reads: [APPEARANCE_READ], modules: ['src/features/legal/terms-permits-page.tsx'] },
  [paths.termsPermitsResearcher.path]: { reads: [APPEARANCE_READ], modules: ['src/features/legal/terms-permits-researcher-page.tsx'] },
};

/** The route patterns the server renders, for a test that visits every one. */
export const serverRenderedRoutes = Object.keys(serverRenderedPages);

/** wouter's reading of a path: decoded as by decodeURI, or left as it is when that fails. */
function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** The parameters of `pattern` (`/news/:id`) in `pathname`, or null; one trailing slash is allowed, as in wouter. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = decodedPath(pathname).replace(/(.)\/$/, '$1').split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (segment.startsWith(':') && value !== '') params[segment.slice(1)] = value;
    else if (segment !== value) return null;
  }
  return params;
}

/**
 * A server-rendered route at `url` (a path, with or without its query), or null if the browser draws it
 * alone; an address that matches no route of `paths` is the not-found page.
 */
export function serverRenderedPage(url: string): ServerRenderedPage | null {
  const { pathname, search } = new URL(url, 'http://portal');
  for (const [pattern, registration] of Object.entries(serverRenderedPages)) {
    const params = matchPattern(pattern, pathname);
    if (!params) continue;
    const page = registration.paged ? pageFromSearch(search) : 1;
    const reads = typeof registration.reads === 'function' ? registration.reads({ params, page }) : registration.reads;
    return { url: page > 1 ? `${pathname}?page=${page}` : pathname, reads, modules: registration.modules };
  }
  if (Object.values(paths).some(({ path }) => matchPattern(path, pathname))) return null;
  return { url: pathname, reads: [APPEARANCE_READ], modules: ['src/app/not-found-page.tsx'], matchesNoRoute: true };
}
