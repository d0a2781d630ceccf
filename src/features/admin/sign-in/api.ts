import type { Answers } from '../../../../machines/submission.machine';
import type { StaffEnrolment, StaffSession } from '../../../../machines/staff-sign-in.machine';
import { CAPTCHA_FIELD } from '../../../../schemas/api/accounts';
import { api } from '../../../lib/api-client';
import { answersToFormData } from '../../../lib/schema-form/answers-to-form-data';

const ARABIC_INDIC_DIGITS = /[٠-٩۰-۹]/g;

/** A code as typed on an Arabic keyboard, in ASCII digits: the server compares ASCII. */
const asciiDigits = (code: string) =>
  code.replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf)).trim();

/** POST /admin/sign-in: the password step; its challenge (and a first sign-in's enrolment) leads to the code step. */
export async function submitStaffCredentials(answers: Answers, captchaToken: string | null) {
  // Multipart, as the server reads every form (server/lib/form-submission.ts).
  const body = await answersToFormData('admin/staff-sign-in', answers);
  if (captchaToken !== null) body.append(CAPTCHA_FIELD, captchaToken);
  const { data } = await api.post<{ data: { challenge: string; enrolment?: StaffEnrolment | null } }>(
    '/admin/sign-in',
    body,
  );
  return data;
}

/** POST /admin/sign-in/verify: the challenge and a code (of the app, or a recovery code) for a staff session. */
export async function verifyStaffCode(answers: Answers): Promise<StaffSession> {
  const { data } = await api.post<{ data: { token: string; recovery_codes?: string[] } }>(
    '/admin/sign-in/verify',
    await answersToFormData('admin/staff-sign-in-code', {
      challenge: answers.challenge,
      code: asciiDigits(String(answers.code ?? '')),
    }),
  );
  return { token: data.token, recoveryCodes: data.recovery_codes ?? [] };
}

/** POST /admin/set-password with the one-time link's token. */
export async function setStaffPassword(answers: Answers) {
  const { message } = await api.post<{ message?: string }>(
    '/admin/set-password',
    await answersToFormData('admin/set-password', answers),
  );
  return { message: message ?? '' };
}
