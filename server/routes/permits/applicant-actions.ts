import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { permitRequestAnswerSchema, permitServices } from '../../../schemas/api/permits';
import { translate } from '../../i18n/messages';
import { validationFailed } from '../../lib/api-error';
import { fieldRefused, readSubmission } from '../../lib/form-submission';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { answers, fileAnswer, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';
import { sendAttachment } from '../../lib/send-attachment';
import {
  cancelOwnPermit,
  changedFields,
  findOwnPermit,
  resubmitOwnPermit,
  resubmittedAnswers,
} from '../../services/permits/applicant-permit-actions';
import { ownPermitPdf } from '../../services/permits/own-permits';
import type { MovedPermit } from '../../services/permits/permit-lifecycle';
import { checkChoices } from '../../services/permits/permit-choices';
import { APIARIES_TAG } from '../../services/permits/permit-places';
import { uploadsOf } from './permit-uploads';
import { uuidParams } from '../../lib/route-params';

/** The longest reason an applicant may give for cancelling. */
const REASON_MAX_LENGTH = 1000;
// Control characters but tab and line breaks: PostgreSQL refuses NUL, and the rest only hide text.
const isControlCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return (code < 0x20 && !['\t', '\n', '\r'].includes(character)) || code === 0x7f;
};

/**
 * The optional reason of an applicant's cancellation: no body, or JSON `{ "reason": "…" }` and nothing else.
 * Read after authorisation, so a visitor's body is never judged before they are told to sign in.
 */
function cancelReason(request: FastifyRequest): string | undefined {
  const { body, locale } = request;
  const refuse = (field: string, key: 'unknown_field' | 'permit_cancel_reason_invalid') =>
    validationFailed({ [field]: [translate(locale, key)] }, translate(locale, key));
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'object' || Array.isArray(body)) throw refuse('reason', 'permit_cancel_reason_invalid');
  const unknown = Object.keys(body).find((key) => key !== 'reason');
  if (unknown !== undefined) throw refuse(unknown, 'unknown_field');
  const { reason } = body as { reason?: unknown };
  if (reason === undefined || reason === null) return undefined;
  if (typeof reason !== 'string' || reason.length > REASON_MAX_LENGTH || [...reason].some(isControlCharacter))
    throw refuse('reason', 'permit_cancel_reason_invalid');
  return reason;
}

const answerOf = (permit: MovedPermit) => ({
  uuid: permit.uuid,
  reference: permit.reference,
  type: permit.type,
  status: permit.status,
  created_at: permit.createdAt.toISOString(),
});

/** POST permits/{uuid}/cancel and permits/{uuid}/resubmit, GET permits/{uuid}/pdf: what the applicant does after applying. */
export async function applicantPermitRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/permits/:uuid/pdf',
    {
      schema: {
        ...operation(
          'downloadMyPermit',
          'permits',
          'The applicant downloads their approved permit as `{reference}.pdf`, the document mailed to them on ' +
            'approval. Another account’s request, one not approved and one without a document answer 404.',
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers(
          { 200: fileAnswer('The permit as a PDF, named by its reference.', ['application/pdf']) },
          401,
          403,
          404,
        ),
      },
      config: { access: 'individual', accessRefusal: 'permit_individuals_only' },
    },
    async (request, reply) =>
      sendAttachment(
        reply,
        app.config.uploadsDir,
        await ownPermitPdf(app.db, request.account!.id, request.params.uuid),
      ),
  );

  typed.post(
    '/permits/:uuid/cancel',
    {
      schema: {
        ...operation(
          'cancelMyPermit',
          'permits',
          'The applicant cancels their approved request before its first day, with an optional reason (JSON ' +
            '`{ "reason": "…" }`, at most 1000 characters, or no body). Another account’s request answers 404; ' +
            'a request in another state 409; on or after its first day 422.',
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: permitRequestAnswerSchema }, 401, 403, 404, 409, 422),
      },
      config: {
        access: 'individual',
        accessRefusal: 'permit_individuals_only',
        rateLimit: { max: 20, timeWindow: '10 minutes' },
      },
    },
    async (request) => {
      const reason = cancelReason(request);
      const cancelled = await cancelOwnPermit(app, {
        accountId: request.account!.id,
        uuid: request.params.uuid,
        reason,
        locale: request.locale,
      });
      return { data: answerOf(cancelled), message: translate(request.locale, 'permit_cancelled') };
    },
  );

  typed.post(
    '/permits/:uuid/resubmit',
    {
      schema: {
        ...operation(
          'resubmitMyPermit',
          'permits',
          'The applicant answers a request for information (multipart, the fields of the permit’s own form): ' +
            'the unlocked fields only, each sent replacing its answer (an unlocked field not sent is cleared), ' +
            'the rest kept; the whole is checked by the form’s schema as at first, and stored as the next version, ' +
            'pending again with its deadline counted afresh. A changed locked field or a request after its last ' +
            'day is refused (422); another state 409; another account’s request 404.',
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: permitRequestAnswerSchema }, ...FORM_REFUSALS, 401, 403, 404, 409),
      },
      config: {
        access: 'individual',
        accessRefusal: 'permit_individuals_only',
        form: permitServices.map(({ formId }) => formId),
        idempotent: true,
        rateLimit: { max: 20, timeWindow: '10 minutes' },
      },
    },
    async (request, reply) => {
      const account = request.account!;
      const permit = await findOwnPermit(app.db, account.id, request.params.uuid);
      const formId = permitServices.find(({ type }) => type === permit.type)!.formId;
      const { value, data, files } = await readSubmission<Record<string, unknown>>(request, formId, (sent) =>
        resubmittedAnswers(permit, sent),
      );
      await checkChoices(app.db, request, formId, value, changedFields(permit.request, value));
      return app.idempotency.run(
        request,
        reply,
        requestFingerprint({ account: account.uuid, permit: permit.uuid, answers: data }, files),
        async () => {
          const moved = await resubmitOwnPermit(app, {
            accountId: account.id,
            permit,
            answers: value,
            uploads: uploadsOf(value, files),
            locale: request.locale,
          }).catch((error: unknown) => {
            if (violatedUniqueConstraint(error) === 'permits_apiary_held_idx')
              throw fieldRefused(request, formId, 'apiary_id', 'reserved');
            throw error;
          });
          if (permit.type === 'beekeeping') app.publicCache.invalidate(APIARIES_TAG);
          request.log.info({ event: 'permit-resubmitted', reference: moved.reference }, 'permit resubmitted');
          return {
            status: 200,
            body: { data: answerOf(moved), message: translate(request.locale, 'permit_resubmitted') },
          };
        },
      );
    },
  );
}
