import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../conversationState';
import { REACTION_EMOJI } from '../messagesApi';
import { canChange, reactedWith, type MessageAction } from './messageActions';

export interface MessageMenuProps {
  message: ChatMessage;
  mine: boolean;
  myId: string | undefined;
  senderName: string;
  onAction: (action: MessageAction) => void;
}

/** The menu button of one message: reply, react, and for one's own message within its window, edit and delete. */
export function MessageMenu({ message, mine, myId, senderName, onAction }: MessageMenuProps) {
  const { t } = useTranslation('messages');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Read when the menu opens: after the window the actions are gone.
  const [changeable, setChangeable] = useState(false);
  const close = () => setAnchor(null);
  const act = (action: MessageAction) => {
    close();
    onAction(action);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('chat.actions.open', { name: senderName })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setChangeable(canChange(message, mine));
          setAnchor(event.currentTarget);
        }}
        sx={{ alignSelf: 'center', color: 'text.secondary' }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
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
    </>
  );
}
