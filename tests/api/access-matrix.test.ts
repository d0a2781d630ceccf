import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { articles, jobOpportunities, studiesReports, surveys, users } from '../../server/db/schema';
import { givePhoto, giveResearch } from '../support/member-fixtures';
import { verdictOf, type Caller as Identities } from '../../server/plugins/authorization';
import { staffOfSession, issueStaffSession } from '../../server/services/staff/staff-sessions';
import type { PermitType } from '../../schemas/api/member';
import type { StaffRole } from '../../schemas/api/staff';
import { newStaffMember } from '../support/staff';
import { accountOfToken, issueAccessToken } from '../../server/services/accounts/access-tokens';
import { demoCompany, demoIndividual, individual, type Fields, postForm } from '../support/accounts';
import { givePermitDocument, validPermitFields, type PermitSlug } from '../support/permit-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  accessMatrix,
  callers,
  staffCallers,
  type AccessRule,
  type BodyKind,
  type Caller,
  type CitizenCaller,
  type StaffCaller,
} from './access-matrix';

const PDF = () =>
  new File(['%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'], 'file.pdf', {
    type: 'application/pdf',
  });

/** Apiaries of location 1 the seed leaves free. */
const FREE_APIARIES = [1, 2, 4, 5, 6];

/** The uuid of the article the like rows toggle (set before the rows run). */
let newestArticleUuid = '';
let serial = 0;
/** A valid body of each kind; registrations get addresses and numbers of their own. */
function bodyOf(kind: BodyKind): Fields {
  serial += 1;
  const digits = String(serial).padStart(4, '0');
  switch (kind) {
    case 'contact-message':
      return {
        type: 'suggestion',
        username: 'خالد الدوسري',
        phone: '+966501234567',
        subject: 'مواقف للزوار',
        message: 'نقترح زيادة المواقف.',
      };
    case 'individual-registration':
      return individual({ email: `matrix${digits}@example.sa`, national_id: `107777${digits}` });
    case 'company-registration': {
      // A company gives the account's fields of an individual, not its person's (national id, birth date…).
      const person = individual({ email: `matrix-company${digits}@example.sa` });
      const account = ['name', 'email', 'country_code', 'phone_number', 'password', 'password_confirmation'].map(
        (field) => [field, person[field]!],
      );
      return {
        ...Object.fromEntries(account),
        business_activity: 'تخييم',
        target_area: 'روضة نورة',
        commercial_registration_number: `101011${digits}`,
        company_description: 'وصف',
        contact_email: 'contact@example.sa',
        contact_phone: '+966501112233',
        technical_proposal: PDF(),
        work_experience: PDF(),
        environmental_compliance_permit: PDF(),
        execution_plan: PDF(),
      };
    }
    case 'individual-credentials':
      return demoIndividual;
    case 'company-credentials':
      return demoCompany;
    case 'email':
      return { email: `someone${digits}@example.sa` };
    case 'reset-with-unknown-token':
      return {
        token: 'A'.repeat(43),
        email: demoIndividual.email,
        password: 'Fresh-Start-2026',
        password_confirmation: 'Fresh-Start-2026',
      };
    case 'staff-wrong-credentials':
      return { email: 'nobody@authority.example.sa', password: 'Not-The-Password-1' };
    case 'staff-unknown-challenge':
      return { challenge: 'A'.repeat(43), code: '000000' };
    case 'staff-unknown-set-password-link':
      return { token: 'A'.repeat(43), password: 'Fresh-Start-2026', password_confirmation: 'Fresh-Start-2026' };
    case 'staff-invitation':
      return { name: 'هند', email: `invited${digits}@authority.example.sa`, role: 'editor' };
    case 'staff-roles':
      return { 'roles[]': 'editor' };
    case 'wrong-sign-in-code':
      return { email: demoIndividual.email, code: '000000' };
    case 'account-settings':
      return { contact_method: 'email', language: 'ar' };
    case 'wrong-old-password':
      return {
        old_password: 'Not-The-Password-1',
        password: 'Fresh-Start-2026',
        password_confirmation: 'Fresh-Start-2026',
      };
    case 'wrong-password':
      return { password: 'Not-The-Password-1' };
    case 'research':
      return { title: 'توزع الرمث', research_category_id: '1', summary: 'دراسة ميدانية.', attachments: PDF() };
    case 'activity-join':
      return { reason: 'أرغب في المشاركة' };
    case 'article-like':
      return { likeable_type: 'article', likeable_id: newestArticleUuid, guest_uuid: crypto.randomUUID() };
    case 'survey-answer':
      // "Visitor satisfaction survey 2025": its three required questions.
      return {
        guest_uuid: crypto.randomUUID(),
        'answers[0][id]': '1',
        'answers[0][answer]': '5',
        'answers[1][id]': '2',
        'answers[1][answer][]': 'noura',
        'answers[2][id]': '3',
        'answers[2][answer]': '2025-10-01',
      };
    case 'members-survey-answer':
      // "Research needs", for members only.
      return {
        guest_uuid: crypto.randomUUID(),
        'answers[0][id]': '1',
        'answers[0][answer][]': 'plants',
        'answers[1][id]': '2',
        'answers[1][answer]': 'جامعة',
        'answers[2][id]': '3',
        'answers[2][answer]': 'no',
      };
    case 'job-application':
      // "Field Ranger": its two required questions, a textarea and a file.
      return {
        'answers[0][id]': '1',
        'answers[0][answer]': 'أحب العمل الميداني',
        'answers[1][id]': '2',
        'answers[1][files][0]': PDF(),
      };
    case 'unknown-permit-verification':
      return { reference: 'FC-2026-999999', code: 'ABCD-EFGH' };
    case 'none':
      return {};
    default:
      // A beekeeping request holds its apiary: each caller asks for one of its own (the seed's free ones).
      return kind === 'permit-beekeeping'
        ? validPermitFields.beekeeping(String(FREE_APIARIES[serial % FREE_APIARIES.length]))
        : validPermitFields[kind.slice('permit-'.length) as Exclude<PermitSlug, 'beekeeping'>]();
  }
}

