import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '../app/providers';
import { makeStore, type AppStore, type PreloadedAppState } from '../app/store';
import { i18n } from '../i18n';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The URL the MemoryRouter starts at. */
  route?: string;
  /** When given, `ui` renders as the element of `<Route path>`, so `useParams` works. */
  path?: string;
  preloadedState?: PreloadedAppState;
  store?: AppStore;
}

/** Renders `ui` with a fresh store, the router, i18n, the theme and notistack, as the app does. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', path, preloadedState, store = makeStore(preloadedState), ...renderOptions } = options;
  // Paint the first frame in the store's language, as the entry does.
  void i18n.changeLanguage(store.getState().preferences.language);

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    );
  }

  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const user = userEvent.setup();
  return { store, user, ...render(content, { wrapper: Wrapper, ...renderOptions }) };
}
