import GlobalStyles from '@mui/material/GlobalStyles';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToastHost } from '../lib/toast';

const BELOW_TOP_BAR = 'campo-toasts-below-bar';
const VARIANTS = ['success', 'error', 'warning', 'info'] as const;

/**
 * notistack's provider, lazily loaded by the app providers; toasts from lib/toast.ts show through it. They open
 * below the top bar (56 px on a phone, 64 px from sm up), so its entries stay usable while a toast is shown, and
 * take the theme's status colours (src/theme/tokens.ts, 4.5:1 or more) instead of notistack's own.
 */
export default function ToastHost() {
  useEffect(() => {
    attachToastHost((message, options) => enqueueSnackbar(message, options));
    return () => attachToastHost(null);
  }, []);
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          // Doubled class: wins over notistack's own single-class offset.
          [`.${BELOW_TOP_BAR}.${BELOW_TOP_BAR}`]: { top: 64, [theme.breakpoints.up('sm')]: { top: 72 } },
          ...Object.fromEntries(
            VARIANTS.map((variant) => [
              `.notistack-MuiContent-${variant}.notistack-MuiContent-${variant}`,
              { backgroundColor: theme.palette[variant].main, color: theme.palette[variant].contrastText },
            ]),
          ),
        })}
      />
      <SnackbarProvider
        maxSnack={3}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        classes={{ containerAnchorOriginTopCenter: BELOW_TOP_BAR }}
      />
    </>
  );
}
