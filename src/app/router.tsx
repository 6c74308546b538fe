import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { RouteGuard } from './RouteGuard';
import { appRoutes, NotFoundScreen } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { useSessionEndRedirect } from './session/useSessionEndRedirect';
import { useSessionWatch } from './session/useSessionWatch';

function SessionEffects() {
  useSessionWatch();
  useSessionEndRedirect();
  return null;
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
