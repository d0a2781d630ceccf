import { SchemaForm, type SchemaFormProps } from '../schema-form/schema-form';
import { Captcha } from './captcha';
import type { EscalatedCaptcha } from './use-captcha-escalation';

/** A form sent through useCaptchaEscalation: the captcha shows above its submit button once one is required. */
export function CaptchaForm({
  captcha,
  ...form
}: Omit<SchemaFormProps, 'beforeSubmit'> & { captcha: EscalatedCaptcha | null }) {
  return (
    <SchemaForm
      {...form}
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
