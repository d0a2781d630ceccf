import { signInHref } from './sign-in-href';

/** A route: its pattern for the router and the one way to build a link to it. */
export interface StaticPath {
  readonly path: string;
  getHref(): string;
}

const fixed = (path: string): StaticPath => ({ path, getHref: () => path });

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** Every route of the portal but the permits' (each declared by its folder's service.json); links and redirects are built only from here. */
export const paths = {
  home: fixed('/'),
  signUp: fixed('/sign-up'),
  signUpCompanies: fixed('/sign-up-companies'),
  confirmSignUp: fixed('/confirm-sign-up'),
  // `returnTo`: where a successful sign-in goes back to (a same-origin path; anything else is dropped).
  signIn: { path: '/sign-in', getHref: (returnTo?: string | null) => signInHref('/sign-in', returnTo) },
  signInCompanies: {
    path: '/sign-in-companies',
    getHref: (returnTo?: string | null) => signInHref('/sign-in-companies', returnTo),
  },
  otp: fixed('/otp'),
  forgetPassword: fixed('/forget-password'),
  resetPassword: {
    path: '/reset-password',
    getHref: (token: string, email: string) => withQuery('/reset-password', { token, email }),
  },
  verifyEmail: {
    path: '/verify-email/:userId/:token',
    getHref: (userId: string, token: string, expires: string, signature: string) =>
      withQuery(`/verify-email/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`, { expires, signature }),
  },
  about: fixed('/about'),
  terms: fixed('/terms'),
  termsPermits: fixed('/terms-permits'),
  termsPermitsResearcher: fixed('/terms-permits-researcher'),
  services: fixed('/services'),
  events: fixed('/events'),
  event: { path: '/events/:slug', getHref: (slug: string) => `/events/${encodeURIComponent(slug)}` },
  volunteer: fixed('/volunteer'),
  news: fixed('/news'),
  article: { path: '/news/:id', getHref: (uuidOrSlug: string) => `/news/${encodeURIComponent(uuidOrSlug)}` },
  albums: fixed('/images'),
  album: { path: '/images/:slug', getHref: (slug: string) => `/images/${encodeURIComponent(slug)}` },
  jobs: fixed('/jobs'),
  job: { path: '/jobs/:uuid', getHref: (uuid: string) => `/jobs/${encodeURIComponent(uuid)}` },
  surveys: fixed('/survey'),
  survey: { path: '/survey/:uuid', getHref: (uuid: string) => `/survey/${encodeURIComponent(uuid)}` },
  reports: fixed('/reports'),
  contactUs: fixed('/contact-us'),
  faqs: fixed('/faqs'),
  profile: fixed('/profile'),
  researches: fixed('/researches'),
} as const;
