import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { SiteLayout } from '../../components/layout/SiteLayout';
import { STICKY_HEADER_SCROLL_PX } from '../../lib/constants';
import { settings } from '../../lib/settings';
import { useScrolledPast } from '../../lib/useScrolledPast';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { useAppDispatch, useAppSelector } from '../../lib/store/hooks';
import {
  colorSchemeChanged,
  languageChanged,
  selectColorScheme,
  selectLanguage,
} from '../../preferences/preferencesSlice';
import { DocumentTitle } from '../DocumentTitle';
import { ReportProblemLink } from '../qa/ReportProblemLink';
import { findAppRoute } from '../routeMatch';
import { selectIsLoggedIn } from '../../session/sessionSlice';

// The top bar's member controls (the unread and cart counts, the notifications bell; the live connection the unread
// count keeps open) load only for a logged-in user, in one chunk with the session's profile loader
// (src/app/router.tsx): every member page needs them all. The cart count's API is a chunk of its own
// (webpack.config.ts), shared with the shop's pages; the bell's list loads only when opened.
const UnreadBadge = lazy(
  () => import(/* webpackChunkName: "member-session" */ '../../features/messages/live/UnreadBadge'),
);
const CartBadge = lazy(() => import(/* webpackChunkName: "member-session" */ '../../features/products/cart/CartBadge'));
const NotificationBell = lazy(
  () => import(/* webpackChunkName: "member-session" */ '../../features/events/notifications/NotificationBell'),
);

/** Feeds the presentational site layout from the store, settings and the current route. */
export function AppLayout() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const language = useAppSelector(selectLanguage);
  const colorScheme = useAppSelector(selectColorScheme);
  const { pathname } = useLocation();
  const scrolledPast = useScrolledPast(STICKY_HEADER_SCROLL_PX);
  const sticky = scrolledPast || findAppRoute(pathname)?.stickyHeader === true;

  return (
    <SiteLayout
      topBar={{
        productName: settings.productName,
        loggedIn,
        adminUrl: settings.adminUrl,
        sticky,
        language,
        onLanguageChange: (next) => dispatch(languageChanged(next)),
        colorScheme,
        onColorSchemeChange: (next) => dispatch(colorSchemeChanged(next)),
        actions: loggedIn ? (
          <>
            <Suspense fallback={null}>
              <CartBadge />
            </Suspense>
            <Suspense fallback={null}>
              <UnreadBadge />
            </Suspense>
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          </>
        ) : null,
      }}
      footer={{
        productName: settings.productName,
        providerEmail: settings.providerEmail,
        socialUrl: settings.socialUrl,
        extraItem: <ReportProblemLink />,
      }}
    >
      <DocumentTitle />
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<LoadingSkeleton banner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </SiteLayout>
  );
}
