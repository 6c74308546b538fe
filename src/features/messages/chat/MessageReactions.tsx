import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../conversationState';
import type { MessageAction } from './messageActions';
import { fullName } from './SenderAvatar';

export interface MessageReactionsProps {
  message: ChatMessage;
  myId: string | undefined;
  onAction: (action: MessageAction) => void;
}

/** The reactions under a message: emoji and count; who reacted on hover, focus or long-press; a click toggles yours. */
export default function MessageReactions({ message, myId, onAction }: MessageReactionsProps) {
  const { t } = useTranslation('messages');
  return (
    <Box data-testid="chat-reactions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {message.reactions.map(({ emoji, people }) => {
        const mine = people.some((person) => person._id === myId);
        const names = people.map(fullName).join(', ');
        return (
          <Tooltip key={emoji} title={names} enterTouchDelay={500}>
            <ButtonBase
              aria-pressed={mine}
              aria-label={t('chat.reactions.label', { emoji, count: people.length, names })}
              onClick={() => onAction({ kind: 'react', message, emoji, reacted: !mine })}
              sx={{
                px: 0.75,
                py: 0.25,
                borderRadius: 4,
                border: 1,
                borderColor: mine ? 'primary.main' : 'divider',
                bgcolor: 'background.paper',
                color: 'text.primary',
                typography: 'caption',
              }}
            >
              {emoji} {people.length}
            </ButtonBase>
          </Tooltip>
        );
      })}
    </Box>
  );
}
