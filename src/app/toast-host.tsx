import { useEffect } from 'react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { connectToaster } from '../lib/toasts';

/** notistack's toaster, loaded with the first toast; shows the waiting ones, then each new one. */
export default function ToastHost() {
  useEffect(() => connectToaster(({ message, variant }) => enqueueSnackbar(message, { variant })), []);
  return (
    <SnackbarProvider maxSnack={20} autoHideDuration={5000} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />
  );
}
