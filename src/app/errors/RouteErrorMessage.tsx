import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isChunkLoadError } from '../../lib/chunkLoadError';

export interface RouteErrorMessageProps {
  error: unknown;
  onRetry: () => void;
}

/** The friendly page shown in place of a route that failed: try again / back to events, or reload for a new deploy. */
export function RouteErrorMessage({ error, onRetry }: RouteErrorMessageProps) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', px: 2, py: 8 }}>
      <Typography variant="pageTitle">
        {chunk ? t('shared.routeError.chunkTitle') : t('shared.routeError.title')}
      </Typography>
      <Typography>{chunk ? t('shared.routeError.chunkBody') : t('shared.routeError.body')}</Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {chunk ? (
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('shared.routeError.reload')}
          </Button>
        ) : (
          <Button variant="contained" onClick={onRetry}>
            {t('shared.routeError.tryAgain')}
          </Button>
        )}
        <Button component={Link} to="/events" variant="outlined">
          {t('shared.routeError.backToEvents')}
        </Button>
      </Stack>
    </Stack>
  );
}
