import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReplyQuote } from '../../../api/wire';

/** What a quote says of the answered message: its excerpt, or that it is a picture or was deleted. */
export function useQuoteText(quote: ReplyQuote): string {
  const { t } = useTranslation('messages');
  if (quote.deleted) return t('chat.deleted');
  return quote.excerpt ?? t('chat.pictureTitle');
}

/** The quoted excerpt of the message a reply answers; a click goes to it when it is loaded. */
export function ReplyQuoteView({ quote, onJumpTo }: { quote: ReplyQuote; onJumpTo?: (messageId: string) => void }) {
  const { t } = useTranslation('messages');
  const text = useQuoteText(quote);
  const name = `${quote.sender.firstName} ${quote.sender.lastName}`;
  const content = (
    <Box sx={{ borderLeft: 3, borderColor: 'currentColor', pl: 1, opacity: 0.85, textAlign: 'left', minWidth: 0 }}>
      <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {name}
      </Typography>
      <Typography variant="caption" component="span" noWrap sx={{ display: 'block' }}>
        {text}
      </Typography>
    </Box>
  );
  if (!onJumpTo) return content;
  return (
    <ButtonBase
      data-testid="chat-reply-quote"
      onClick={() => onJumpTo(quote._id)}
      aria-label={t('chat.reply.goTo', { name, text })}
      sx={{ display: 'block', width: '100%', mb: 0.5, borderRadius: 1 }}
    >
      {content}
    </ButtonBase>
  );
}
