import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { ChatMessage } from '../conversationState';
import { refusalKey } from '../outbox/refusalReason';
import { MessageText } from './MessageText';
import { fullName, SenderAvatar } from './SenderAvatar';

export interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  onOpenPicture: (url: string) => void;
  onRetry: (localId: string) => void;
}

/** One message: sender picture and name, text (links clickable), picture (opens the viewer), date-time, delivery. */
export const MessageBubble = memo(function MessageBubble({
  message,
  mine,
  onOpenPicture,
  onRetry,
}: MessageBubbleProps) {
  const { t } = useTranslation('messages');
  const name = fullName(message.sender);
  return (
    <Box
      data-testid="chat-message"
      data-delivery={message.delivery ?? 'sent'}
      sx={{ display: 'flex', gap: 1, px: { xs: 1, sm: 2 }, py: 0.75, flexDirection: mine ? 'row-reverse' : 'row' }}
    >
      <SenderAvatar contact={message.sender} />
      <Box
        sx={{
          maxWidth: { xs: '80%', sm: '70%' },
          minWidth: 0,
          bgcolor: mine ? 'primary.main' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          borderRadius: 2,
          px: 1.5,
          py: 1,
          opacity: message.delivery === 'pending' ? 0.7 : 1,
          '& a': { color: 'inherit' },
        }}
      >
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        {message.text && (
          <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <MessageText text={message.text} />
          </Typography>
        )}
        {message.picture && (
          <ButtonBase
            onClick={() => onOpenPicture(message.picture as string)}
            aria-label={t('chat.openPicture', { name })}
            sx={{ display: 'block', mt: 0.5, borderRadius: 1, overflow: 'hidden' }}
          >
            <Box
              component="img"
              src={message.picture}
              alt=""
              loading="lazy"
              sx={{ display: 'block', width: 200, maxWidth: '100%', height: 150, objectFit: 'cover' }}
            />
          </ButtonBase>
        )}
        <Typography variant="caption" component="p" sx={{ mt: 0.5, opacity: 0.85 }}>
          {message.delivery === 'pending'
            ? t('chat.sending')
            : message.delivery === 'failed'
              ? t('chat.notSent')
              : formatDateTime(message.created_at)}
        </Typography>
        {message.delivery === 'failed' && message.refusal && (
          <Typography variant="caption" component="p" data-testid="chat-refusal">
            {t(refusalKey(message.refusal))}
          </Typography>
        )}
        {message.delivery === 'failed' && (
          <Button
            size="small"
            variant="contained"
            color="inherit"
            onClick={() => onRetry(message._id)}
            sx={{ mt: 0.5, color: 'text.primary' }}
          >
            {t('chat.retry')}
          </Button>
        )}
      </Box>
    </Box>
  );
});
