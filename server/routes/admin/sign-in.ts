import type { FastifyInstance } from 'fastify';
import { messageAnswerSchema } from '../../../schemas/api/envelopes';
import { staffSignInAnswerSchema, staffVerifyAnswerSchema } from '../../../schemas/api/staff';
import { fieldRefused, readSubmission } from '../../lib/form-submission';
import { CAPTCHA_TOKEN } from '../../lib/form-wire';
import { isCommonPassword } from '../../lib/passwords';
import { answers, FORM_REFUSALS, operation } from '../../lib/route-answers';
import { ADDRESS_CAPTCHA_THRESHOLD, CAPTCHA_THRESHOLD } from '../../plugins/attempt-limits';
import { limitedPasswordCheck } from '../../plugins/password-attempts';
import { normalizedEmail } from '../../services/accounts/create-account';
import { presentStaff } from '../../services/staff/signed-in-staff';
import {
  finishStaffSignIn,
  setStaffPassword,
  staffOfCredentials,
  startStaffSignIn,
} from '../../services/staff/staff-sign-in';

/**
 * POST /admin/sign-in (email, password; g-recaptcha-response once required), then POST
 * /admin/sign-in/verify (challenge, code: TOTP or a recovery code); POST /admin/set-password.
 */
export async function staffSignInRoutes(app: FastifyInstance) {
  const signInSchema = {
    ...operation(
      'signInStaff',
      'staff',
      `A member of staff gives address and password (and a solved captcha after ${CAPTCHA_THRESHOLD} failures of the account, ` +
        `or ${ADDRESS_CAPTCHA_THRESHOLD} from the client address); the answer's challenge is then verified with a second factor. ` +
        'Until the member confirms an authenticator app, the answer carries one to enrol.',
    ),
    response: answers({ 200: staffSignInAnswerSchema }, ...FORM_REFUSALS),
  };
  app.post(
    '/admin/sign-in',
    {
      schema: signInSchema,
      config: {
        access: 'public',
        form: 'admin/staff-sign-in',
        formWires: [CAPTCHA_TOKEN],
        rateLimit: { max: 60, timeWindow: '5 minutes' },
      },
    },
    async (request) => {
      const { value, entries, messages } = await readSubmission<{ email: string; password: string }>(
        request,
        'admin/staff-sign-in',
      );
      const member = await limitedPasswordCheck(app, request, {
        kind: 'staff',
        accountKey: `staff:${normalizedEmail(value.email)}`,
        entries,
        check: () => staffOfCredentials(app.db, value.email, value.password),
      });
      return { data: await startStaffSignIn(app.db, member), message: messages.success };
    },
  );

  const verifySchema = {
    ...operation(
      'verifyStaffSignIn',
      'staff',
      "Finishes a staff sign-in with the authenticator app's code or a recovery code (each good once). A wrong code counts " +
        'against the challenge, which ends after five. The first right code confirms an enrolment, whose answer shows the ' +
        'ten recovery codes this once.',
    ),
    response: answers({ 200: staffVerifyAnswerSchema }, ...FORM_REFUSALS),
  };
  app.post(
    '/admin/sign-in/verify',
    {
      schema: verifySchema,
      config: { access: 'public', form: 'admin/staff-sign-in-code', rateLimit: { max: 30, timeWindow: '5 minutes' } },
    },
    async (request) => {
      const form = 'admin/staff-sign-in-code';
      const { value, messages } = await readSubmission<{ challenge: string; code: string }>(request, form);
      const finished = await finishStaffSignIn(app.db, value.challenge, value.code);
      request.log.info(
        { event: 'admin/staff-sign-in-code', outcome: typeof finished === 'string' ? finished : 'signed-in' },
        'staff second factor',
      );
      if (finished === 'challenge') throw fieldRefused(request, form, 'challenge', 'invalid');
      if (finished === 'code') throw fieldRefused(request, form, 'code', 'wrong');
      const { token, staff, recoveryCodes } = finished;
      return {
        data: { token, staff: presentStaff(staff), ...(recoveryCodes && { recovery_codes: recoveryCodes }) },
        message: messages.success,
      };
    },
  );

  const setPasswordSchema = {
    ...operation(
      'setStaffPassword',
      'staff',
      "A member of staff sets their password with the one-time link an admin's invitation (or staff:create) gave; " +
        'every session of theirs ends.',
    ),
    response: answers({ 200: messageAnswerSchema }, ...FORM_REFUSALS),
  };
  app.post(
    '/admin/set-password',
    {
      schema: setPasswordSchema,
      config: { access: 'public', form: 'admin/set-password', rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const form = 'admin/set-password';
      const { value, messages } = await readSubmission<{ token: string; password: string }>(request, form);
      if (isCommonPassword(value.password)) throw fieldRefused(request, form, 'password', 'common');
      if (!(await setStaffPassword(app.db, value.token, value.password)))
        throw fieldRefused(request, form, 'token', 'invalid');
      return { message: messages.success };
    },
  );
}
