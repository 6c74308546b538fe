import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDeferredValue, useEffect, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TabStrip } from '../../../components/TabStrip';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { TAB_LAYOUT_BREAKPOINT_PX } from '../../../lib/constants';
import { registerAccountCatalogue } from './accountCatalogue';
import { isProfileTab, PROFILE_TAB_PARAM, PROFILE_TABS, storeProfileTab, type ProfileTab } from './profileTabs';
import { profileTabSelected, selectActiveProfileTab } from './profileUiSlice';

registerAccountCatalogue();

/** SPEC section 9: tabs on the left from 991 px, on top below. */
export const WIDE_PROFILE_LAYOUT_QUERY = `(min-width:${TAB_LAYOUT_BREAKPOINT_PX}px)`;

/** One panel per tab; src/app composes them, as some tabs belong to other features (my events, later orders). */
export type ProfileTabPanels = Record<ProfileTab, ComponentType>;

/** The profile's frame: title, the tabs (left from 991 px, on top below) and the active tab's panel. */
export function ProfileTabsPage({ panels }: { panels: ProfileTabPanels }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const wide = useMediaQuery(WIDE_PROFILE_LAYOUT_QUERY, { noSsr: true });
  // `?tab=<tab>` (a link into the profile) wins over the remembered tab, and becomes the remembered one.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(PROFILE_TAB_PARAM);
  const linkedTab = isProfileTab(requested) ? requested : null;
  // The remembered tab is read only when no link names one: storing the linked tab (the effect below) then renders
  // nothing again.
  const activeTab = useAppSelector((state) => linkedTab ?? selectActiveProfileTab(state));
  // The tab strip answers a click at once; the new panel (often a whole list) renders next, without holding the
  // paint (Interaction to Next Paint). The same element for the same panel lets the first render skip it.
  const shownTab = useDeferredValue(activeTab);
  const Panel = panels[shownTab];
  const panel = useMemo(() => <Panel />, [Panel]);

  useEffect(() => {
    if (!linkedTab) return;
    dispatch(profileTabSelected(linkedTab));
    storeProfileTab(linkedTab);
  }, [dispatch, linkedTab]);

  const select = (tab: ProfileTab) => {
    dispatch(profileTabSelected(tab));
    storeProfileTab(tab);
    // The link's parameters (the tab, and what it pointed at inside the tab) no longer describe the screen.
    if (searchParams.size > 0) setSearchParams({}, { replace: true });
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
        <TabStrip
          items={PROFILE_TABS.map((tab) => ({
            value: tab,
            label: t(`profile.tabs.${tab}`),
            id: `profile-tab-${tab}`,
            controls: 'profile-tabpanel',
          }))}
          value={activeTab}
          onChange={select}
          orientation={wide ? 'vertical' : 'horizontal'}
          aria-label={t('profile.page.tabsLabel')}
          sx={{
            flexShrink: 0,
            ...(wide
              ? { minWidth: 220, borderRight: 1, borderColor: 'divider' }
              : { width: '100%', borderBottom: 1, borderColor: 'divider' }),
          }}
        />
        <Box
          role="tabpanel"
          id="profile-tabpanel"
          aria-labelledby={`profile-tab-${shownTab}`}
          sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}
        >
          {panel}
        </Box>
      </Box>
    </Container>
  );
}
