import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, jobOpportunities, surveys, users } from '../../server/db/schema';
import type { StoredQuestion } from '../../server/db/schema/questions';
import { API_DOCUMENT_PATH, EXAMPLE_QUESTIONS } from '../../server/plugins/api-document';
import { issueAccessToken } from '../../server/services/accounts/access-tokens';
import { demoResearcher, freshAddress, newVerifiedMember } from '../support/accounts';
import { newStaffMember } from '../support/staff';
import { bodySchemaFor, documentedMultipart } from '../support/documented-request';
import { contentTypes } from '../../server/services/content-editing/content-types';
import { createTestApp, type TestApp } from '../support/test-app';

interface BodySchema {
  title?: string;
  anyOf?: BodySchema[];
  properties?: Record<string, Record<string, unknown>>;
}
interface MediaType {
  schema: BodySchema;
  example?: Record<string, unknown>;
  examples?: Record<string, { value: Record<string, unknown> }>;
}
type Operation = { security?: unknown[]; requestBody?: { content: Record<string, MediaType> } };
type Document = { paths: Record<string, Record<string, Operation>> };

/**
 * Where an example cannot pass on this database whatever its shape (a secret only the server knows),
 * the refusal it gets instead, naming only that field: the shape itself was taken.
 */
const refusedOnlyFor: Record<string, { status: number; fields: string[] }> = {
  'POST /api/v1/login': { status: 422, fields: ['email'] },
  'POST /api/v1/login/company': { status: 422, fields: ['email'] },
  'POST /api/v1/otp/verify': { status: 422, fields: ['code'] },
  'POST /api/v1/reset-password': { status: 422, fields: ['token', 'old_password'] },
  'DELETE /api/v1/me': { status: 422, fields: ['password'] },
  'POST /api/v1/admin/sign-in': { status: 422, fields: ['email'] },
  'POST /api/v1/admin/sign-in/verify': { status: 422, fields: ['challenge'] },
  'POST /api/v1/admin/set-password': { status: 422, fields: ['token'] },
  // The example's article is no article of this database.
  'POST /api/v1/likes/toggle': { status: 404, fields: [] },
  // Nor is the path's request one of this database's.
  'POST /api/v1/permits/{uuid}/resubmit': { status: 404, fields: [] },
  // The example reason passes the form; the registration it names does not exist.
  'POST /api/v1/admin/activity-registrations/{uuid}/decline': { status: 404, fields: [] },
  // The example's address or national id is no account of this database's; nor is the path's account.
  'POST /api/v1/admin/citizen-accounts/lookup': { status: 422, fields: ['identifier'] },
  'PUT /api/v1/admin/citizen-accounts/{uuid}/researcher': { status: 404, fields: [] },
  // A new apiary location needs its picture: the example's path is never taken, its binary part no picture.
  'POST /api/v1/admin/content/apiary-locations': { status: 422, fields: ['image'] },
  // A new item of these types needs its picture, and an example's file is sent as a GIF (exampleFileContent),
  // which their image fields (PNG, JPG or WebP) refuse: the rest of the example was taken.
  'POST /api/v1/admin/content/about-statistics': { status: 422, fields: ['image'] },
  'POST /api/v1/admin/content/about-strategy-items': { status: 422, fields: ['icon'] },
  'POST /api/v1/admin/content/showcase-links': { status: 422, fields: ['image'] },
  'POST /api/v1/admin/content/quick-links': { status: 422, fields: ['image'] },
  // The example album keeps a demo photo by its path, which only an album that has it may keep (an example's
  // binary parts are text, no photo to upload).
  'POST /api/v1/admin/content/albums': { status: 422, fields: ['files'] },
  'PUT /api/v1/admin/content/albums/{id}': { status: 422, fields: ['files'] },
};

const asStored = (question: (typeof EXAMPLE_QUESTIONS)[number]): StoredQuestion => ({
  id: Number(question.id),
  type: question.type,
  required: question.required,
  question_ar: question.question,
  question_en: question.question,
  ...(question.options && {
    options: question.options.map((option) => ({
      value: String(option.value),
      label_ar: option.label,
      label_en: option.label,
    })),
  }),
});

