import type { StaffEnrolment } from '../../../../machines/staff-sign-in.machine';
import { CaptchaForm } from '../../../lib/captcha/captcha-form';
import { useCaptchaEscalation } from '../../../lib/captcha/use-captcha-escalation';
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
  return <CaptchaForm formId="admin/staff-sign-in" {...formProps} captcha={captcha} />;
}
