import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TAB_LAYOUT_BREAKPOINT_PX } from '../../../lib/constants';
import { AssociationsTab } from '../associations/AssociationsTab';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { AccountDetailsTab } from './account/AccountDetailsTab';
import { registerAccountCatalogue } from './accountCatalogue';
import { LogoutTab } from './logout/LogoutTab';
import { ChangePasswordTab } from './password/ChangePasswordTab';
import { PROFILE_TABS, storeProfileTab, type ProfileTab } from './profileTabs';
import { profileTabSelected, selectActiveProfileTab } from './profileUiSlice';

registerAccountCatalogue();

/** SPEC section 9: tabs on the left from 991 px, on top below. */
export const WIDE_PROFILE_LAYOUT_QUERY = `(min-width:${TAB_LAYOUT_BREAKPOINT_PX}px)`;

// The events feature's own tab for the user's tickets and presence (its public entry, loaded with the tab).
const MyEventsTab = lazy(() => import(/* webpackChunkName: "profile-my-events" */ '../../events/myEvents/MyEventsTab'));

const tabPanels: Record<ProfileTab, () => React.JSX.Element> = {
  accountDetails: AccountDetailsTab,
  changePassword: ChangePasswordTab,
  association: AssociationsTab,
  myEvents: () => (
    <Suspense fallback={<LoadingSkeleton />}>
      <MyEventsTab />
    </Suspense>
  ),
  logout: LogoutTab,
};

export default function ProfilePage() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const activeTab = useAppSelector(selectActiveProfileTab);
  const wide = useMediaQuery(WIDE_PROFILE_LAYOUT_QUERY, { noSsr: true });
  const Panel = tabPanels[activeTab];

  const select = (tab: ProfileTab) => {
    dispatch(profileTabSelected(tab));
    storeProfileTab(tab);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="pageTitle" sx={{ mb: 3 }}>
        {t('profile.page.title')}
      </Typography>
      <Box
        data-layout={wide ? 'tabs-left' : 'tabs-top'}
        sx={{ display: 'flex', flexDirection: wide ? 'row' : 'column', gap: wide ? 4 : 2, alignItems: 'flex-start' }}
      >
        <Tabs
          value={activeTab}
          onChange={(_event, tab: ProfileTab) => select(tab)}
          orientation={wide ? 'vertical' : 'horizontal'}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('profile.page.tabsLabel')}
          sx={{
            flexShrink: 0,
            ...(wide
              ? { minWidth: 220, borderRight: 1, borderColor: 'divider' }
              : { width: '100%', borderBottom: 1, borderColor: 'divider' }),
            '& .MuiTab-root': { alignItems: wide ? 'flex-start' : 'center', textAlign: wide ? 'left' : 'center' },
          }}
        >
          {PROFILE_TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(`profile.tabs.${tab}`)}
              id={`profile-tab-${tab}`}
              aria-controls="profile-tabpanel"
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id="profile-tabpanel"
          aria-labelledby={`profile-tab-${activeTab}`}
          sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}
        >
          <Panel />
        </Box>
      </Box>
    </Container>
  );
}
