import { lazy, type ComponentType } from 'react';
import { adminPaths } from '../config/admin-paths';

/** One page of the admin app, declared once: the router and the guard follow from it. */
export interface AdminPage {
  path: string;
  /** Its screen, a chunk of its own. */
  Screen: ComponentType;
  /** Signed-in staff only: anyone else is sent to sign in, and back after it. */
  guard?: 'staff';
}

const ContentItemScreen = lazy(() => import('../features/admin/content/content-item-page'));

/** Every page of the admin app, in the router's order. */
export const adminPages: readonly AdminPage[] = [
  { path: adminPaths.signIn.path, Screen: lazy(() => import('../features/admin/sign-in/staff-sign-in-page')) },
  { path: adminPaths.setPassword.path, Screen: lazy(() => import('../features/admin/sign-in/set-password-page')) },
  { path: adminPaths.permits.path, Screen: lazy(() => import('../features/admin/queue/queue-page')), guard: 'staff' },
  { path: adminPaths.permit.path, Screen: lazy(() => import('../features/admin/case/case-page')), guard: 'staff' },
  { path: adminPaths.staff.path, Screen: lazy(() => import('../features/admin/staff/staff-page')), guard: 'staff' },
  {
    path: adminPaths.serviceLevels.path,
    Screen: lazy(() => import('../features/admin/service-levels/service-levels-page')),
    guard: 'staff',
  },
  {
    path: adminPaths.messages.path,
    Screen: lazy(() => import('../features/admin/contact-messages/messages-page')),
    guard: 'staff',
  },
  {
    path: adminPaths.message.path,
    Screen: lazy(() => import('../features/admin/contact-messages/message-page')),
    guard: 'staff',
  },
  {
    path: adminPaths.jobsApplications.path,
    Screen: lazy(() => import('../features/admin/submissions/jobs-page')),
    guard: 'staff',
  },
  {
    path: adminPaths.jobApplications.path,
    Screen: lazy(() => import('../features/admin/submissions/job-applications-page')),
    guard: 'staff',
  },
  {
    path: adminPaths.jobApplication.path,
    Screen: lazy(() => import('../features/admin/submissions/application-page')),
    guard: 'staff',
  },
  {
    path: adminPaths.surveyResults.path,
    Screen: lazy(() => import('../features/admin/submissions/surveys-page')),
    guard: 'staff',
  },
  {
    path: adminPaths.surveyResult.path,
    Screen: lazy(() => import('../features/admin/submissions/survey-results-page')),
    guard: 'staff',
  },
  {
    path: adminPaths.activityRegistrations.path,
    Screen: lazy(() => import('../features/admin/activity-registrations/registrations-page')),
    guard: 'staff',
  },
  {
    path: adminPaths.citizenAccounts.path,
    Screen: lazy(() => import('../features/admin/citizen-accounts/lookup-page')),
    guard: 'staff',
  },
  {
    path: adminPaths.citizenAccount.path,
    Screen: lazy(() => import('../features/admin/citizen-accounts/account-page')),
    guard: 'staff',
  },
  {
    path: adminPaths.content.path,
    Screen: lazy(() => import('../features/admin/content/content-types-page')),
    guard: 'staff',
  },
  {
    path: adminPaths.contentList.path,
    Screen: lazy(() => import('../features/admin/content/content-list-page')),
    guard: 'staff',
  },
  // Before the item's address, whose id would take `new`; one screen draws both.
  { path: adminPaths.contentNew.path, Screen: ContentItemScreen, guard: 'staff' },
  { path: adminPaths.contentItem.path, Screen: ContentItemScreen, guard: 'staff' },
];
