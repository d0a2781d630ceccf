import { useIntl } from 'react-intl';
import type { CurrentUser } from '../../../schemas/api/accounts';
import type { PermitService } from '../../../schemas/api/permits';
import { paths } from '../../config/paths';
import { useRegistryForm } from '../../lib/schema-form/use-registry-form';
import { CaptchaForm } from '../../lib/captcha/captcha-form';
import { useCaptchaEscalation } from '../../lib/captcha/use-captcha-escalation';
import { submitPermit } from './api';
import { profileAnswers } from './profile-answers';

// docs/requirements.md §M2: the citizen reads the success toast, then lands on their permits.
const REDIRECT_DELAY_MS = 1000;

/**
 * A permit service's form, filled in from the profile, sent to permits/{slug}; where the service
 * asks for one, a captcha after three refusals, counted afresh on every visit (docs/requirements.md §M4).
 */
export function PermitForm({ service, profile }: { service: PermitService; profile: CurrentUser }) {
  const intl = useIntl();
  // The schema names the fields the profile may fill; it is the chunk SchemaForm loads anyway.
  const { schema } = useRegistryForm(service.formId).definition;
  const { formProps, captcha } = useCaptchaEscalation(
    service.formId,
    (answers, idempotencyKey, captchaToken) => submitPermit(service, answers, idempotencyKey, captchaToken),
    {
      escalates: service.captcha,
      startFrom: 'zero',
      initialValues: profileAnswers(profile, schema),
      redirect: { to: paths.profile.getHref(), delayMs: REDIRECT_DELAY_MS },
      failureFallback: intl.formatMessage({ id: 'permits.submitFailed' }),
    },
  );
  return <CaptchaForm formId={service.formId} {...formProps} captcha={captcha} />;
}
