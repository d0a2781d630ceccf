import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { citizenAccountFoundSchema, citizenAccountSchema } from '../../../schemas/api/citizen-accounts';
import { etagOf, revisionHeaders } from '../../../schemas/api/content-editing';
import { actionAnswerOf, itemEnvelopeOf } from '../../../schemas/api/envelopes';
import { notFound } from '../../lib/api-error';
import { fieldRefused, readSubmission } from '../../lib/form-submission';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';
import { uuidParams } from '../../lib/route-params';
import { findCitizenAccount, readCitizenAccount, setResearcherFlag } from '../../services/accounts/researcher-flag';

/** Admins find an account and change its flag; auditors find and read it; nobody else. */
const READ = { access: 'staff:auditor' } as const;

/**
 * POST admin/citizen-accounts/lookup, GET admin/citizen-accounts/{uuid} and PUT …/{uuid}/researcher: an
 * admin sets or clears the researcher flag of an individual's account, with a reason kept in its history
 * (docs/staff.md#the-researcher-flag); an auditor reads it.
 */
export async function citizenAccountRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  // A POST, so the e-mail address or national id looked up travels in no address or access log.
  typed.post(
    '/admin/citizen-accounts/lookup',
    {
      schema: {
        ...operation(
          'findCitizenAccount',
          'staff',
          "Finds the individual's account whose e-mail address or national id is exactly the one given (form admin/citizen-account-lookup), answering its uuid only. 422 when there is none. Admins and auditors.",
        ),
        security: SIGNED_IN,
        response: answers({ 200: itemEnvelopeOf(citizenAccountFoundSchema) }, 401, 403, ...FORM_REFUSALS),
      },
      config: { ...READ, form: 'admin/citizen-account-lookup' },
    },
    async (request, reply) => {
      const form = 'admin/citizen-account-lookup';
      const { value } = await readSubmission<{ identifier: string }>(request, form);
      const uuid = await findCitizenAccount(app.db, value.identifier);
      if (!uuid) throw fieldRefused(request, form, 'identifier', 'not_found');
      void reply.header('Cache-Control', 'no-store');
      return { data: { uuid } };
    },
  );

  typed.get(
    '/admin/citizen-accounts/:uuid',
    {
      schema: {
        ...operation(
          'readCitizenAccount',
          'staff',
          "An individual's account as an admin sets its researcher flag: its name, the flag, and who changed it, when, to what and why. Admins and auditors.",
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: itemEnvelopeOf(citizenAccountSchema) }, 401, 403, 404),
      },
      config: READ,
    },
    async (request, reply) => {
      const account = await readCitizenAccount(app.db, request.params.uuid);
      if (!account) throw notFound();
      void reply.header('Cache-Control', 'no-store').header('etag', etagOf(account.revision));
      return { data: account };
    },
  );

  typed.put(
    '/admin/citizen-accounts/:uuid/researcher',
    {
      schema: {
        ...operation(
          'setResearcherFlag',
          'staff',
          "Sets or clears the account's researcher flag (form admin/researcher-flag: the value and a reason), at once: a researcher submits research. 422 when it already has that value; with If-Match, 409 if another change came first. Admins only.",
        ),
        security: SIGNED_IN,
        params: uuidParams,
        headers: revisionHeaders,
        response: answers({ 200: actionAnswerOf(citizenAccountSchema) }, 401, 403, 404, 409, ...FORM_REFUSALS),
      },
      config: { access: 'staff:admin', form: 'admin/researcher-flag' },
    },
    async (request) => {
      const form = 'admin/researcher-flag';
      if (!(await readCitizenAccount(app.db, request.params.uuid))) throw notFound();
      const { value, messages } = await readSubmission<{ is_researcher: boolean; reason: string }>(request, form);
      const opened = request.headers['if-match']?.slice(1, -1);
      const changed = await setResearcherFlag(
        app.db,
        request.staff!,
        request.params.uuid,
        { isResearcher: value.is_researcher, reason: value.reason },
        opened,
      );
      if (changed === 'not_found') throw notFound();
      if (changed === 'unchanged') throw fieldRefused(request, form, 'is_researcher', 'unchanged');
      return { data: changed, message: messages.success };
    },
  );
}
