import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useMarkNotificationReadMutation } from './notificationReadApi';
import { NOTIFICATIONS_PAGE, useGetNotificationsQuery, type AppNotification } from './notificationsApi';

export interface NotificationsPanelProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

function NotificationItem({ item, onOpen }: { item: AppNotification; onOpen: (item: AppNotification) => void }) {
  const { t } = useTranslation();
  return (
    <ListItemButton
      onClick={() => onOpen(item)}
      sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', py: 1.25 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        {!item.read && (
          <Box
            component="span"
            role="img"
            aria-label={t('layout.notifications.unread')}
            sx={{ flexShrink: 0, width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main' }}
          />
        )}
        <Typography component="span" variant="subtitle2" sx={{ fontWeight: item.read ? 500 : 700 }}>
          {item.title}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {item.body}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(item.createdAt)}
      </Typography>
    </ListItemButton>
  );
}

/** The bell's list: the newest notifications; opening one marks it read and goes where the member acts on it. */
export default function NotificationsPanel({ id, anchor, onClose }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch, isFetching } = useGetNotificationsQuery(NOTIFICATIONS_PAGE);
  const [markRead] = useMarkNotificationReadMutation();

  const open = (item: AppNotification) => {
    if (!item.read) void markRead(item._id);
    onClose();
    void navigate(item.link);
  };

  let content;
  if (isLoading) {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{t('layout.notifications.loading')}</Typography>
      </Box>
    );
  } else if (isError && !data) {
    content = (
      <Box role="alert" sx={{ p: 2 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('layout.notifications.loadFailed')}
        </Typography>
        <Button variant="outlined" size="small" disabled={isFetching} onClick={() => void refetch()}>
          {t('layout.notifications.retry')}
        </Button>
      </Box>
    );
  } else if (!data || data.items.length === 0) {
    content = (
      <Typography variant="body2" sx={{ p: 2 }}>
        {t('layout.notifications.empty')}
      </Typography>
    );
  } else {
    content = (
      <List disablePadding aria-labelledby={titleId}>
        {data.items.map((item) => (
          <NotificationItem key={item._id} item={item} onOpen={open} />
        ))}
      </List>
    );
  }

  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 'min(360px, calc(100vw - 16px))', maxHeight: 'min(480px, calc(100vh - 96px))' },
        },
      }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {t('layout.notifications.title')}
      </Typography>
      {content}
    </Popover>
  );
}
