import { Backdrop, CircularProgress, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** A full-screen spinner with 'Loading...' (see loading-overlay.tsx). */
export default function LoadingBackdrop() {
  return (
    <Backdrop
      open
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, flexDirection: 'column', gap: 2, color: 'common.white' }}
    >
      <CircularProgress color="inherit" aria-hidden="true" />
      <Typography role="status" sx={{ fontSize: '1.125rem' }}>
        <FormattedMessage id="app.loading" />
      </Typography>
    </Backdrop>
  );
}
