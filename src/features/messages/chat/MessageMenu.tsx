import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnceOpened } from '../../../components/OnceOpened';
import type { ChatMessage } from '../conversationState';
import { canChange, type MessageAction } from './messageActions';

// MUI's Menu (popover, modal, transitions) loads with the first menu opened, not with every chat.
const MessageMenuList = lazy(() => import(/* webpackChunkName: "message-menu" */ './MessageMenuList'));

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
      <OnceOpened open={anchor !== null}>
        <MessageMenuList
          id={menuId}
          anchor={anchor}
          message={message}
          myId={myId}
          changeable={changeable}
          onClose={() => setAnchor(null)}
          onAction={onAction}
        />
      </OnceOpened>
    </>
  );
}
