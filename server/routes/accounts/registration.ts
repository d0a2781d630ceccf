import type { FastifyInstance } from 'fastify';
import { fieldRefused, readSubmission } from '../../lib/form-submission';
import { PHONE_IN_PARTS } from '../../lib/form-wire';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { isCommonPassword } from '../../lib/passwords';
import { unknownPlaceField } from '../../services/content/places';
import { normalizedEmail } from '../../services/accounts/create-account';
import {
  registerCompany,
  registerIndividual,
  type CompanyAnswers,
  type IndividualAnswers,
} from '../../services/accounts/registration';
import { registrationAnswerSchema } from '../../../schemas/api/accounts';
import { answers, FORM_REFUSALS, operation } from '../../lib/route-answers';

/** The answers an idempotency fingerprint is taken of: not even a hash of a password is kept. */
const withoutPasswords = (data: Record<string, unknown>) => ({
  ...data,
  password: undefined,
  password_confirmation: undefined,
});

const answer = (email: string, success: string) => ({
  status: 201,
  body: { data: { email: normalizedEmail(email) }, message: success },
});

/** POST /register and POST /register/company (multipart), answered alike whether the address or number is new or not. */
export async function registrationRoutes(app: FastifyInstance) {
  const response = answers({ 201: registrationAnswerSchema }, ...FORM_REFUSALS, 409);
  const rateLimit = { max: 20, timeWindow: '1 hour' };

  app.post(
    '/register',
    {
      schema: {
        ...operation(
          'registerIndividual',
          'accounts',
          "A citizen's account; answered alike whether the address or number is new or not.",
        ),
        response,
      },
      config: { access: 'public', form: 'sign-up', formWires: [PHONE_IN_PARTS], idempotent: true, rateLimit },
    },
    async (request, reply) => {
      const { value, data, messages } = await readSubmission<IndividualAnswers>(request, 'sign-up');
      await app.attempts.consume('registration', `ip:${request.ip}`);
      if (isCommonPassword(value.password)) throw fieldRefused(request, 'sign-up', 'password', 'common');
      const unknownPlace = await unknownPlaceField(app.db, value.country_id, value.city_id);
      if (unknownPlace) throw fieldRefused(request, 'sign-up', unknownPlace, 'exists');
      return app.idempotency.run(request, reply, requestFingerprint(withoutPasswords(data)), async () => {
        await registerIndividual(app, value, request.locale);
        return answer(value.email, messages.success);
      });
    },
  );

  app.post(
    '/register/company',
    {
      schema: {
        ...operation(
          'registerCompany',
          'accounts',
          "A company's account with its documents; answered alike whether the address or number is new or not.",
        ),
        response,
      },
      config: { access: 'public', form: 'sign-up-companies', formWires: [PHONE_IN_PARTS], idempotent: true, rateLimit },
    },
    async (request, reply) => {
      const { value, data, files, messages } = await readSubmission<CompanyAnswers>(request, 'sign-up-companies');
      await app.attempts.consume('registration', `ip:${request.ip}`);
      if (isCommonPassword(value.password)) throw fieldRefused(request, 'sign-up-companies', 'password', 'common');
      return app.idempotency.run(request, reply, requestFingerprint(withoutPasswords(data), files), async () => {
        await registerCompany(app, value, files, request.locale);
        return answer(value.email, messages.success);
      });
    },
  );
}
