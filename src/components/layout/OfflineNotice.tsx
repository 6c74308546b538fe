import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/useOnline';

/**
 * Says, on every page, that the member is offline (docs/PRODUCT.md#offline-tickets); nothing while online. A plain
 * Box, not MUI's Alert: it is part of every page's entry and must work from the offline cache.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      sx={{ px: 2, py: 1.5, bgcolor: 'warning.main', color: 'warning.contrastText', typography: 'body2' }}
    >
      {t('app.offline.notice')}
    </Box>
  );
}
