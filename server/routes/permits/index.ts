import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CAPTCHA_FIELD } from '../../../schemas/api/accounts';
import { permitRequestAnswerSchema, permitServices, type PermitService } from '../../../schemas/api/permits';
import { formDefinition } from '../../../schemas/registry';
import { withoutHiddenAnswers } from '../../../schemas/validation/reveal';
import { translate } from '../../i18n/messages';
import { ApiError, validationFailed } from '../../lib/api-error';
import { readSubmission, textEntry } from '../../lib/form-submission';
import { CAPTCHA_TOKEN } from '../../lib/form-wire';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';
import { CAPTCHA_THRESHOLD } from '../../plugins/attempt-limits';
import { checkChoices } from '../../services/permits/permit-choices';
import { APIARIES_TAG } from '../../services/permits/permit-places';
import { readPermitSettings } from '../../services/permits/permit-settings';
import { savePermit } from '../../services/permits/save-permit';
import { applicantPermitRoutes } from './applicant-actions';
import { permitListRoutes } from './permit-lists';
import { permitVerificationRoutes } from './permit-verifications';
import { uploadsOf } from './permit-uploads';

/**
 * One permit request, the same way for every service: individuals only, an open service, the
 * form's schema (hidden fields dropped as the browser drops them), a solved captcha after three
 * refusals where the service asks for one, choices the lists would have offered, then stored once
 * per Idempotency-Key.
 */
async function submitPermit(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  service: PermitService,
) {
  const account = request.account!;
  if (!(await readPermitSettings(app.db, request.locale))[service.setting].enabled)
    throw new ApiError(403, 'permit_service_closed');

  // Counted as refused before anything is checked, and forgotten on success: a burst cannot outrun the threshold.
  const failureKey = `${service.type}:${account.id}`;
  const earlierFailures = service.captcha ? await app.attempts.reserve('permitFailure', failureKey) : 0;

  const uiSchema = formDefinition(service.formId).uiSchema;
  const { value, data, entries, files, messages } = await readSubmission<Record<string, unknown>>(
    request,
    service.formId,
    (answers) => withoutHiddenAnswers(uiSchema, answers),
  );
  if (earlierFailures >= CAPTCHA_THRESHOLD) {
    const token = textEntry(entries, CAPTCHA_FIELD);
    if (!token || !(await app.captcha.verify(token, request.ip))) {
      const message = translate(request.locale, 'captcha_required');
      throw validationFailed({ [CAPTCHA_FIELD]: [message] }, message);
    }
  }
  await checkChoices(app.db, request, service.formId, value);

  const uploads = uploadsOf(value, files);
  return app.idempotency.run(
    request,
    reply,
    requestFingerprint({ account: account.uuid, answers: data }, files),
    async () => {
      const saved = await savePermit(app, request, account, service, value, uploads);
      if (service.captcha) await app.attempts.reset('permitFailure', failureKey);
      if (service.type === 'beekeeping') app.publicCache.invalidate(APIARIES_TAG);
      request.log.info(
        { event: 'permit-request', type: service.type, reference: saved.reference },
        'permit request stored',
      );
      return { status: 201, body: { data: saved, message: messages.success } };
    },
  );
}

/** The permit lists and POST permits/{slug} of every service, one a folder of schemas/permits/. */
export async function permitRoutes(app: FastifyInstance) {
  await app.register(permitListRoutes);
  await app.register(applicantPermitRoutes);
  await app.register(permitVerificationRoutes);
  for (const service of permitServices) {
    app.post(
      `/permits/${service.slug}`,
      {
        schema: {
          ...operation(
            `requestPermit${service.slug.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase())}`,
            'permits',
            `An individual asks for a ${service.name.en}; answers its reference and the spec's message.`,
          ),
          security: SIGNED_IN,
          response: answers({ 201: permitRequestAnswerSchema }, 401, 403, ...FORM_REFUSALS, 409),
        },
        config: {
          access: 'individual',
          accessRefusal: 'permit_individuals_only',
          form: service.formId,
          formWires: service.captcha ? [CAPTCHA_TOKEN] : [],
          idempotent: true,
          rateLimit: { max: 20, timeWindow: '10 minutes' },
        },
      },
      (request, reply) => submitPermit(app, request, reply, service),
    );
  }
}
