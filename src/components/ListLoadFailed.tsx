import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

/** A list whose first page could not be loaded (the toast said why): a way to try again. */
export function ListLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('messages.list.fetchFailed')}
      action={
        <Button variant="outlined" onClick={onRetry}>
          {t('messages.list.retry')}
        </Button>
      }
    />
  );
}