/** Issue 22, item 11: what the OpenAPI document says a write takes is what the server takes. */
describe('the request examples of the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  let researcherToken: string;
  let adminToken: string;
  const pathValues: Record<string, string> = { '{slug}': 'night-sky-evening', '{type}': 'beekeeping' };
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    document = (await t.app.inject({ method: 'GET', url: API_DOCUMENT_PATH })).json<Document>();
    const [researcher] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demoResearcher.email));
    researcherToken = await issueAccessToken(t.db, researcher!.id);
    const admin = await newStaffMember(t, { role: 'admin' });
    adminToken = admin.token;
    // The member whose roles the example of admin/staff/{uuid}/roles replaces: another one than the caller.
    pathValues['admin/staff/{uuid}'] = `admin/staff/${(await newStaffMember(t, { role: 'editor' })).uuid}`;
    const questions = EXAMPLE_QUESTIONS.map(asStored);
    const text = { titleAr: 'مثال', titleEn: 'Example', descriptionAr: '<p>مثال</p>', descriptionEn: '<p>Example</p>' };
    const [job] = await t.db
      .insert(jobOpportunities)
      .values({ ...text, questions })
      .returning({ uuid: jobOpportunities.uuid });
    const [survey] = await t.db
      .insert(surveys)
      .values({ ...text, questions })
      .returning({ uuid: surveys.uuid });
    pathValues['job-opportunities/{uuid}'] = `job-opportunities/${job!.uuid}`;
    pathValues['surveys/{uuid}'] = `surveys/${survey!.uuid}`;
    // A citizen's message for staff's contact-message examples (status, note, reply) to act on.
    const [message] = await t.db
      .insert(contactMessages)
      .values({
        type: 'complaints',
        username: 'نورة',
        email: 'noura@example.sa',
        phone: '+966501234567',
        subject: 'مثال',
        message: 'مثال',
        locale: 'ar',
      })
      .returning({ uuid: contactMessages.uuid });
    pathValues['admin/contact-messages/{uuid}'] = `admin/contact-messages/${message!.uuid}`;
    // Each content type's example replaces its first item, until its POST example makes one (below).
    for (const { name } of contentTypes) {
      const list = await t.app.inject({
        url: `/api/v1/admin/content/${name}?page=1`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      pathValues[`admin/content/${name}/{id}`] =
        `admin/content/${name}/${list.json<{ data: { id: string }[] }>().data[0]!.id}`;
    }
  });
  afterAll(() => t.close());

  const writes = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => method !== 'get')
        .map(([method, operation]) => ({
          route: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase() as 'POST' | 'PUT' | 'DELETE',
          path,
          operation,
        })),
    );

  it('gives every write that reads a body a schema with examples: multipart forms, the answers to questions included, and JSON', () => {
    const withBodies = writes().filter(({ operation }) => operation.requestBody);
    expect(withBodies.map(({ route }) => route)).toEqual(
      expect.arrayContaining(['POST /api/v1/job-opportunities/{uuid}/apply', 'POST /api/v1/surveys/{uuid}/answer']),
    );
    for (const { route, operation } of withBodies) {
      const { content } = operation.requestBody!;
      const media = content['multipart/form-data'] ?? content['application/json'];
      expect(media?.example ?? media?.examples, route).toBeDefined();
    }
  });

  it('documents what the server reads: the phone in parts, files as binary parts, never a file as an object', () => {
    const bodies = writes().flatMap(({ route, operation }): { route: string; body: BodySchema }[] => {
      const schema = operation.requestBody?.content['multipart/form-data']?.schema;
      return schema ? (schema.anyOf ?? [schema]).map((body) => ({ route, body })) : [];
    });
    const phoneForms = bodies.filter(
      (candidate) => /register|profile/.test(candidate.route) && candidate.body.title !== 'account-settings',
    );
    expect(phoneForms).toHaveLength(3);
    for (const { route, body } of phoneForms) {
      expect(Object.keys(body.properties!), route).toEqual(expect.arrayContaining(['country_code', 'phone_number']));
      expect(Object.keys(body.properties!), route).not.toContain('phone');
    }
    expect(JSON.stringify(bodies)).not.toContain('"size"');
    const profile = bodies.find(({ body }) => body.title === 'profile-edit')!.body;
    expect(profile.properties!.personal_image!.items).toMatchObject({ type: 'string', format: 'binary' });
  });

  it(
    "accepts each write's own examples, encoded as the document says (multipart with binary parts)",
    { timeout: 120_000 },
    async () => {
      const refusals: string[] = [];
      for (const { route, method, path, operation } of writes()) {
        const media = operation.requestBody?.content['multipart/form-data'];
        if (!media) continue;
        const examples = media.example
          ? [media.example]
          : Object.values(media.examples ?? {}).map((example) => example.value);
        for (const example of examples) {
          const bodySchema: BodySchema = bodySchemaFor(media.schema, example);
          // Each example by an account it suits (routes open to visitors ignore it): a researcher for research,
          // an admin for staff's routes, a fresh member for the rest (a changed profile, a deleted account, a
          // like without a visitor's id).
          const token = /researches/.test(path)
            ? researcherToken
            : path.startsWith('/api/v1/admin/')
              ? adminToken
              : (await newVerifiedMember(t)).token;
          const url = Object.entries(pathValues).reduce(
            (address, [pattern, value]) => address.replace(pattern, value),
            path,
          );
          const body = new Response(documentedMultipart(bodySchema, example));
          const answer = await t.app.inject({
            method,
            url,
            payload: Buffer.from(await body.arrayBuffer()),
            headers: {
              'content-type': body.headers.get('content-type')!,
              'accept-language': 'en',
              'x-forwarded-for': freshAddress(),
              ...(token && { authorization: `Bearer ${token}` }),
            },
          });
          await t.app.backgroundWork.settled();
          // A content type's PUT example then replaces the item its POST example made: the same example
          // on another item would take a value one item alone may hold (an article's slug).
          const created = /^\/api\/v1\/(admin\/content\/[a-z-]+)$/.exec(path);
          if (created && method === 'POST' && answer.statusCode === 201)
            pathValues[`${created[1]}/{id}`] = `${created[1]}/${answer.json<{ data: { id: string } }>().data.id}`;
          const expected = refusedOnlyFor[route];
          const errors = Object.keys(answer.json<{ errors?: object }>().errors ?? {});
          const accepted = expected
            ? answer.statusCode < 300 ||
              (answer.statusCode === expected.status && errors.every((field) => expected.fields.includes(field)))
            : answer.statusCode < 300;
          if (!accepted)
            refusals.push(`${route} ${String(bodySchema.title ?? '')}: ${answer.statusCode} ${answer.body}`);
        }
      }
      expect(refusals).toEqual([]);
    },
  );
});
