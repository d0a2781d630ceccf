import { lazy, type ComponentType } from 'react';
import { permitPages as permitFolders } from '../../schemas/.generated/permit-pages';
import type { Locale } from '../../schemas/locale';
import { paths } from '../config/paths';
import { ABOUT_READ } from '../features/about/reads';
import {
  activitiesRead,
  activityMovedTo,
  activityRead,
  volunteerOpportunitiesRead,
} from '../features/activities/reads';
import { albumMovedTo, albumRead, albumsRead } from '../features/albums/api';
import { faqsRead } from '../features/faqs/api';
import { ARTICLES_READ } from '../features/home/api/latest-news';
import { jobRead, jobsRead } from '../features/jobs/reads';
import { articleMovedTo, articleRead, articlesRead } from '../features/news/reads';
import { PERMIT_SETTINGS_READ } from '../features/permits/reads';
import { studiesReportsRead } from '../features/studies-reports/reads';
import { surveyRead, surveysRead } from '../features/surveys/api';
import { fixedRead, type AddressRead, type MovedTo } from '../lib/address-read';
import type { PageTitleId } from '../config/page-titles';

/** Who may see a page: a visitor without a session is sent to sign in, and back after it. */
export type PageGuard = 'signed-in';

/** How the server renders a page to HTML, ahead of the browser. */
export interface ServerRendering {
  /** The page's own API read (the header and footer read the appearance on every page). */
  read?: AddressRead;
  /**
   * The sources of what it loads lazily (its screen, its form, the phone widget): the server preloads
   * their chunks from the build manifest, so hydration does not wait for them one after another.
   */
  modules: string[];
  /**
   * Where the page now is, when its read found what was asked at an older address (a renamed slug): the
   * server answers a permanent redirect there. Undefined at the page's own address.
   */
  movedTo?: MovedTo;
}

/** One page of the portal, declared once: the router, the server renderer and the JS budgets follow from it. */
export interface Page {
  /** Its wouter pattern, from config/paths.ts (where links are built). */
  path: string;
  /** Its title, the tab's and the heading's: of config/page-titles.ts, or a permit's own (its service.json). */
  title: PageTitleId | Record<Locale, string>;
  /** Its screen, a chunk of its own, so the home page never downloads the forms' validators and machines. */
  Screen: ComponentType;
  /** The key of its header image in the appearance's `pages_headers` (`usePageHeaderImage`). */
  header?: string;
  guard?: PageGuard;
  /**
   * Rendered to HTML by the server. Without it the browser draws the page alone: the member area, and
   * pages drawn from what only the browser holds (a stored count of failed sign-ins that brings the
   * captcha, a pending sign-in code, a reset link's token).
   */
  serverRendered?: ServerRendering;
  /** Its downloaded JS is not held to a budget of bench/js-budgets.json (a page behind a one-time link, the member area). */
  unmeasured?: true;
}

const form = (screen: string, formId: string, ...widgets: string[]) => [
  screen,
  `schemas/.generated/${formId}.form.js`,
  ...widgets,
];
const PHONE_WIDGET = 'src/lib/schema-form/widgets/phone-number-widget.tsx';

// One chunk for every permit form: they differ only by the form each draws.
const PermitPage = lazy(() => import('../features/permits/permit-page'));
/** A page per permit folder, as its service.json declares it (schemas/permits/<slug>/). */
const permitPages = permitFolders.map(({ type, path, title, headerImage }): Page => ({
  path,
  title,
  Screen: function PermitScreen() {
    return <PermitPage type={type} />;
  },
  header: headerImage,
  guard: 'signed-in',
}));

/**
 * Every page of the portal, in the router's order. A detail whose read answers 404 is sent with HTTP 404
 * and that failure embedded: its page must then draw the not-found page (`usePageRead(read).notFound`),
 * in the browser as on the server.
 */
