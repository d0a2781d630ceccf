import { permitServices } from '../../schemas/api/permits';
import { contentTypes } from '../../server/services/content-editing/content-types';
import type { FormId } from '../../schemas/registry';
import { isChangeable, type ContentType } from '../../server/services/content-editing/content-type';
import type { PermitSlug } from '../support/permit-fixtures';

/**
 * Who may call what: every endpoint and the answer each kind of caller gets. Walked by
 * access-matrix.test.ts, which also holds it against the access each route declares (config.access). The objects a url names ({photo-owner}, {research}, {research-attachment})
 * belong to the demo researcher; `otherOwner` is another researcher, with the same rights but not
 * the owner: another user's object answers 404, never 403.
 *
 * The staff columns send a live staff session (docs/staff.md): `reviewerOfType` reviews beekeeping,
 * `reviewerOfOtherType` free camping. A staff session is no citizen's token: a citizen route answers
 * it as it answers a stale token (401 where a sign-in is needed, a visitor's answer on a public read),
 * and a staff route answers a citizen's live token 403.
 */
export const citizenCallers = [
  'visitor',
  'individual',
  'unverifiedIndividual',
  'researcher',
  'otherOwner',
  'company',
] as const;
export const staffCallers = ['admin', 'reviewerOfType', 'reviewerOfOtherType', 'editor', 'auditor'] as const;
export const callers = [...citizenCallers, ...staffCallers] as const;
export type StaffCaller = (typeof staffCallers)[number];
export type CitizenCaller = (typeof citizenCallers)[number];
export type Caller = (typeof callers)[number];

/** A valid body of the endpoint, so the answer depends on the caller alone (a fresh one per call). */
export type BodyKind =
  | 'contact-message'
  | 'individual-registration'
  | 'company-registration'
  | 'individual-credentials'
  | 'company-credentials'
  | 'email'
  | 'reset-with-unknown-token'
  | 'wrong-sign-in-code'
  | 'account-settings'
  | 'wrong-old-password'
  | 'wrong-password'
  | 'research'
  | 'article-like'
  | 'activity-join'
  | 'survey-answer'
  | 'members-survey-answer'
  | 'job-application'
  | `permit-${PermitSlug}`
  | 'staff-wrong-credentials'
  | 'staff-unknown-challenge'
  | 'staff-unknown-set-password-link'
  | 'staff-invitation'
  | 'staff-roles'
  | 'unknown-permit-verification'
  | 'none';

export interface AccessRule {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The route's pattern when the url fills in parameters. */
  pattern?: string;
  body?: BodyKind;
  /** The form the body is, on a route whose access differs by form (config.access per form). */
  form?: FormId;
  expected: Record<Caller, number>;
}

const staffAnswer = (status: number) =>
  Object.fromEntries(staffCallers.map((caller) => [caller, status])) as Record<StaffCaller, number>;
/** A public route: every caller alike, a staff session read as no token at all. */
const everyone = (status: number): Record<Caller, number> => ({
  visitor: status,
  individual: status,
  unverifiedIndividual: status,
  researcher: status,
  otherOwner: status,
  company: status,
  ...staffAnswer(status),
});
/** A route for visitors and citizens, where a token sent must be a live citizen's: a staff session's is not. */
const guestsOrCitizens = (status: number): Record<Caller, number> => ({ ...everyone(status), ...staffAnswer(401) });
const signedIn = (status: number): Record<Caller, number> => ({
  ...everyone(status),
  visitor: 401,
  ...staffAnswer(401),
});
/** An object of the demo researcher's: theirs alone. */
const researcherOwns = (status: number): Record<Caller, number> => ({ ...signedIn(404), researcher: status });
/** What individuals may do, whatever else they are: permits (docs/requirements.md §M6) are not for companies. */
const individuals = (status: number): Record<Caller, number> => ({ ...signedIn(status), company: 403 });
/** A staff route: `status` for staff (`byRole` where a role answers otherwise), 403 to a citizen's live token, 401 to nobody's. */
const staffOnly = (status: number, byRole: Partial<Record<StaffCaller, number>> = {}): Record<Caller, number> => ({
  ...everyone(403),
  visitor: 401,
  ...staffAnswer(status),
  ...byRole,
});
/** What only researchers may do. */
const researchers = (status: number): Record<Caller, number> => ({
  ...signedIn(403),
  researcher: status,
  otherOwner: status,
});

