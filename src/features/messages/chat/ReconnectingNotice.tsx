import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectLiveLinkDown } from '../live/liveLinkSlice';
import { Notice } from '../../../components/Notice';

/** "Reconnecting…" while the live link is down (it is brought back with backoff, at once when back online). */
export function ReconnectingNotice() {
  const { t } = useTranslation('messages');
  const down = useAppSelector(selectLiveLinkDown);
  if (!down) return null;
  return (
    <Notice severity="warning" role="status" sx={{ borderRadius: 0, py: 0 }}>
      {t('chat.reconnecting')}
    </Notice>
  );
}
