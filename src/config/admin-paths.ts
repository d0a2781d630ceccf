import { signInHref } from './sign-in-href';

/** Every route of the admin app (/admin, its own bundle); its links and redirects are built only from here. */
export const adminPaths = {
  home: { path: '/admin', getHref: () => '/admin' },
  // `returnTo`: the admin page a sign-in demand came from.
  signIn: { path: '/admin/sign-in', getHref: (returnTo?: string | null) => signInHref('/admin/sign-in', returnTo) },
  setPassword: {
    path: '/admin/set-password',
    getHref: (token: string) => `/admin/set-password?${new URLSearchParams({ token }).toString()}`,
  },
  // `query`: the queue's filters and page, as the queue writes them into its address.
  permits: { path: '/admin/permits', getHref: (query = '') => (query ? `/admin/permits?${query}` : '/admin/permits') },
  permit: { path: '/admin/permits/:uuid', getHref: (uuid: string) => `/admin/permits/${encodeURIComponent(uuid)}` },
  staff: { path: '/admin/staff', getHref: () => '/admin/staff' },
  serviceLevels: { path: '/admin/service-levels', getHref: () => '/admin/service-levels' },
  messages: { path: '/admin/messages', getHref: () => '/admin/messages' },
  message: { path: '/admin/messages/:uuid', getHref: (uuid: string) => `/admin/messages/${encodeURIComponent(uuid)}` },
  jobsApplications: { path: '/admin/jobs-applications', getHref: () => '/admin/jobs-applications' },
  jobApplications: {
    path: '/admin/jobs-applications/:job',
    getHref: (job: string) => `/admin/jobs-applications/${encodeURIComponent(job)}`,
  },
  jobApplication: {
    path: '/admin/jobs-applications/:job/:uuid',
    getHref: (job: string, uuid: string) =>
      `/admin/jobs-applications/${encodeURIComponent(job)}/${encodeURIComponent(uuid)}`,
  },
  surveyResults: { path: '/admin/survey-results', getHref: () => '/admin/survey-results' },
  surveyResult: {
    path: '/admin/survey-results/:uuid',
    getHref: (uuid: string) => `/admin/survey-results/${encodeURIComponent(uuid)}`,
  },
  activityRegistrations: { path: '/admin/registrations', getHref: () => '/admin/registrations' },
  citizenAccounts: { path: '/admin/citizen-accounts', getHref: () => '/admin/citizen-accounts' },
  citizenAccount: {
    path: '/admin/citizen-accounts/:uuid',
    getHref: (uuid: string) => `/admin/citizen-accounts/${encodeURIComponent(uuid)}`,
  },
  content: { path: '/admin/content', getHref: () => '/admin/content' },
  // `type`: a name of editableContent (schemas/api/content-editing.ts).
  contentList: {
    path: '/admin/content/:type',
    getHref: (type: string) => `/admin/content/${encodeURIComponent(type)}`,
  },
  contentNew: {
    path: '/admin/content/:type/new',
    getHref: (type: string) => `/admin/content/${encodeURIComponent(type)}/new`,
  },
  contentItem: {
    path: '/admin/content/:type/:id',
    getHref: (type: string, id: string) => `/admin/content/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
  },
} as const;

/** Whether `path` is a page of the admin app, where a staff sign-in may go back to. */
export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