/** What editors and admins may do (staff:editor); auditors only read (staff:editor+auditor); reviewers nothing. */
const editors = (status: number): Record<Caller, number> => staffOnly(403, { admin: status, editor: status });
const contentReaders = (status: number): Record<Caller, number> => ({ ...editors(status), auditor: status });

/** A content type's editing routes (server/routes/admin/content.ts), on an item that does not exist. */
const contentEditingRules = (type: ContentType): AccessRule[] => {
  const base = `/api/v1/admin/content/${type.name}`;
  const item = { url: `${base}/999999`, pattern: `${base}/:id` };
  const rules: AccessRule[] = [
    { method: 'GET', url: `${base}?page=1`, expected: contentReaders(200) },
    { method: 'GET', ...item, expected: contentReaders(404) },
    { method: 'PUT', ...item, body: 'none', expected: editors(404) },
  ];
  // A fixed set is edited only: it has no POST or DELETE route.
  if (!isChangeable(type)) return rules;
  return [
    ...rules,
    { method: 'POST', url: base, body: 'none', expected: editors(422) },
    { method: 'DELETE', ...item, expected: editors(404) },
  ];
};

export const accessMatrix: AccessRule[] = [
  { method: 'GET', url: '/api/v1/openapi.json', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/appearance', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/about-reserve', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/articles?page=1', expected: everyone(200) },
  {
    method: 'GET',
    url: '/api/v1/articles/{first-article-slug}',
    pattern: '/api/v1/articles/:uuidOrSlug',
    expected: everyone(200),
  },
  // A guest likes by the guest_uuid it sends, a signed-in caller by its account.
  { method: 'POST', url: '/api/v1/likes/toggle', body: 'article-like', expected: guestsOrCitizens(200) },
  { method: 'GET', url: '/api/v1/reserve-areas?limit=50', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/faqs?page=1', expected: everyone(200) },
  // Activities: public reads (personal with a token); joining is for individuals, each caller's first join is 201.
  { method: 'GET', url: '/api/v1/activities?page=1', expected: everyone(200) },
  {
    method: 'GET',
    url: '/api/v1/activities/night-sky-evening',
    pattern: '/api/v1/activities/:slug',
    expected: everyone(200),
  },
  {
    method: 'POST',
    url: '/api/v1/activities/night-sky-evening/volunteer',
    pattern: '/api/v1/activities/:slug/volunteer',
    body: 'activity-join',
    expected: individuals(201),
  },
  { method: 'GET', url: '/api/v1/studies-reports?page=1', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/albums?page=1', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/albums/wadi-al-shawki', pattern: '/api/v1/albums/:slug', expected: everyone(200) },
  // Surveys: a public one for everybody (a guest by its guest_uuid), a members-only one for signed-in callers.
  { method: 'GET', url: '/api/v1/surveys?page=1', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/surveys/{public-survey}', pattern: '/api/v1/surveys/:uuid', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/surveys/{members-survey}', pattern: '/api/v1/surveys/:uuid', expected: signedIn(200) },
  {
    method: 'POST',
    url: '/api/v1/surveys/{public-survey}/answer',
    pattern: '/api/v1/surveys/:uuid/answer',
    body: 'survey-answer',
    expected: guestsOrCitizens(201),
  },
  {
    method: 'POST',
    url: '/api/v1/surveys/{members-survey}/answer',
    pattern: '/api/v1/surveys/:uuid/answer',
    body: 'members-survey-answer',
    expected: signedIn(201),
  },
  // Jobs: public reads; applying is for individuals, each caller's first application is 201.
  { method: 'GET', url: '/api/v1/job-opportunities?page=1', expected: everyone(200) },
  {
    method: 'GET',
    url: '/api/v1/job-opportunities/{open-job}',
    pattern: '/api/v1/job-opportunities/:uuid',
    expected: everyone(200),
  },
  {
    method: 'POST',
    url: '/api/v1/job-opportunities/{open-job}/apply',
    pattern: '/api/v1/job-opportunities/:uuid/apply',
    body: 'job-application',
    expected: individuals(201),
  },
  {
    method: 'POST',
    url: '/api/v1/studies-reports/{first-report}/send-email',
    pattern: '/api/v1/studies-reports/:uuid/send-email',
    body: 'none',
    // Only to an address its holder has verified.
    expected: { ...signedIn(200), unverifiedIndividual: 403 },
  },
  // The signed link of a report's mail decides, not the caller: a forged one is refused for everybody.
  {
    method: 'GET',
    url: '/api/v1/studies-reports/{first-report}/file?expires=9999999999&signature=00',
    pattern: '/api/v1/studies-reports/:uuid/file',
    expected: everyone(403),
  },
  { method: 'POST', url: '/api/v1/contact-us', body: 'contact-message', expected: everyone(201) },
  { method: 'GET', url: '/api/v1/countries', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/cities?country_id=1', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/captcha', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/captcha/challenge', expected: everyone(200) },
  { method: 'POST', url: '/api/v1/register', body: 'individual-registration', expected: everyone(201) },
  { method: 'POST', url: '/api/v1/register/company', body: 'company-registration', expected: everyone(201) },
  { method: 'POST', url: '/api/v1/login', body: 'individual-credentials', expected: everyone(200) },
  { method: 'POST', url: '/api/v1/login/company', body: 'company-credentials', expected: everyone(200) },
  { method: 'POST', url: '/api/v1/forgot-password', body: 'email', expected: everyone(200) },
  // The token decides, not the caller: an unknown one is refused for everybody.
  {
    method: 'POST',
    url: '/api/v1/reset-password',
    body: 'reset-with-unknown-token',
    form: 'reset-password',
    expected: everyone(422),
  },
  { method: 'POST', url: '/api/v1/otp/resend', body: 'email', expected: everyone(200) },
  { method: 'POST', url: '/api/v1/otp/verify', body: 'wrong-sign-in-code', expected: everyone(422) },
  {
    method: 'GET',
    url: '/api/v1/email/verify/00000000-0000-4000-8000-000000000000/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?expires=9999999999&signature=00',
    pattern: '/api/v1/email/verify/:userId/:token',
    expected: everyone(403),
  },
  { method: 'GET', url: '/api/v1/me', expected: signedIn(200) },
  { method: 'POST', url: '/api/v1/email/verification-notification', body: 'none', expected: signedIn(200) },
  { method: 'POST', url: '/api/v1/logout', body: 'none', expected: signedIn(200) },
  // Member area (docs/requirements.md §M6): each member's own things.
  { method: 'GET', url: '/api/v1/me/activities-statistics', expected: signedIn(200) },
  { method: 'GET', url: '/api/v1/me/permits', expected: signedIn(200) },
  { method: 'GET', url: '/api/v1/me/job-opportunities', expected: signedIn(200) },
  { method: 'GET', url: '/api/v1/me/activities', expected: signedIn(200) },
  // Only the demo researcher has a photo: everyone else's own photo is not there.
  { method: 'GET', url: '/api/v1/me/photo', expected: researcherOwns(200) },
  {
    method: 'POST',
    url: '/api/v1/profile',
    body: 'account-settings',
    form: 'account-settings',
    expected: signedIn(200),
  },
  // From the profile (with the old password) it is the signed-in account's password that changes.
  {
    method: 'POST',
    url: '/api/v1/reset-password',
    body: 'wrong-old-password',
    form: 'change-password',
    expected: signedIn(422),
  },
  { method: 'DELETE', url: '/api/v1/me', body: 'wrong-password', expected: signedIn(422) },
  // Research.
  { method: 'GET', url: '/api/v1/research-categories', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/researches', expected: signedIn(200) },
  { method: 'POST', url: '/api/v1/researches/submit', body: 'research', expected: researchers(201) },
  {
    method: 'GET',
    url: '/api/v1/researches/{research}/attachments/{research-attachment}',
    pattern: '/api/v1/researches/:researchUuid/attachments/:attachmentUuid',
    expected: researcherOwns(200),
  },
  // Permits: the lists are public; a request is an individual's.
  { method: 'GET', url: '/api/v1/permit-settings', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/permit-regions?limit=50', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/permit-areas?limit=50&from_date=2099-01-15&region_id=1', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/apiary-locations?limit=50', expected: everyone(200) },
  { method: 'GET', url: '/api/v1/camping-locations?limit=50&free_camping_date=2099-02-01', expected: everyone(200) },
  ...permitServices.map(({ slug }): AccessRule => ({
    method: 'POST',
    url: `/api/v1/permits/${slug}`,
    body: `permit-${slug}`,
    expected: individuals(201),
  })),
  // After applying: the applicant's own request (the demo researcher's, pending, so the machine refuses with 409).
  {
    method: 'POST',
    url: '/api/v1/permits/{researcher-permit}/cancel',
    pattern: '/api/v1/permits/:uuid/cancel',
    body: 'none',
    expected: { ...individuals(404), researcher: 409 },
  },
  {
    method: 'POST',
    url: '/api/v1/permits/{researcher-permit}/resubmit',
    pattern: '/api/v1/permits/:uuid/resubmit',
    body: 'none',
    expected: { ...individuals(404), researcher: 409 },
  },
  // The permit's document: its owner's once approved (the demo researcher's is pending: no document yet, 404).
  {
    method: 'GET',
    url: '/api/v1/permits/{researcher-approved-permit}/pdf',
    pattern: '/api/v1/permits/:uuid/pdf',
    expected: { ...individuals(404), researcher: 200 },
  },
  {
    method: 'GET',
    url: '/api/v1/permits/{researcher-permit}/pdf',
    pattern: '/api/v1/permits/:uuid/pdf',
    expected: individuals(404),
  },
  // Anybody may check a permit; an unknown reference is not found, whoever asks.
  {
    method: 'POST',
    url: '/api/v1/permit-verifications',
    body: 'unknown-permit-verification',
    expected: everyone(404),
  },
  // Staff (docs/staff.md): signing in is open to anybody; a session's routes are staff's alone.
  { method: 'POST', url: '/api/v1/admin/sign-in', body: 'staff-wrong-credentials', expected: everyone(422) },
  { method: 'POST', url: '/api/v1/admin/sign-in/verify', body: 'staff-unknown-challenge', expected: everyone(422) },
  {
    method: 'POST',
    url: '/api/v1/admin/set-password',
    body: 'staff-unknown-set-password-link',
    expected: everyone(422),
  },
  { method: 'GET', url: '/api/v1/admin/me', expected: staffOnly(200) },
  { method: 'POST', url: '/api/v1/admin/sign-out', body: 'none', expected: staffOnly(200) },
  // The review queue (docs/permits.md#the-review-queue): admins, reviewers (their types) and auditors read it.
  { method: 'GET', url: '/api/v1/admin/permits?status=pending', expected: staffOnly(200, { editor: 403 }) },
  { method: 'GET', url: '/api/v1/admin/permits.csv?status=pending', expected: staffOnly(200, { editor: 403 }) },
  {
    method: 'GET',
    url: '/api/v1/admin/permits/00000000-0000-4000-8000-000000000000',
    pattern: '/api/v1/admin/permits/:uuid',
    expected: staffOnly(404, { editor: 403 }),
  },
  {
    method: 'GET',
    url: '/api/v1/admin/permits/00000000-0000-4000-8000-000000000000/files/1',
    pattern: '/api/v1/admin/permits/:uuid/files/:id',
    expected: staffOnly(404, { editor: 403 }),
  },
  // Its permit document: staff who may read the case, once it has one.
  {
    method: 'GET',
    url: '/api/v1/admin/permits/{researcher-approved-permit}/pdf',
    pattern: '/api/v1/admin/permits/:uuid/pdf',
    expected: staffOnly(200, { editor: 403, reviewerOfType: 404 }),
  },
  {
    method: 'GET',
    url: '/api/v1/admin/permits/{researcher-permit}/pdf',
    pattern: '/api/v1/admin/permits/:uuid/pdf',
    expected: staffOnly(404, { editor: 403 }),
  },
  // Staff decisions on a request (docs/permits.md#lifecycle): reviewers and admins, the machine deciding the rest.
  ...['assign', 'release', 'approve', 'reject', 'request-info', 'cancel', 'notes'].map((action): AccessRule => ({
    method: 'POST',
    url: `/api/v1/admin/permits/00000000-0000-4000-8000-000000000000/${action}`,
    pattern: `/api/v1/admin/permits/:uuid/${action}`,
    body: 'none',
    expected: staffOnly(404, { editor: 403, auditor: 403 }),
  })),
  // On the demo researcher's pending free-camping request: to the beekeeping reviewer it does not exist (404).
  {
    method: 'GET',
    url: '/api/v1/admin/permits/{researcher-permit}',
    pattern: '/api/v1/admin/permits/:uuid',
    expected: staffOnly(200, { editor: 403, reviewerOfType: 404 }),
  },
  ...(
    [
      ['release', 409],
      ['approve', 409],
      ['reject', 409],
      ['request-info', 422],
      ['cancel', 409],
      ['notes', 422],
    ] as const
  ).map(([action, status]): AccessRule => ({
    method: 'POST',
    url: `/api/v1/admin/permits/{researcher-permit}/${action}`,
    pattern: `/api/v1/admin/permits/:uuid/${action}`,
    body: 'none',
    expected: staffOnly(status, { editor: 403, auditor: 403, reviewerOfType: 404 }),
  })),
  {
    method: 'POST',
    url: '/api/v1/admin/permits/bulk',
    body: 'none',
    expected: staffOnly(422, { editor: 403, auditor: 403 }),
  },
  // Managing staff (docs/staff.md#managing-staff): admins; an auditor reads the list. Each admin's invitation is a new member.
  {
    method: 'GET',
    url: '/api/v1/admin/staff',
    expected: staffOnly(200, { reviewerOfType: 403, reviewerOfOtherType: 403, editor: 403 }),
  },
  {
    method: 'POST',
    url: '/api/v1/admin/staff',
    body: 'staff-invitation',
    expected: staffOnly(403, { admin: 201 }),
  },
  {
    method: 'PUT',
    url: '/api/v1/admin/staff/00000000-0000-4000-8000-000000000000/roles',
    pattern: '/api/v1/admin/staff/:uuid/roles',
    body: 'staff-roles',
    expected: staffOnly(403, { admin: 404 }),
  },
  ...['disable', 'enable', 'reset-second-factor', 'resend-invitation'].map((action): AccessRule => ({
    method: 'POST',
    url: `/api/v1/admin/staff/00000000-0000-4000-8000-000000000000/${action}`,
    pattern: `/api/v1/admin/staff/:uuid/${action}`,
    body: 'none',
    expected: staffOnly(403, { admin: 404 }),
  })),
  // The researcher flag of an individual's account (docs/staff.md#the-researcher-flag): admins change it, auditors read it.
  {
    method: 'POST',
    url: '/api/v1/admin/citizen-accounts/lookup',
    body: 'none',
    expected: staffOnly(403, { admin: 422, auditor: 422 }),
  },
  {
    method: 'GET',
    url: '/api/v1/admin/citizen-accounts/00000000-0000-4000-8000-000000000000',
    pattern: '/api/v1/admin/citizen-accounts/:uuid',
    expected: staffOnly(403, { admin: 404, auditor: 404 }),
  },
  {
    method: 'PUT',
    url: '/api/v1/admin/citizen-accounts/00000000-0000-4000-8000-000000000000/researcher',
    pattern: '/api/v1/admin/citizen-accounts/:uuid/researcher',
    body: 'none',
    expected: staffOnly(403, { admin: 404 }),
  },
  // Service levels and holidays (docs/permits.md#service-levels): every member reads them, admins change them.
  { method: 'GET', url: '/api/v1/admin/service-levels', expected: staffOnly(200) },
  {
    method: 'PUT',
    url: '/api/v1/admin/service-levels/beekeeping',
    pattern: '/api/v1/admin/service-levels/:type',
    body: 'none',
    expected: staffOnly(403, { admin: 422 }),
  },
  { method: 'POST', url: '/api/v1/admin/holidays', body: 'none', expected: staffOnly(403, { admin: 422 }) },
  {
    method: 'DELETE',
    url: '/api/v1/admin/holidays/2031-01-05',
    pattern: '/api/v1/admin/holidays/:day',
    expected: staffOnly(403, { admin: 404 }),
  },
  // Contact messages (issue 26): editors, auditors and admins read them; editors and admins act on them. The
  // message named exists in no seed (404); a form sent empty is refused (422) before the message is looked up.
  {
    method: 'GET',
    url: '/api/v1/admin/contact-messages?status=new&page=1',
    pattern: '/api/v1/admin/contact-messages',
    expected: staffOnly(403, { admin: 200, editor: 200, auditor: 200 }),
  },
  {
    method: 'GET',
    url: '/api/v1/admin/contact-messages/00000000-0000-4000-8000-000000000000',
    pattern: '/api/v1/admin/contact-messages/:uuid',
    expected: staffOnly(403, { admin: 404, editor: 404, auditor: 404 }),
  },
  {
    method: 'GET',
    url: '/api/v1/admin/contact-messages/00000000-0000-4000-8000-000000000000/attachments/1',
    pattern: '/api/v1/admin/contact-messages/:uuid/attachments/:id',
    expected: staffOnly(403, { admin: 404, editor: 404, auditor: 404 }),
  },
  {
    method: 'POST',
    url: '/api/v1/admin/contact-messages/00000000-0000-4000-8000-000000000000/assign',
    pattern: '/api/v1/admin/contact-messages/:uuid/assign',
    body: 'none',
    expected: staffOnly(403, { admin: 404, editor: 404 }),
  },
  ...['status', 'note', 'reply'].map((action): AccessRule => ({
    method: 'POST',
    url: `/api/v1/admin/contact-messages/00000000-0000-4000-8000-000000000000/${action}`,
    pattern: `/api/v1/admin/contact-messages/:uuid/${action}`,
    body: 'none',
    expected: staffOnly(403, { admin: 422, editor: 422 }),
  })),
  // Content editing: every type the editors manage (server/services/content-editing/content-types.ts).
  ...contentTypes.flatMap(contentEditingRules),
  // What citizens send in (jobs' applications, surveys' answers): editors and auditors (and admins) read them.
  ...(
    [
      ['/api/v1/admin/jobs?page=1', undefined, 200],
      ['/api/v1/admin/jobs/{open-job}/applications?page=1', '/api/v1/admin/jobs/:uuid/applications', 200],
      ['/api/v1/admin/jobs/{open-job}/applications.csv', '/api/v1/admin/jobs/:uuid/applications.csv', 200],
      [
        '/api/v1/admin/jobs/00000000-0000-4000-8000-000000000000/applications',
        '/api/v1/admin/jobs/:uuid/applications',
        404,
      ],
      [
        '/api/v1/admin/job-applications/00000000-0000-4000-8000-000000000000',
        '/api/v1/admin/job-applications/:uuid',
        404,
      ],
      [
        '/api/v1/admin/job-applications/00000000-0000-4000-8000-000000000000/files/1',
        '/api/v1/admin/job-applications/:uuid/files/:id',
        404,
      ],
      ['/api/v1/admin/surveys?page=1', undefined, 200],
      ['/api/v1/admin/surveys/{public-survey}/results', '/api/v1/admin/surveys/:uuid/results', 200],
      ['/api/v1/admin/surveys/{public-survey}/answers.csv', '/api/v1/admin/surveys/:uuid/answers.csv', 200],
      [
        '/api/v1/admin/surveys/00000000-0000-4000-8000-000000000000/results',
        '/api/v1/admin/surveys/:uuid/results',
        404,
      ],
    ] as const
  ).map(([url, pattern, status]): AccessRule => ({
    method: 'GET',
    url,
    ...(pattern && { pattern }),
    expected: staffOnly(status, { reviewerOfType: 403, reviewerOfOtherType: 403 }),
  })),
  // Activity registrations (docs/staff.md#activity-registrations): editors decide, auditors read; reviewers neither.
  {
    method: 'GET',
    url: '/api/v1/admin/activity-registrations?status=pending',
    pattern: '/api/v1/admin/activity-registrations',
    expected: staffOnly(200, { reviewerOfType: 403, reviewerOfOtherType: 403 }),
  },
  // Another registration: 404 (a decline's reason is optional, so no body is a valid form).
  ...['approve', 'decline'].map((decision): AccessRule => ({
    method: 'POST',
    url: `/api/v1/admin/activity-registrations/00000000-0000-4000-8000-000000000000/${decision}`,
    pattern: `/api/v1/admin/activity-registrations/:uuid/${decision}`,
    body: 'none',
    expected: staffOnly(403, { admin: 404, editor: 404 }),
  })),
];
