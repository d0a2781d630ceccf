import { Backdrop, CircularProgress, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useGlobalLoading } from '../lib/global-loading';

/** A full-screen spinner with 'Loading...' while the global loading flag is on. */
export function LoadingOverlay() {
  const loading = useGlobalLoading();
  if (!loading) return null;
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