export const pages: readonly Page[] = [
  {
    path: paths.home.path,
    title: 'pageTitle.home',
    Screen: lazy(() => import('../features/home/home-page')),
    serverRendered: { read: fixedRead(ARTICLES_READ), modules: ['src/features/home/home-page.tsx'] },
  },
  {
    path: paths.contactUs.path,
    title: 'pageTitle.contactUs',
    Screen: lazy(() => import('../features/contact-us/contact-us-page')),
    serverRendered: { modules: form('src/features/contact-us/contact-us-page.tsx', 'contact-us', PHONE_WIDGET) },
  },
  {
    path: paths.signUp.path,
    title: 'pageTitle.signUp',
    Screen: lazy(() => import('../features/registration/sign-up-page')),
    serverRendered: { modules: form('src/features/registration/sign-up-page.tsx', 'sign-up', PHONE_WIDGET) },
  },
  {
    path: paths.signUpCompanies.path,
    title: 'pageTitle.signUpCompanies',
    Screen: lazy(() => import('../features/registration/sign-up-companies-page')),
    serverRendered: {
      modules: form('src/features/registration/sign-up-companies-page.tsx', 'sign-up-companies', PHONE_WIDGET),
    },
  },
  {
    path: paths.confirmSignUp.path,
    title: 'pageTitle.confirmSignUp',
    Screen: lazy(() => import('../features/registration/confirm-sign-up-page')),
    unmeasured: true,
  },
  {
    path: paths.forgetPassword.path,
    title: 'pageTitle.forgetPassword',
    Screen: lazy(() => import('../features/password-reset/forget-password-page')),
    serverRendered: { modules: form('src/features/password-reset/forget-password-page.tsx', 'forget-password') },
  },
  {
    path: paths.resetPassword.path,
    title: 'pageTitle.resetPassword',
    Screen: lazy(() => import('../features/password-reset/reset-password-page')),
    unmeasured: true,
  },
  {
    path: paths.verifyEmail.path,
    title: 'pageTitle.verifyEmail',
    Screen: lazy(() => import('../features/email-verification/verify-email-page')),
    unmeasured: true,
  },
  { path: paths.signIn.path, title: 'pageTitle.signIn', Screen: lazy(() => import('../features/auth/sign-in-page')) },
  {
    path: paths.signInCompanies.path,
    title: 'pageTitle.signInCompanies',
    Screen: lazy(() => import('../features/auth/sign-in-companies-page')),
  },
  { path: paths.otp.path, title: 'pageTitle.otp', Screen: lazy(() => import('../features/auth/otp-page')) },
  {
    path: paths.profile.path,
    title: 'pageTitle.profile',
    Screen: lazy(() => import('../features/profile/profile-page')),
    guard: 'signed-in',
    unmeasured: true,
  },
  {
    path: paths.researches.path,
    title: 'pageTitle.researches',
    Screen: lazy(() => import('../features/research/researches-page')),
    guard: 'signed-in',
    unmeasured: true,
  },
  {
    path: paths.services.path,
    title: 'pageTitle.services',
    header: 'specific_area_permit',
    Screen: lazy(() => import('../features/permits/services-page')),
    serverRendered: { read: fixedRead(PERMIT_SETTINGS_READ), modules: ['src/features/permits/services-page.tsx'] },
  },
  ...permitPages,
  {
    path: paths.faqs.path,
    title: 'pageTitle.faqs',
    header: 'contact_us',
    Screen: lazy(() => import('../features/faqs/faqs-page')),
    serverRendered: { read: faqsRead, modules: ['src/features/faqs/faqs-page.tsx'] },
  },
  {
    path: paths.reports.path,
    title: 'pageTitle.reports',
    header: 'studies_and_reports',
    Screen: lazy(() => import('../features/studies-reports/reports-page')),
    serverRendered: { read: studiesReportsRead, modules: ['src/features/studies-reports/reports-page.tsx'] },
  },
  {
    path: paths.terms.path,
    title: 'pageTitle.terms',
    header: 'about_reserve',
    Screen: lazy(() => import('../features/legal/terms-page')),
    serverRendered: { modules: ['src/features/legal/terms-page.tsx'] },
  },
  {
    path: paths.termsPermits.path,
    title: 'pageTitle.termsPermits',
    header: 'beekeeping_permit',
    Screen: lazy(() => import('../features/legal/terms-permits-page')),
    serverRendered: { modules: ['src/features/legal/terms-permits-page.tsx'] },
  },
  {
    path: paths.termsPermitsResearcher.path,
    title: 'pageTitle.termsPermitsResearcher',
    header: 'researches',
    Screen: lazy(() => import('../features/legal/terms-permits-researcher-page')),
    serverRendered: { modules: ['src/features/legal/terms-permits-researcher-page.tsx'] },
  },
  {
    path: paths.news.path,
    title: 'pageTitle.news',
    header: 'articles',
    Screen: lazy(() => import('../features/news/news-page')),
    serverRendered: { read: articlesRead, modules: ['src/features/news/news-page.tsx'] },
  },
  {
    path: paths.events.path,
    title: 'pageTitle.events',
    header: 'events',
    Screen: lazy(() => import('../features/activities/events-page')),
    serverRendered: { read: activitiesRead, modules: ['src/features/activities/events-page.tsx'] },
  },
  {
    path: paths.event.path,
    title: 'pageTitle.event',
    header: 'events',
    Screen: lazy(() => import('../features/activities/activity-page')),
    // Public data only: a member's join state is read with the token once the page has hydrated.
    serverRendered: {
      read: activityRead,
      movedTo: activityMovedTo,
      modules: ['src/features/activities/activity-page.tsx'],
    },
  },
  {
    path: paths.volunteer.path,
    title: 'pageTitle.volunteer',
    header: 'volunteer_opportunity',
    Screen: lazy(() => import('../features/activities/volunteer-page')),
    serverRendered: { read: volunteerOpportunitiesRead, modules: ['src/features/activities/volunteer-page.tsx'] },
  },
  {
    path: paths.article.path,
    title: 'pageTitle.article',
    header: 'articles',
    Screen: lazy(() => import('../features/news/article-page')),
    serverRendered: {
      read: articleRead,
      movedTo: articleMovedTo,
      modules: ['src/features/news/article-page.tsx'],
    },
  },
  {
    path: paths.albums.path,
    title: 'pageTitle.albums',
    header: 'albums',
    Screen: lazy(() => import('../features/albums/albums-page')),
    serverRendered: { read: albumsRead, modules: ['src/features/albums/albums-page.tsx'] },
  },
  {
    path: paths.album.path,
    title: 'pageTitle.album',
    header: 'albums',
    Screen: lazy(() => import('../features/albums/album-page')),
    serverRendered: { read: albumRead, movedTo: albumMovedTo, modules: ['src/features/albums/album-page.tsx'] },
  },
  {
    path: paths.surveys.path,
    title: 'pageTitle.surveys',
    header: 'surveys',
    Screen: lazy(() => import('../features/surveys/surveys-page')),
    serverRendered: { read: surveysRead, modules: ['src/features/surveys/surveys-page.tsx'] },
  },
  {
    path: paths.survey.path,
    title: 'pageTitle.survey',
    header: 'surveys',
    Screen: lazy(() => import('../features/surveys/survey-page')),
    // A members-only survey answers 401 to the server's signed-out read: the page is then drawn in the browser, with the token.
    serverRendered: { read: surveyRead, modules: ['src/features/surveys/survey-page.tsx'] },
  },
  {
    path: paths.jobs.path,
    title: 'pageTitle.jobs',
    header: 'job_opportunities',
    Screen: lazy(() => import('../features/jobs/jobs-page')),
    serverRendered: { read: jobsRead, modules: ['src/features/jobs/jobs-page.tsx'] },
  },
  {
    path: paths.job.path,
    title: 'pageTitle.job',
    header: 'job_opportunities',
    Screen: lazy(() => import('../features/jobs/job-page')),
    serverRendered: { read: jobRead, modules: ['src/features/jobs/job-page.tsx'] },
  },
  {
    path: paths.about.path,
    title: 'pageTitle.about',
    header: 'about_reserve',
    Screen: lazy(() => import('../features/about/about-page')),
    // One rendering whatever its ?tab=: the page hydrates on the first tab, then shows the one asked.
    serverRendered: { read: fixedRead(ABOUT_READ), modules: ['src/features/about/about-page.tsx'] },
  },
];

/** What an address that matches no page draws, answered with HTTP 404 by the server. */
export const notFoundPage = {
  title: 'pageTitle.notFound',
  Screen: lazy(() => import('../components/not-found-page')),
  serverRendered: { modules: ['src/components/not-found-page.tsx'] },
} as const satisfies Omit<Page, 'path'>;
