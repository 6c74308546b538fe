import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToastHost } from '../lib/toast';

/** notistack's provider, lazily loaded by the app providers; toasts from lib/toast.ts show through it. */
export default function ToastHost() {
  useEffect(() => {
    attachToastHost((message, options) => enqueueSnackbar(message, options));
    return () => attachToastHost(null);
  }, []);
  return <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />;
}
