import { useTranslation } from 'react-i18next';
import type { ObjectId } from '../../../api/wire';
import { TOAST_DURATION_MS } from '../../../lib/constants';
import { toast } from '../../../lib/toast';
import { useSetFavouriteMutation } from '../eventsApi';

/**
 * Sets an event's favourite state (the cache flips at once, in eventsApi) and says how it went:
 * SPEC section 8's success texts for 3 s, or 'Error adding to favourites' once the change is undone.
 */
export function useFavouriteToggle() {
  const { t } = useTranslation();
  const [setFavourite] = useSetFavouriteMutation();

  return async (id: ObjectId, isFavourite: boolean) => {
    const result = await setFavourite({ id, isFavourite });
    if (result.error) {
      toast.error({ key: 'messages.events.favouriteFailed' });
      return;
    }
    const text = isFavourite ? t('messages.events.favouriteAdded') : t('messages.events.favouriteRemoved');
    toast.success(text, { autoHideDuration: TOAST_DURATION_MS.favourite });
  };
}
