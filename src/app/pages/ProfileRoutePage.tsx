import { Suspense, type ComponentType } from 'react';
import { lazyWithCatalogues } from '../../i18n/lazyWithCatalogues';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { ProfileTabsPage, type ProfileTabPanels } from '../../features/account/profile/ProfileTabsPage';

// Each tab loads when shown, the default one too: a link to another tab (`?tab=myOrders` after a payment) does not
// download the account details. The server preloads the tab the address names, else the default
// (scripts/lib/routePreloadsPlugin.mjs reads the panels below).
const AccountDetailsTab = lazyWithCatalogues(() =>
  import(
    /* webpackChunkName: "profile-account-details" */ '../../features/account/profile/account/AccountDetailsTab'
  ).then((module) => ({ default: module.AccountDetailsTab })),
);
const MyEventsTab = lazyWithCatalogues(
  () => import(/* webpackChunkName: "profile-my-events" */ '../../features/events/myEvents/MyEventsTab'),
);
const MyOrdersTab = lazyWithCatalogues(
  () => import(/* webpackChunkName: "profile-my-orders" */ '../../features/orders/myOrders/MyOrdersTab'),
);
const MessagesTab = lazyWithCatalogues(
  () => import(/* webpackChunkName: "profile-messages" */ '../../features/messages/inbox/MessagesTab'),
);
const TeamTab = lazyWithCatalogues(
  () => import(/* webpackChunkName: "profile-team" */ '../../features/messages/team/TeamTab'),
);
const ChangePasswordTab = lazyWithCatalogues(() =>
  import(/* webpackChunkName: "profile-password" */ '../../features/account/profile/password/ChangePasswordTab').then(
    (module) => ({ default: module.ChangePasswordTab }),
  ),
);
const AssociationsTab = lazyWithCatalogues(() =>
  import(/* webpackChunkName: "profile-associations" */ '../../features/associations/AssociationsTab').then(
    (module) => ({ default: module.AssociationsTab }),
  ),
);
const LogoutTab = lazyWithCatalogues(() =>
  import(/* webpackChunkName: "profile-logout" */ '../../features/account/profile/logout/LogoutTab').then((module) => ({
    default: module.LogoutTab,
  })),
);

function loadedWithTab(Tab: ComponentType): ComponentType {
  return function LazyTab() {
    return (
      <Suspense fallback={<LoadingSkeleton />}>
        <Tab />
      </Suspense>
    );
  };
}

/** /profile: a page made of several features' tabs (docs/CONVENTIONS.md, "Composing pages from features"). */
const panels: ProfileTabPanels = {
  accountDetails: loadedWithTab(AccountDetailsTab),
  changePassword: loadedWithTab(ChangePasswordTab),
  association: loadedWithTab(AssociationsTab),
  myEvents: loadedWithTab(MyEventsTab),
  myOrders: loadedWithTab(MyOrdersTab),
  myMessages: loadedWithTab(MessagesTab),
  team: loadedWithTab(TeamTab),
  logout: loadedWithTab(LogoutTab),
};

export default function ProfileRoutePage() {
  return <ProfileTabsPage panels={panels} />;
}
