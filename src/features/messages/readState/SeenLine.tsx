import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SeenMark } from './seenMark';

export interface SeenLineProps {
  seen: SeenMark;
  mine: boolean;
  /** A group's "Seen by N" opens the list of who (by the message's position). */
  onShowReaders: (position: number) => void;
}

/** Under the member's last message: "Seen" in a direct thread, "Seen by N" (a button) in a group or team. */
export default function SeenLine({ seen, mine, onShowReaders }: SeenLineProps) {
  const { t } = useTranslation('messages');
  const align = mine ? 'right' : 'left';
  if (seen.direct) {
    return (
      <Typography variant="caption" component="p" color="text.secondary" align={align} data-testid="chat-seen">
        {t('chat.seen')}
      </Typography>
    );
  }
  return (
    <Typography variant="caption" component="p" color="text.secondary" align={align}>
      <ButtonBase
        data-testid="chat-seen"
        aria-label={t('chat.seenByLabel', { count: seen.seenBy })}
        onClick={() => onShowReaders(seen.position)}
        sx={{ font: 'inherit', color: 'inherit', textDecoration: 'underline', borderRadius: 0.5, px: 0.5 }}
      >
        {t('chat.seenBy', { count: seen.seenBy })}
      </ButtonBase>
    </Typography>
  );
}
