import type { StaffEnrolment } from '../../../../machines/staff-sign-in.machine';
import { Captcha } from '../../../lib/captcha/captcha';
import { useCaptchaEscalation } from '../../../lib/captcha/use-captcha-escalation';
import { SchemaForm } from '../../../lib/schema-form/schema-form';
import { submitStaffCredentials } from './api';

interface CredentialsStepProps {
  onAccepted: (answer: { challenge: string; enrolment?: StaffEnrolment | null }) => void;
}

/** E-mail and password, with a captcha after repeated failures or when the server asks, as citizens sign in. */
export function CredentialsStep({ onAccepted }: CredentialsStepProps) {
  const { formProps, captcha } = useCaptchaEscalation('admin/staff-sign-in', async (answers, _key, captchaToken) => {
    onAccepted(await submitStaffCredentials(answers, captchaToken));
    return { message: '' };
  });
  return (
    <SchemaForm
      formId="admin/staff-sign-in"
      {...formProps}
      beforeSubmit={
        captcha && (
          <Captcha
            key={captcha.key}
            id={captcha.id}
            error={captcha.error}
            onSolved={captcha.onSolved}
            onExpired={captcha.onExpired}
          />
        )
      }
    />
  );
}
