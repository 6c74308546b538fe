import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectId } from '../../../api/wire';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { selectTypist, TYPING_SHOWN_MS, typingStopped } from '../live/typingSlice';

/** "Giulia is typing…" above the composer of a direct thread, for 5 s after each live `typing`. */
export function TypingNotice({ threadId }: { threadId: ObjectId | null }) {
  const { t } = useTranslation('messages');
  const dispatch = useAppDispatch();
  const typist = useAppSelector((state) => selectTypist(state, threadId));
  const seq = typist?.seq;
  useEffect(() => {
    if (seq === undefined || !threadId) return;
    const timer = setTimeout(() => dispatch(typingStopped({ threadId, seq })), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [dispatch, threadId, seq]);
  return (
    <Typography
      role="status"
      variant="caption"
      component="p"
      color="text.secondary"
      data-testid="chat-typing"
      sx={{ px: 2, minHeight: '1.5em', fontStyle: 'italic' }}
    >
      {typist ? t('chat.typing', { name: typist.name }) : ''}
    </Typography>
  );
}
