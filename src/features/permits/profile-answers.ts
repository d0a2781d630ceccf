import type { RJSFSchema } from '@rjsf/utils';
import type { Answers } from '../../../machines/submission.machine';
import type { CurrentUser } from '../../../schemas/api/accounts';

/** A permit form's answers taken from the signed-in profile (GET /me), for the fields the form has. */
export function profileAnswers(profile: CurrentUser, schema: RJSFSchema): Answers {
  const fromProfile: Answers = {
    user_full_name: profile.name,
    user_id_number: profile.national_id ?? undefined,
    user_email: profile.email,
    // The permits take the phone as digits, the calling code without its plus first: 966501234567 (docs/requirements.md §M3).
    user_phone:
      profile.country_code && profile.phone_number
        ? `${profile.country_code}${profile.phone_number}`.replace(/\D/g, '')
        : undefined,
  };
  const fields = Object.keys(schema.properties ?? {});
  return Object.fromEntries(
    Object.entries(fromProfile).filter(([field, value]) => value !== undefined && fields.includes(field)),
  );
}
