import GlobalStyles from '@mui/material/GlobalStyles';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalisedText } from '../i18n/localisedText';
import { attachToastHost } from '../lib/toast';

const BELOW_TOP_BAR = 'campo-toasts-below-bar';
const VARIANTS = ['success', 'error', 'warning', 'info'] as const;

/** A toast's catalogue text, translated at render: it follows a language switch while the toast is open. */
function ToastText({ text }: { text: LocalisedText }) {
  const { t } = useTranslation();
  // The key's namespace is loaded: the screen that asked for the toast uses it.
  return <>{String(t(text.key as never, text.values as never))}</>;
}

/**
 * notistack's provider, lazily loaded by the app providers; toasts from lib/toast.ts show through it. They open
 * below the top bar (56 px on a phone, 64 px from sm up), so its entries stay usable while a toast is shown, and
 * take the theme's status colours (src/theme/tokens.ts, 4.5:1 or more) instead of notistack's own.
 */
export default function ToastHost() {
  useEffect(() => {
    attachToastHost((message, options) => {
      if (typeof message === 'string') return enqueueSnackbar(message, options);
      // A key of its own only where duplicates are refused: notistack tells them apart by key or message.
      const key = options.preventDuplicate ? `${message.key}${JSON.stringify(message.values ?? {})}` : options.key;
      return enqueueSnackbar(<ToastText text={message} />, { ...options, key });
    });
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
