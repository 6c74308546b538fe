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
        // A phone puts the date under the last message, so the name keeps the width.
        gridTemplateColumns: '44px minmax(0, 1fr) auto',
        gridTemplateAreas: { xs: '"logo text unread" "logo when unread"', sm: '"logo text when" "logo text unread"' },
        columnGap: 2,
        rowGap: 0.25,
        alignItems: 'center',
        textAlign: 'left',
        p: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: unread ? 'action.selected' : 'background.paper',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box component="span" sx={{ gridArea: 'logo' }}>
        <LogoAvatar name={thread.name} url={thread.logo} size={44} />
      </Box>
      <Box component="span" sx={{ gridArea: 'text', minWidth: 0 }}>
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
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        sx={{ gridArea: 'when', whiteSpace: 'nowrap', justifySelf: { sm: 'end' } }}
      >
        {formatDateTime(thread.created_at)}
      </Typography>
      <Box component="span" sx={{ gridArea: 'unread', justifySelf: 'end', alignSelf: 'center' }}>
        <UnreadChip count={thread.unread} />
      </Box>
    </ButtonBase>
  );
});
