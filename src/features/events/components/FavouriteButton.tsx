import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import type { ObjectId } from '../../../api/wire';
import { useFavouriteToggle } from './useFavouriteToggle';

export interface FavouriteButtonProps {
  eventId: ObjectId;
  isFavourite: boolean;
}

/** A heart that shows the cached favourite state; a click asks for the opposite state. */
export function FavouriteButton({ eventId, isFavourite }: FavouriteButtonProps) {
  const { t } = useTranslation('events');
  const toggle = useFavouriteToggle();
  return (
    <IconButton
      aria-pressed={isFavourite}
      aria-label={isFavourite ? t('detail.favouriteRemove') : t('detail.favouriteAdd')}
      color={isFavourite ? 'error' : 'default'}
      onClick={() => void toggle(eventId, !isFavourite)}
    >
      {isFavourite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
