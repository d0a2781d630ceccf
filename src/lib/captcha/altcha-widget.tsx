import { useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { CaptchaReport } from './captcha-report';

interface AltchaWidgetProps extends CaptchaReport {
  challengeUrl: string;
}

/**
 * ALTCHA's colours in the portal's palette. Its own defaults use light-dark(), which the build's CSS
 * minifier rewrites into variables that only a color-scheme declaration would set.
 */
const altchaTheme = ({ palette }: Theme) => ({
  '& altcha-widget': {
    '--altcha-color-base': palette.background.paper,
    '--altcha-color-base-content': palette.text.primary,
    '--altcha-color-neutral': palette.divider,
    '--altcha-color-neutral-content': palette.text.secondary,
    '--altcha-checkbox-border-color': palette.text.secondary,
  },
  // ALTCHA's check mark lies over its checkbox and would swallow the click meant for it.
  '& .altcha-checkbox svg': { pointerEvents: 'none' },
});

interface AltchaStateChange {
  state: string;
  payload?: string;
}

/** The self-hosted proof-of-work captcha: a checkbox whose solved payload is the token to send. */
export function AltchaWidget({ challengeUrl, onSolved, onExpired }: AltchaWidgetProps) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState(false);
  const widgetRef = useRef<HTMLElement>(null);

  useEffect(() => {
    let current = true;
    void import('./altcha-runtime').then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const follow = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateChange>).detail;
      if (state === 'verified' && payload) onSolved(payload);
      // Expired, failed or reset: the last payload can no longer be sent.
      else if (state !== 'verifying' && state !== 'code') onExpired();
    };
    widget.addEventListener('statechange', follow);
    return () => widget.removeEventListener('statechange', follow);
  }, [loaded, onSolved, onExpired]);

  if (!loaded) return <CircularProgress size={24} aria-label={intl.formatMessage({ id: 'captcha.loading' })} />;
  return (
    <Box sx={altchaTheme}>
      <altcha-widget
        ref={widgetRef}
        challenge={challengeUrl}
        language={intl.locale}
        type="checkbox"
        configuration={JSON.stringify({ hideFooter: true })}
      />
    </Box>
  );
}
