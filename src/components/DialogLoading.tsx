import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const veilIn = keyframes`from { opacity: 0; }`;

/**
 * What a modal dialog loaded on its first opening (`OnceOpened`'s `fallback`) shows until its code has arrived: the
 * page dims at once, as under the dialog's backdrop (its colour, layer and fade), so the click that opens it paints
 * its answer in the same frame instead of after the download (on a slow network, seconds).
 */
export function DialogLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('shared.loading.label')}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        bgcolor: 'rgba(0, 0, 0, 0.5)',
        animation: `${veilIn} 225ms cubic-bezier(0.4, 0, 0.2, 1)`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
