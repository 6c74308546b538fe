import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { LogoAvatar } from '../LogoAvatar';
import type { InboxThread } from '../messagesApi';
import { UnreadChip } from '../UnreadChip';

export interface ThreadItemProps {
  thread: InboxThread;
  onOpen: (thread: InboxThread) => void;
}

/**
 * One inbox line, a button that opens the thread: logo or picture, name (Group marked), the last message, when, and
 * the unread count. Its accessible name is what it shows.
 */
export const ThreadItem = memo(function ThreadItem({ thread, onOpen }: ThreadItemProps) {
  const { t } = useTranslation('messages');
  const isGroup = thread.type === 'Group';
  const preview =
    thread.text !== ''
      ? thread.text
      : thread.messageType === 'Picture' || thread.messageType === 'TextWithPicture'
        ? t('inbox.picture')
        : t('inbox.noMessagesYet');
  const unread = thread.unread > 0;
  return (
    <ButtonBase
      onClick={() => onOpen(thread)}
      sx={{
        width: '100%',
        display: 'grid',
        gridTemplateColumns: '48px minmax(0, 1fr) auto',
        gap: 2,
        alignItems: 'center',
        textAlign: 'left',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: unread ? 'action.selected' : 'background.paper',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <LogoAvatar name={thread.name} url={thread.logo} />
      <Box component="span" sx={{ minWidth: 0 }}>
        <Box component="span" sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
          <Typography component="span" variant="subtitle1" noWrap sx={{ fontWeight: unread ? 700 : 600, minWidth: 0 }}>
            {thread.name}
          </Typography>
          {isGroup && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {t('inbox.group')}
            </Typography>
          )}
        </Box>
        <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ display: 'block' }}>
          {preview}
        </Typography>
      </Box>
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(thread.created_at)}
        </Typography>
        <UnreadChip count={thread.unread} />
      </Box>
    </ButtonBase>
  );
});
