import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';

/** What an event page shows when the event could not be loaded. */
export function EventLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('events');
  return (
    <EmptyState
      title={t('detail.loadFailed')}
      action={
        <Button variant="outlined" onClick={onRetry}>
          {t('detail.retry')}
        </Button>
      }
    />
  );
}
