import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { CaptchaSettings } from '../../../schemas/api/accounts';
import { API_BASE } from '../api-client';
import { fetchCaptchaSettings } from './captcha-settings';
import { AltchaWidget } from './altcha-widget';
import type { CaptchaReport } from './captcha-report';
import { RecaptchaWidget } from './recaptcha-widget';

interface CaptchaProps extends CaptchaReport {
  /** The id the form's error summary links to. */
  id: string;
  error?: string;
}

type SettingsLoad = { kind: 'loading' } | { kind: 'loaded'; settings: CaptchaSettings } | { kind: 'failed' };

/** The captcha the server is configured with (ALTCHA or reCAPTCHA), labelled, with its error beside it. */
export function Captcha({ id, error, onSolved, onExpired }: CaptchaProps) {
  const intl = useIntl();
  const [load, setLoad] = useState<SettingsLoad>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    fetchCaptchaSettings().then(
      (settings) => current && setLoad({ kind: 'loaded', settings }),
      () => current && setLoad({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);

  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const settings = load.kind === 'loaded' ? load.settings : undefined;
  return (
    <Box id={id} role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} sx={{ my: 2 }}>
      <Typography id={labelId} component="p" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'captcha.label' })}
      </Typography>
      {settings?.provider === 'altcha' && (
        <AltchaWidget
          challengeUrl={`${API_BASE}/${settings.challenge_url}`}
          onSolved={onSolved}
          onExpired={onExpired}
        />
      )}
      {settings?.provider === 'recaptcha' && (
        <RecaptchaWidget siteKey={settings.site_key} language={intl.locale} onSolved={onSolved} onExpired={onExpired} />
      )}
      {load.kind === 'failed' && (
        <FormHelperText error>{intl.formatMessage({ id: 'captcha.unavailable' })}</FormHelperText>
      )}
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
