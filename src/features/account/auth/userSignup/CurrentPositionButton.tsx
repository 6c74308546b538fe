import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../../components/Tag';

export interface Position {
  lat: number;
  lng: number;
}

export interface CurrentPositionButtonProps {
  position: Position | null;
  onChange: (position: Position | null) => void;
}

/** Optional coordinates for the address, from the browser's geolocation; hidden where there is none. */
export function CurrentPositionButton({ position, onChange }: CurrentPositionButtonProps) {
  const { t } = useTranslation('userSignup');
  const [locating, setLocating] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  if (typeof navigator === 'undefined' || !navigator.geolocation) return null;

  if (position) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Tag icon={<MyLocationIcon />} label={t('location.added')} color="success" variant="outlined" />
        <Button size="small" onClick={() => onChange(null)}>
          {t('location.remove')}
        </Button>
      </Stack>
    );
  }

  const locate = () => {
    setLocating(true);
    setUnavailable(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onChange({ lat: coords.latitude, lng: coords.longitude });
      },
      () => {
        setLocating(false);
        setUnavailable(true);
      },
      { timeout: 10_000 },
    );
  };

  return (
    <div>
      <Button onClick={locate} loading={locating} loadingPosition="start" startIcon={<MyLocationIcon />}>
        {locating ? t('location.locating') : t('location.use')}
      </Button>
      {unavailable && <FormHelperText>{t('location.unavailable')}</FormHelperText>}
    </div>
  );
}
