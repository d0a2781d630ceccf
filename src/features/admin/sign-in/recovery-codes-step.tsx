import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

/** A first sign-in's recovery codes, shown once; focused, so a screen reader starts reading them. */
export function RecoveryCodesStep({ codes, onKept }: { codes: string[]; onKept: () => void }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box component="section" aria-labelledby="recovery-heading">
      <Typography id="recovery-heading" ref={heading} tabIndex={-1} component="h2" variant="h6" gutterBottom>
        {intl.formatMessage({ id: 'staffSignIn.recoveryTitle' })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{intl.formatMessage({ id: 'staffSignIn.recoveryIntro' })}</Typography>
      <Box
        component="ol"
        aria-label={intl.formatMessage({ id: 'staffSignIn.recoveryList' })}
        dir="ltr"
        sx={{ fontFamily: 'monospace', fontSize: '1.125rem', columns: { xs: 1, sm: 2 }, mb: 3 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onKept}>
        {intl.formatMessage({ id: 'staffSignIn.recoveryKept' })}
      </Button>
    </Box>
  );
}
