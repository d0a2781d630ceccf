import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Redirect, Route, Switch } from 'wouter';
import type { PermitType } from '../../schemas/api/member';
import { paths } from '../config/paths';
import { useAuth } from '../features/auth/auth-provider';
import { permitScreens } from '../features/permits/permit-screens';
import type { PageTitleId } from './page-titles';
import { RouteLoadingFallback } from './route-loading-fallback';

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
const ArticlePage = lazy(() => import('../features/news/article-page'));
const ComingSoonPage = lazy(() => import('../features/coming-soon/coming-soon-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

interface PlannedScreen {
  path: string;
  titleId: PageTitleId;
}

// Screens still to be built: each shows its title and a coming-soon notice until it lands.
const plannedPublicScreens: PlannedScreen[] = [
  { path: paths.about.path, titleId: 'pageTitle.about' },
  { path: paths.events.path, titleId: 'pageTitle.events' },
  { path: paths.event.path, titleId: 'pageTitle.event' },
  { path: paths.volunteer.path, titleId: 'pageTitle.volunteer' },
  { path: paths.albums.path, titleId: 'pageTitle.albums' },
  { path: paths.album.path, titleId: 'pageTitle.album' },
  { path: paths.jobs.path, titleId: 'pageTitle.jobs' },
  { path: paths.job.path, titleId: 'pageTitle.job' },
  { path: paths.surveys.path, titleId: 'pageTitle.surveys' },
  { path: paths.survey.path, titleId: 'pageTitle.survey' },
];

function ComingSoon({ titleId }: { titleId: PageTitleId }) {
  const intl = useIntl();
  return <ComingSoonPage title={intl.formatMessage({ id: titleId })} />;
}

/** The login guard: a visitor without a stored token is sent to sign in, replacing this history entry. */
function RequireSignIn({ children }: { children: ReactNode }) {
  const { signedIn } = useAuth();
  return !signedIn ? <Redirect to={paths.signIn.getHref()} replace /> : children;
}

/** Every screen of the portal by path; unknown paths get the not-found page. */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteLoadingFallback />}>
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
        <Route path={paths.article.path} component={ArticlePage} />
        {plannedPublicScreens.map(({ path, titleId }) => (
          <Route key={path} path={path}>
            <ComingSoon titleId={titleId} />
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
