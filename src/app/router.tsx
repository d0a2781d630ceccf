import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import type { PermitType } from '../../schemas/api/member';
import { paths } from '../config/paths';
import { useAuth } from '../features/auth/auth-provider';
import { permitScreens } from '../features/permits/permit-screens';
import { ScreenHydrated } from '../lib/screen-hydration';
import { RouteLoadingFallback } from './route-loading-fallback';
import { useCurrentPath } from '../lib/return-path';

// Each screen is its own chunk, so the home page never downloads the forms' validators and machines.
const HomePage = lazy(() => import('../features/home/home-page'));
const ContactUsPage = lazy(() => import('../features/contact-us/contact-us-page'));
const SignUpPage = lazy(() => import('../features/registration/sign-up-page'));
const SignUpCompaniesPage = lazy(() => import('../features/registration/sign-up-companies-page'));
const ConfirmSignUpPage = lazy(() => import('../features/registration/confirm-sign-up-page'));
const ForgetPasswordPage = lazy(() => import('../features/password-reset/forget-password-page'));
const ResetPasswordPage = lazy(() => import('../features/password-reset/reset-password-page'));
const VerifyEmailPage = lazy(() => import('../features/email-verification/verify-email-page'));
const SignInPage = lazy(() => import('../features/auth/sign-in-page'));
const SignInCompaniesPage = lazy(() => import('../features/auth/sign-in-companies-page'));
const OtpPage = lazy(() => import('../features/auth/otp-page'));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const ResearchesPage = lazy(() => import('../features/research/researches-page'));
const ServicesPage = lazy(() => import('../features/permits/services-page'));
// One chunk for the five permit forms: they differ only by the form each draws.
const PermitPage = lazy(() => import('../features/permits/permit-page'));
const FaqsPage = lazy(() => import('../features/faqs/faqs-page'));
const ReportsPage = lazy(() => import('../features/studies-reports/reports-page'));
const TermsPage = lazy(() => import('../features/legal/terms-page'));
const TermsPermitsPage = lazy(() => import('../features/legal/terms-permits-page'));
const TermsPermitsResearcherPage = lazy(() => import('../features/legal/terms-permits-researcher-page'));
const NewsPage = lazy(() => import('../features/news/news-page'));
const EventsPage = lazy(() => import('../features/activities/events-page'));
const ActivityPage = lazy(() => import('../features/activities/activity-page'));
const VolunteerPage = lazy(() => import('../features/activities/volunteer-page'));
const ArticlePage = lazy(() => import('../features/news/article-page'));
const AlbumsPage = lazy(() => import('../features/albums/albums-page'));
const AlbumPage = lazy(() => import('../features/albums/album-page'));
const SurveysPage = lazy(() => import('../features/surveys/surveys-page'));
const SurveyPage = lazy(() => import('../features/surveys/survey-page'));
const JobsPage = lazy(() => import('../features/jobs/jobs-page'));
const JobPage = lazy(() => import('../features/jobs/job-page'));
const AboutPage = lazy(() => import('../features/about/about-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/** The login guard: a visitor without a stored token is sent to sign in, and back here after it, replacing this history entry. */
function RequireSignIn({ children }: { children: ReactNode }) {
  const { signedIn } = useAuth();
  const here = useCurrentPath();
  return !signedIn ? <Redirect to={paths.signIn.getHref(here)} replace /> : children;
}

/** Every screen of the portal by path; unknown paths get the not-found page. */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteLoadingFallback />}>
      <ScreenHydrated />
      <Switch>
        <Route path={paths.home.path} component={HomePage} />
        <Route path={paths.contactUs.path} component={ContactUsPage} />
        <Route path={paths.signUp.path} component={SignUpPage} />
        <Route path={paths.signUpCompanies.path} component={SignUpCompaniesPage} />
        <Route path={paths.confirmSignUp.path} component={ConfirmSignUpPage} />
        <Route path={paths.forgetPassword.path} component={ForgetPasswordPage} />
        <Route path={paths.resetPassword.path} component={ResetPasswordPage} />
        <Route path={paths.verifyEmail.path} component={VerifyEmailPage} />
        <Route path={paths.signIn.path} component={SignInPage} />
        <Route path={paths.signInCompanies.path} component={SignInCompaniesPage} />
        <Route path={paths.otp.path} component={OtpPage} />
        <Route path={paths.profile.path}>
          <RequireSignIn>
            <ProfilePage />
          </RequireSignIn>
        </Route>
        <Route path={paths.researches.path}>
          <RequireSignIn>
            <ResearchesPage />
          </RequireSignIn>
        </Route>
        <Route path={paths.services.path} component={ServicesPage} />
        {(Object.keys(permitScreens) as PermitType[]).map((type) => (
          <Route key={type} path={permitScreens[type].path.path}>
            <RequireSignIn>
              <PermitPage type={type} />
            </RequireSignIn>
          </Route>
        ))}
        <Route path={paths.faqs.path} component={FaqsPage} />
        <Route path={paths.reports.path} component={ReportsPage} />
        <Route path={paths.terms.path} component={TermsPage} />
        <Route path={paths.termsPermits.path} component={TermsPermitsPage} />
        <Route path={paths.termsPermitsResearcher.path} component={TermsPermitsResearcherPage} />
        <Route path={paths.news.path} component={NewsPage} />
        <Route path={paths.events.path} component={EventsPage} />
        <Route path={paths.event.path} component={ActivityPage} />
        <Route path={paths.volunteer.path} component={VolunteerPage} />
        <Route path={paths.article.path} component={ArticlePage} />
        <Route path={paths.albums.path} component={AlbumsPage} />
        <Route path={paths.album.path} component={AlbumPage} />
        <Route path={paths.surveys.path} component={SurveysPage} />
        <Route path={paths.survey.path} component={SurveyPage} />
        <Route path={paths.jobs.path} component={JobsPage} />
        <Route path={paths.job.path} component={JobPage} />
        <Route path={paths.about.path} component={AboutPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
