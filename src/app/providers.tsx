import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { i18n } from '../i18n';
import { applyLanguage } from '../i18n/applyLanguage';
import { isToastHostWanted, subscribeToastHostWanted } from '../lib/toast';
import { createAppTheme } from '../theme/createAppTheme';
import { useColorMode } from '../theme/useColorMode';
import { useAppSelector } from '../lib/store/hooks';
import { selectColorScheme, selectLanguage } from '../preferences/preferencesSlice';
import type { AppStore } from './store';

// notistack loads with the first toast, which waits for it (lib/toast.ts).
const ToastHost = lazy(() => import(/* webpackChunkName: "toasts" */ './ToastHost'));

/** MUI theme for the chosen colour scheme; the texts follow the chosen language. */
function ThemedContent({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  // A new theme re-renders every styled element: deferred, React renders it in slices after the click that chose
  // it has painted (the menu closing), instead of in one long task before.
  const mode = useDeferredValue(useColorMode(useAppSelector(selectColorScheme)));
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const toastHostWanted = useSyncExternalStore(subscribeToastHostWanted, isToastHostWanted, () => false);

  useEffect(() => {
    if (i18n.language !== language) void applyLanguage(language);
  }, [language]);
  // The same element on every render: the page's global styles are computed again for a new theme only, not when the
  // language or the toasts change (a language choice re-renders this component in the click that made it).
  const baseline = useMemo(() => <CssBaseline enableColorScheme />, []);

  return (
    <ThemeProvider theme={theme}>
      {baseline}
      {children}
      {toastHostWanted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </ThemeProvider>
  );
}

/** Everything a screen needs around it except the router: store, i18n, theme, toasts. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemedContent>{children}</ThemedContent>
      </I18nextProvider>
    </ReduxProvider>
  );
}
