import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { actionAnswerOf } from '../../../schemas/api/envelopes';
import { reviewQueueRowSchema } from '../../../schemas/api/review-queue';
import { translate, type MessageKey } from '../../i18n/messages';
import { answers, operation, SIGNED_IN } from '../../lib/route-answers';
import type { PermitAction } from '../../services/permits/permit-lifecycle';
import { BULK_ACTIONS, decideCase, decideCases, noteCase } from '../../services/permits/staff-decisions';
import { pathParams, PATH_UUID } from '../../lib/route-params';

const uuid = PATH_UUID;
const reason = { type: 'string', maxLength: 2000 } as const;
const params = pathParams({ uuid });
/** Bodies name nothing as required: a missing reason or field is the lifecycle's refusal, in its words. */
const bodyOf = <const Properties extends Record<string, unknown>>(properties: Properties, example: object = {}) =>
  ({ type: 'object', additionalProperties: false, properties, examples: [example] }) as const;

/** The decisions on one request, each a lifecycle event: its path, body, answer message and how its body becomes the event. */
const decisions = [
  {
    path: 'assign',
    id: 'assignPermit',
    description: 'Takes the case (no assignee), or an admin assigns it to a member who decides its type.',
    body: bodyOf({ assignee: uuid }, {}),
    message: 'permit_assigned',
    action: (body: { assignee?: string }): PermitAction => ({ type: 'permit.assign', assignee: body.assignee }),
  },
  {
    path: 'release',
    id: 'releasePermit',
    description: 'Puts a case in review back in the queue, unassigned.',
    body: bodyOf({}),
    message: 'permit_released',
    action: (): PermitAction => ({ type: 'permit.release' }),
  },
  {
    path: 'approve',
    id: 'approvePermit',
    description: 'Approves the case its holder reviews; the applicant is told by e-mail.',
    body: bodyOf({}),
    message: 'permit_approved',
    action: (): PermitAction => ({ type: 'permit.approve' }),
  },
  {
    path: 'reject',
    id: 'rejectPermit',
    description: 'Rejects the case with a reason, which the applicant is sent; a beekeeping request frees its apiary.',
    body: bodyOf({ reason }, { reason: 'الموقع مغلق في موسم التكاثر' }),
    message: 'permit_rejected',
    action: (body: { reason?: string }): PermitAction => ({ type: 'permit.reject', reason: body.reason }),
  },
  {
    path: 'request-info',
    id: 'requestPermitInformation',
    description:
      'Asks the applicant for information: why, the fields they may change, and the last day (YYYY-MM-DD) to resubmit.',
    body: bodyOf(
      {
        reason,
        fields: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 100 } },
        resubmit_by: { type: 'string', maxLength: 10 },
      },
      { reason: 'صورة الهوية غير واضحة', fields: ['identity_card_image'], resubmit_by: '2099-01-31' },
    ),
    message: 'permit_info_requested',
    action: (body: { reason?: string; fields?: string[]; resubmit_by?: string }): PermitAction => ({
      type: 'permit.requestInfo',
      reason: body.reason,
      unlockedFields: body.fields ?? [],
      resubmitBy: body.resubmit_by ?? '',
    }),
  },
  {
    path: 'cancel',
    id: 'cancelPermitByStaff',
    description:
      'Cancels an approved permit, with a reason the applicant is sent; a beekeeping permit frees its apiary.',
    body: bodyOf({ reason }, { reason: 'إغلاق الموقع للصيانة' }),
    message: 'permit_cancelled',
    action: (body: { reason?: string }): PermitAction => ({ type: 'permit.cancel', reason: body.reason }),
  },
] as const satisfies readonly {
  path: string;
  id: string;
  description: string;
  body: object;
  message: MessageKey;
  action: (body: never) => PermitAction;
}[];

const caseAnswer = actionAnswerOf(reviewQueueRowSchema);

/** A decision sent without a body is one with an empty body: approve and release need none. */
const emptyBodyIfNone = async (request: FastifyRequest) => {
  request.body ??= {};
};
const REFUSALS = [401, 403, 404, 409, 415, 422] as const;

/**
 * POST admin/permits/{uuid}/assign, release, approve, reject, request-info, cancel and notes, and
 * admin/permits/bulk: reviewers and admins only (auditors and editors 403); who may do what to which request
 * is the lifecycle machine's to say (docs/permits.md#lifecycle).
 */
export async function permitDecisionRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();
  const config = { access: 'staff:reviewer' } as const;

  for (const decision of decisions) {
    typed.post(
      `/admin/permits/:uuid/${decision.path}`,
      {
        schema: {
          ...operation(decision.id, 'staff', decision.description),
          security: SIGNED_IN,
          params,
          body: decision.body,
          response: answers({ 200: caseAnswer }, ...REFUSALS),
        },
        config,
        preValidation: emptyBodyIfNone,
      },
      async (request) => {
        const action = decision.action(request.body as never);
        const data = await decideCase(app, {
          permitUuid: request.params.uuid,
          staff: request.staff!,
          action,
          locale: request.locale,
        });
        return { data, message: translate(request.locale, decision.message) };
      },
    );
  }

  typed.post(
    '/admin/permits/:uuid/notes',
    {
      schema: {
        ...operation(
          'notePermit',
          'staff',
          'Adds an internal note to the case’s history; the applicant never sees it.',
        ),
        security: SIGNED_IN,
        params,
        body: bodyOf({ note: { type: 'string', maxLength: 5000 } }, { note: 'تم التحقق من الهوية هاتفيا' }),
        response: answers({ 200: caseAnswer }, ...REFUSALS),
      },
      config,
      preValidation: emptyBodyIfNone,
    },
    async (request) => {
      const data = await noteCase(app, {
        permitUuid: request.params.uuid,
        staff: request.staff!,
        note: request.body.note ?? '',
        locale: request.locale,
      });
      return { data, message: translate(request.locale, 'permit_note_added') };
    },
  );

  typed.post(
    '/admin/permits/bulk',
    {
      schema: {
        ...operation(
          'decidePermitsInBulk',
          'staff',
          'Assigns the requests to the caller, or rejects them with one reason, each on its own: answers those moved and why each other was refused.',
        ),
        security: SIGNED_IN,
        body: bodyOf(
          {
            action: { type: 'string', enum: BULK_ACTIONS },
            uuids: { type: 'array', maxItems: 100, items: uuid },
            reason,
          },
          { action: 'reject', uuids: ['0b5f3a52-8c1e-4b7a-9d2e-6f1a2b3c4d5e'], reason: 'خارج موسم التخييم' },
        ),
        response: answers(
          {
            200: actionAnswerOf({
              type: 'object',
              required: ['moved', 'refused'],
              additionalProperties: false,
              properties: {
                moved: { type: 'array', items: reviewQueueRowSchema },
                refused: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['uuid', 'status', 'message'],
                    additionalProperties: false,
                    properties: { uuid, status: { type: 'integer' }, message: { type: 'string' } },
                  },
                },
              },
            }),
          },
          ...REFUSALS,
        ),
      },
      config,
      preValidation: emptyBodyIfNone,
    },
    async (request) => {
      const { action, uuids, reason: given } = request.body;
      const data = await decideCases(app, {
        uuids: uuids ?? [],
        staff: request.staff!,
        action,
        reason: given,
        locale: request.locale,
      });
      return { data, message: translate(request.locale, 'permit_bulk_done') };
    },
  );
}
