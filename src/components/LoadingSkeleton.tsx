import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export interface LoadingSkeletonProps {
  /** Placeholder text lines under the heading block. */
  lines?: number;
  /** Show a banner-sized block first, as list screens have. */
  banner?: boolean;
}

/** A neutral page-shaped placeholder while a screen or its data loads. */
export function LoadingSkeleton({ lines = 3, banner = false }: LoadingSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('shared.loading.label')} sx={{ py: 3 }}>
      <Stack spacing={1.5}>
        {banner && <Skeleton variant="rounded" height={160} />}
        <Skeleton variant="text" width="45%" sx={{ fontSize: '2rem' }} />
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} variant="text" width={index === lines - 1 ? '70%' : '100%'} />
        ))}
      </Stack>
    </Box>
  );
}

export default LoadingSkeleton;
