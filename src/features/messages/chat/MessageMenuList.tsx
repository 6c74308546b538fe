import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../conversationState';
import { REACTION_EMOJI } from '../messagesApi';
import { reactedWith, type MessageAction } from './messageActions';

export interface MessageMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  message: ChatMessage;
  myId: string | undefined;
  /** Edit and delete are offered (one's own message, within its window). */
  changeable: boolean;
  onClose: () => void;
  onAction: (action: MessageAction) => void;
}

/** The items of a message's menu: reply, the reactions, and edit and delete when `changeable`. */
export default function MessageMenuList({
  id: menuId,
  anchor,
  message,
  myId,
  changeable,
  onClose: close,
  onAction,
}: MessageMenuListProps) {
  const { t } = useTranslation('messages');
  const act = (action: MessageAction) => {
    close();
    onAction(action);
  };
  return (
    <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
      <MenuItem onClick={() => act({ kind: 'reply', message })}>{t('chat.actions.reply')}</MenuItem>
      <Box role="none" sx={{ display: 'flex', px: 1 }}>
        {REACTION_EMOJI.map((emoji) => {
          const reacted = reactedWith(message, emoji, myId);
          return (
            <MenuItem
              key={emoji}
              aria-label={t(reacted ? 'chat.actions.unreact' : 'chat.actions.react', { emoji })}
              selected={reacted}
              onClick={() => act({ kind: 'react', message, emoji, reacted: !reacted })}
              sx={{ px: 1, minWidth: 0, fontSize: 20 }}
            >
              {emoji}
            </MenuItem>
          );
        })}
      </Box>
      {changeable && <Divider />}
      {changeable && <MenuItem onClick={() => act({ kind: 'edit', message })}>{t('chat.actions.edit')}</MenuItem>}
      {changeable && (
        <MenuItem onClick={() => act({ kind: 'delete', message })} sx={{ color: 'error.main' }}>
          {t('chat.actions.delete')}
        </MenuItem>
      )}
    </Menu>
  );
}
