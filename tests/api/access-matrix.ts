/**
 * Who may call what: every endpoint and the answer each kind of caller gets. Walked by
 * access-matrix.test.ts. Accounts (individual, company, researcher, staff, another owner) join as
 * columns when they exist; another user's object must answer 404, never 403.
 */
export type Caller = 'visitor';

export interface AccessRule {
  method: 'GET' | 'POST';
  url: string;
  /** A valid body for the endpoint, so the answer depends on the caller alone. */
  body?: 'contact-message';
  expected: Record<Caller, number>;
}

export const accessMatrix: AccessRule[] = [
  { method: 'GET', url: '/api/v1/appearance', expected: { visitor: 200 } },
  { method: 'GET', url: '/api/v1/articles?page=1', expected: { visitor: 200 } },
  { method: 'GET', url: '/api/v1/articles/{first-article-slug}', expected: { visitor: 200 } },
  { method: 'GET', url: '/api/v1/reserve-areas?limit=50', expected: { visitor: 200 } },
  { method: 'POST', url: '/api/v1/contact-us', body: 'contact-message', expected: { visitor: 201 } },
];
