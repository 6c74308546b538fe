import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/CountBadge';
import { useAppSelector } from '../../../lib/store/hooks';
import { NOTIFICATIONS_PAGE, useGetNotificationsQuery } from './notificationsApi';

// The list (MUI's Popover and List) loads when the bell is first opened: never part of a page's first load.
const NotificationsPanel = lazy(() => import(/* webpackChunkName: "notifications-panel" */ './NotificationsPanel'));

/**
 * New notifications are pushed on the live socket (notification.created invalidates the bell's tag); while that
 * socket is not up the bell looks again every few minutes while the page is in view.
 */
const POLL_MS = 5 * 60_000;

/** The top bar's bell: the member's unread notifications, opening their list. */
export default function NotificationBell() {
  const { t } = useTranslation();
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const liveUp = useAppSelector((state) => state.liveLink.status === 'up');
  const { data, refetch } = useGetNotificationsQuery(NOTIFICATIONS_PAGE, {
    pollingInterval: liveUp ? 0 : POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const count = data?.unread ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('layout.topBar.notificationsBell', { count })}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
          if (data) void refetch();
        }}
      >
        <CountBadge count={count} color="error">
          <NotificationsNoneOutlinedIcon />
        </CountBadge>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsPanel id={panelId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