describe('the access matrix', () => {
  let t: TestApp;
  let slug: string;
  let reportUuid: string;
  let surveyUuids: { public: string; members: string };
  let openJobUuid: string;
  let researchOfResearcher: { research: string; attachment: string };
  let permitOfResearcher: string;
  let approvedPermitOfResearcher: string;
  const userIds = {} as Record<Exclude<CitizenCaller, 'visitor'>, number>;
  /** The members of staff of the staff columns. */
  const staffIds = {} as Record<StaffCaller, number>;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    [{ slug, uuid: newestArticleUuid }] = (await t.db
      .select({ slug: articles.slug, uuid: articles.uuid })
      .from(articles)
      .orderBy(desc(articles.createdAt))
      .limit(1)) as [{ slug: string; uuid: string }];
    [{ reportUuid }] = (await t.db.select({ reportUuid: studiesReports.uuid }).from(studiesReports).limit(1)) as [
      { reportUuid: string },
    ];
    const surveyUuid = async (titleEn: string) =>
      (await t.db.select({ uuid: surveys.uuid }).from(surveys).where(eq(surveys.titleEn, titleEn)))[0]!.uuid;
    surveyUuids = {
      public: await surveyUuid('Visitor satisfaction survey 2025'),
      members: await surveyUuid('Research needs'),
    };
    openJobUuid = (
      await t.db
        .select({ uuid: jobOpportunities.uuid })
        .from(jobOpportunities)
        .where(eq(jobOpportunities.titleEn, 'Field Ranger'))
    )[0]!.uuid;
    const idOf = async (email: string) =>
      (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    await postForm(t, 'register', individual({ email: 'unverified@example.sa', national_id: '1066600001' }));
    await postForm(t, 'register', individual({ email: 'other-researcher@example.sa', national_id: '1066600002' }));
    await t.db
      .update(users)
      .set({ isResearcher: true, emailVerifiedAt: new Date() })
      .where(eq(users.email, 'other-researcher@example.sa'));
    Object.assign(userIds, {
      individual: await idOf(demoIndividual.email),
      unverifiedIndividual: await idOf('unverified@example.sa'),
      researcher: await idOf('researcher@demo.reserve.sa'),
      otherOwner: await idOf('other-researcher@example.sa'),
      company: await idOf(demoCompany.email),
    });
    const member = async (role: StaffRole, permitTypes: PermitType[] = []) =>
      (await newStaffMember(t, { role, permitTypes })).id;
    Object.assign(staffIds, {
      admin: await member('admin'),
      reviewerOfType: await member('reviewer', ['beekeeping']),
      reviewerOfOtherType: await member('reviewer', ['free_camping']),
      editor: await member('editor'),
      auditor: await member('auditor'),
    });
    await givePhoto(t, userIds.researcher);
    researchOfResearcher = await giveResearch(t, userIds.researcher);
    const permit = await postForm(t, 'permits/free-camping', validPermitFields['free-camping'](), {
      token: await issueAccessToken(t.db, userIds.researcher),
      from: '10.21.0.1',
    });
    permitOfResearcher = permit.json<{ data: { uuid: string } }>().data.uuid;
    approvedPermitOfResearcher = await givePermitDocument(
      t,
      await postForm(t, 'permits/free-camping', validPermitFields['free-camping'](), {
        token: await issueAccessToken(t.db, userIds.researcher),
        from: '10.21.0.2',
      }).then((response) => response.json<{ data: { uuid: string } }>().data.uuid),
    );
  });
  afterAll(() => t.close());

  const isStaff = (caller: Caller): caller is StaffCaller => (staffCallers as readonly string[]).includes(caller);
  async function tokenOf(caller: Caller) {
    if (caller === 'visitor') return undefined;
    return isStaff(caller) ? issueStaffSession(t.db, staffIds[caller]) : issueAccessToken(t.db, userIds[caller]);
  }

  async function call(rule: AccessRule, caller: Caller, from: string) {
    const url = rule.url
      .replace('{first-article-slug}', slug)
      .replace('{first-report}', reportUuid)
      .replace('{public-survey}', surveyUuids.public)
      .replace('{members-survey}', surveyUuids.members)
      .replace('{open-job}', openJobUuid)
      .replace('{research}', researchOfResearcher.research)
      .replace('{research-attachment}', researchOfResearcher.attachment)
      .replace('{researcher-permit}', permitOfResearcher)
      .replace('{researcher-approved-permit}', approvedPermitOfResearcher);
    // A fresh login token or staff session per call, so a sign-out in one row does not change another.
    const token = await tokenOf(caller);
    // Every caller signs in to the same demo accounts: more than the ten password checks an account
    // gets in five minutes (bursts.test.ts holds that limit), which is not what these rows are about.
    if (rule.body === 'individual-credentials' || rule.body === 'company-credentials')
      await t.app.attempts.reset(
        'passwordCheck',
        rule.body === 'individual-credentials' ? `individual:${demoIndividual.email}` : `company:${demoCompany.email}`,
      );
    // The one JSON body among the rows.
    if (rule.body === 'unknown-permit-verification')
      return t.app.inject({
        method: 'POST',
        url,
        payload: bodyOf(rule.body) as Record<string, string>,
        headers: { 'x-forwarded-for': from, ...(token && { authorization: `Bearer ${token}` }) },
      });
    if (rule.body)
      return postForm(t, url.replace('/api/v1/', ''), bodyOf(rule.body), {
        token,
        from,
        // A row with a body is never a GET.
        method: rule.method as Exclude<AccessRule['method'], 'GET'>,
      });
    return t.app.inject({ method: rule.method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  }

  let address = 0;
  for (const rule of accessMatrix) {
    for (const [caller, status] of Object.entries(rule.expected) as [Caller, number][]) {
      it(`${rule.method} ${rule.url.split('?')[0]} as ${caller} answers ${status}`, async () => {
        const response = await call(rule, caller, `10.20.${Math.floor(++address / 250)}.${address % 250}`);
        expect(response.statusCode, response.body).toBe(status);
      });
    }
  }

  /** The rows of one route: its pattern, or its url without the query. */
  const rowsOf = (method: string, url: string) =>
    accessMatrix.filter((rule) => rule.method === method && (rule.pattern ?? rule.url.split('?')[0]) === url);

  it('lists every API route, with the answers its declared access gives', async () => {
    const apiRoutes = t.routes.filter((route) => route.url.startsWith('/api/v1/'));
    expect(apiRoutes.length).toBeGreaterThan(0);
    const identities = Object.fromEntries(
      await Promise.all(
        callers
          .filter((caller) => caller !== 'visitor')
          .map(async (caller) => {
            const token = (await tokenOf(caller))!;
            const identity: Identities = isStaff(caller)
              ? { staff: (await staffOfSession(t.db, token))!.staff }
              : { account: (await accountOfToken(t.db, token))!.account };
            return [caller, identity] as const;
          }),
      ),
    ) as Record<Caller, Identities>;
    for (const route of apiRoutes) {
      for (const method of [route.method].flat()) {
        const rows = rowsOf(method, route.url);
        expect(rows.length, `${method} ${route.url} is missing from access-matrix.ts`).toBeGreaterThan(0);
        for (const rule of rows) {
          const declared = route.config!.access!;
          const access = typeof declared === 'string' ? declared : declared[rule.form!];
          expect(access, `${method} ${route.url} declares no access for the form of ${rule.body}`).toBeDefined();
          for (const caller of callers) {
            // Who the declaration refuses must be refused so in the matrix; who it lets through, the route itself answers.
            const verdict = verdictOf(access!, identities[caller] ?? {}, caller !== 'visitor');
            if (verdict !== 'allowed')
              expect(rule.expected[caller], `${method} ${rule.url} as ${caller} (${access})`).toBe(verdict);
          }
        }
      }
    }
  });

  it('lists no route the server does not have', () => {
    const declared = new Set(
      t.routes.flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`)),
    );
    for (const rule of accessMatrix)
      expect(declared).toContain(`${rule.method} ${rule.pattern ?? rule.url.split('?')[0]}`);
  });
});
