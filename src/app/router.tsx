import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useAppSelector } from '../lib/store/hooks';
import { AppLayout } from './layout/AppLayout';
import { RouteGuard } from './RouteGuard';
import { appRoutes, NotFoundScreen } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { selectIsLoggedIn } from '../session/sessionSlice';
import { useSessionEndRedirect } from './useSessionEndRedirect';
import { useSessionWatch } from '../session/useSessionWatch';

// Loaded with the account feature's API only once someone is logged in, keeping it out of the landing page's JS; one
// chunk with the top bar's unread badge (layout/AppLayout.tsx).
const SessionProfileLoader = lazy(() => import(/* webpackChunkName: "member-session" */ './SessionProfileLoader'));

function SessionEffects() {
  useSessionWatch();
  useSessionEndRedirect();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? (
    <Suspense fallback={null}>
      <SessionProfileLoader />
    </Suspense>
  ) : null;
}

/** The whole route table inside the site layout; the caller provides the router (Browser or Memory). */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <SessionEffects />
      <Routes>
        <Route element={<AppLayout />}>
          {appRoutes.map(({ path, access, Screen }) => (
            <Route
              key={path}
              path={path}
              element={
                <RouteGuard access={access}>
                  <Screen />
                </RouteGuard>
              }
            />
          ))}
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </>
  );
}
