import { lazy, Suspense } from 'react';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { AssociationsTab } from '../../features/account/associations/AssociationsTab';
import { AccountDetailsTab } from '../../features/account/profile/account/AccountDetailsTab';
import { LogoutTab } from '../../features/account/profile/logout/LogoutTab';
import { ChangePasswordTab } from '../../features/account/profile/password/ChangePasswordTab';
import { ProfileTabsPage, type ProfileTabPanels } from '../../features/account/profile/ProfileTabsPage';

// The events feature's tab for the user's tickets and presence, loaded with the tab.
const MyEventsTab = lazy(() => import(/* webpackChunkName: "profile-my-events" */ '../../features/events/myEvents/MyEventsTab'));

function MyEventsPanel() {
  return (
    <Suspense fallback={<LoadingSkeleton />}>
      <MyEventsTab />
    </Suspense>
  );
}

/** /profile: a page made of several features' tabs (docs/CONVENTIONS.md, "Composing pages from features"). */
const panels: ProfileTabPanels = {
  accountDetails: AccountDetailsTab,
  changePassword: ChangePasswordTab,
  association: AssociationsTab,
  myEvents: MyEventsPanel,
  logout: LogoutTab,
};

export default function ProfilePage() {
  return <ProfileTabsPage panels={panels} />;
}
