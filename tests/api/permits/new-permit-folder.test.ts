import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ItemEnvelope, ListEnvelope } from '../../../schemas/api/envelopes';
import type { MemberPermit } from '../../../schemas/api/member';
import type { PermitRequestAnswer } from '../../../schemas/api/permits';
import type { FormId } from '../../../schemas/registry';
import { freshAddress, postForm } from '../../support/accounts';
import { mockTreeWithNewPermit, newPermit } from '../../support/new-permit-folder';
import { newApplicant, validPermitFields } from '../../support/permit-fixtures';
import type { TestApp } from '../../support/test-app';

const year = new Date().getFullYear();
const setting = { enabled: true, descriptionAr: 'تخييم ليلي في المواقع المخصصة.', descriptionEn: 'Night camping.' };

/**
 * schemas/README.md's recipe, followed on a copy of the tree: a new folder (free camping's form, its own
 * descriptor) plus its lists' data (its setting and header image in the seed content), and the server
 * built from it. Nothing else is edited.
 */
describe('a permit added as a folder', () => {
  let t: TestApp;
  let removeTree: () => void;
  let contractViolations: () => unknown[];
  const applicant = () => newApplicant(t);
  const submit = async (fields: Record<string, string>) => {
    const { token } = await applicant();
    return postForm(t, `permits/${newPermit.slug}`, fields, { token, from: freshAddress() });
  };

  beforeAll(async () => {
    removeTree = mockTreeWithNewPermit();
    vi.doMock('../../../server/db/seed/content/permit-places.json', async (importOriginal) => {
      const { default: places } = await importOriginal<{ default: { settings: object[] } }>();
      return { default: { ...places, settings: [...places.settings, { key: newPermit.setting, ...setting }] } };
    });
    vi.doMock('../../../server/db/seed/content/appearance.json', async (importOriginal) => {
      const { default: appearance } = await importOriginal<{ default: { pages_headers: object } }>();
      const header = { [newPermit.headerImage]: { path: '/demo/headers/night.webp' } };
      return { default: { ...appearance, pages_headers: { ...appearance.pages_headers, ...header } } };
    });
    vi.resetModules();
    const { createTestApp } = await import('../../support/test-app');
    ({ takeContractViolations: contractViolations } = await import('../../support/contract-check'));
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    // The test database was seeded before the folder existed: the next start brings its setting and header.
    const { seedOnFirstStart } = await import('../../../server/db/seed');
    expect(await seedOnFirstStart(t.db)).toBe(true);
    expect(await seedOnFirstStart(t.db)).toBe(false);
  });
  afterAll(async () => {
    removeTree();
    await t?.close();
  });
  // The modules loaded afresh keep their own record of answers outside the contract.
  afterEach(() => expect(contractViolations(), 'answers outside the API contract').toEqual([]));

  it('is in the form registry, under permits/<slug>', async () => {
    const { formDefinition } = await import('../../../schemas/registry');
    const copied = formDefinition(`permits/${newPermit.slug}` as FormId);
    expect(copied).toEqual(formDefinition('permits/free-camping'));
  });

  it('takes a valid request (201) with its own reference and type, and lists it on the profile with it', async () => {
    const { token } = await applicant();
    const response = await postForm(t, `permits/${newPermit.slug}`, validPermitFields['free-camping'](), {
      token,
      from: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json<PermitRequestAnswer>();
    expect(data.type).toBe(newPermit.type);
    expect(data.reference).toMatch(new RegExp(`^NC-${year}-000001$`));

    const { mailOutbox } = await import('../../../server/db/schema');
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `استلمنا طلبك: ${newPermit.name.ar} (${data.reference})`));
    expect(mail).toBeDefined();

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/permits',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<ListEnvelope<MemberPermit>>().data).toMatchObject([{ ...data, pdf: null, status: 'pending' }]);
  });

  it('refuses an incomplete request (422) with its form messages', async () => {
    const response = await submit({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'الرجاء تعبئة الحقول المطلوبة',
      errors: { terms: expect.any(Array) },
    });
  });

  it('has its setting in GET permit-settings and its header image in GET appearance', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/permit-settings' });
    expect(settings.json<ItemEnvelope<Record<string, unknown>>>().data[newPermit.setting]).toEqual({
      enabled: true,
      description: setting.descriptionAr,
    });
    const appearance = await t.app.inject({ method: 'GET', url: '/api/v1/appearance' });
    expect(appearance.json().data.pages_headers[newPermit.headerImage]).toEqual({ path: '/demo/headers/night.webp' });
  });

  it('is in the OpenAPI document, named by its descriptor', async () => {
    const { API_DOCUMENT_PATH } = await import('../../../server/plugins/api-document');
    const document = (await t.app.inject({ method: 'GET', url: API_DOCUMENT_PATH })).json<{
      paths: Record<string, { post?: { operationId: string; description: string } }>;
    }>();
    expect(document.paths[`/api/v1/permits/${newPermit.slug}`]?.post).toMatchObject({
      operationId: 'requestPermitNightCamping',
      description: expect.stringContaining(`asks for a ${newPermit.name.en};`),
    });
  });
});
