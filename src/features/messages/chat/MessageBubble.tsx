import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { ChatMessage } from '../conversationState';
import { refusalKey } from '../outbox/refusalReason';
import type { MessageAction } from './messageActions';
import { MessageMenu } from './MessageMenu';
import { MessageText } from './MessageText';
import type { SeenMark } from '../readState/seenMark';
import { ReplyQuoteView } from './ReplyQuoteView';
import { fullName, SenderAvatar } from './SenderAvatar';

// The reactions' chips and their tooltips (MUI's Tooltip and Popper) load with the first message that has any.
const MessageReactions = lazy(() => import(/* webpackChunkName: "message-reactions" */ './MessageReactions'));
// "Seen" / "Seen by N" loads once one's last message has been read by someone.
const SeenLine = lazy(() => import(/* webpackChunkName: "chat-seen" */ '../readState/SeenLine'));

export interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  myId: string | undefined;
  onOpenPicture: (url: string) => void;
  onRetry: (localId: string) => void;
  /** Reply, react, edit, delete (stable: a bubble re-renders only when its message changes). */
  onAction: (action: MessageAction) => void;
  onJumpTo: (messageId: string) => void;
  /** "Seen" / "Seen by N", on the member's own last message only (so a read re-renders that bubble alone). */
  seen?: SeenMark | null;
  onShowReaders: (position: number) => void;
  /** Lit up for a moment: the message a search result went to. */
  highlighted?: boolean;
}

/**
 * One message: sender picture and name, the quoted message it answers, text (links clickable), picture (opens the
 * viewer), reactions, date-time ("edited"), delivery, and its menu; a deleted one says so.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  mine,
  myId,
  onOpenPicture,
  onRetry,
  onAction,
  onJumpTo,
  seen,
  onShowReaders,
  highlighted = false,
}: MessageBubbleProps) {
  const { t } = useTranslation('messages');
  const name = fullName(message.sender);
  const deleted = message.deletedAt !== null;
  const bubble = (
    <Box
      data-testid="chat-message"
      data-message-id={message._id}
      data-delivery={message.delivery ?? 'sent'}
      data-highlighted={highlighted || undefined}
      sx={{
        display: 'flex',
        gap: 1,
        px: { xs: 1, sm: 2 },
        py: 0.75,
        flexDirection: mine ? 'row-reverse' : 'row',
        bgcolor: highlighted ? 'action.selected' : 'transparent',
        transition: 'background-color 600ms ease-out',
      }}
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
        {message.replyTo && !deleted && <ReplyQuoteView quote={message.replyTo} onJumpTo={onJumpTo} />}
        {deleted && (
          <Typography variant="body2" component="p" sx={{ fontStyle: 'italic' }} data-testid="chat-deleted">
            {t('chat.deleted')}
          </Typography>
        )}
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
        {message.reactions.length > 0 && (
          <Suspense fallback={null}>
            <MessageReactions message={message} myId={myId} onAction={onAction} />
          </Suspense>
        )}
        <Typography variant="caption" component="p" sx={{ mt: 0.5, opacity: 0.85 }}>
          {message.delivery === 'pending'
            ? t('chat.sending')
            : message.delivery === 'failed'
              ? t('chat.notSent')
              : formatDateTime(message.created_at)}
          {message.editedAt && !deleted && ` · ${t('chat.edited')}`}
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
      {!message.delivery && !deleted && (
        <MessageMenu message={message} mine={mine} myId={myId} senderName={name} onAction={onAction} />
      )}
    </Box>
  );
  if (!seen) return bubble;
  return (
    <>
      {bubble}
      {/* Under the bubble: past the sender's picture (36 px) and the gap beside it. */}
      <Box sx={{ px: { xs: 1, sm: 2 }, mt: -0.5, pb: 0.5, [mine ? 'mr' : 'ml']: '44px' }}>
        <Suspense fallback={null}>
          <SeenLine seen={seen} mine={mine} onShowReaders={onShowReaders} />
        </Suspense>
      </Box>
    </>
  );
});
