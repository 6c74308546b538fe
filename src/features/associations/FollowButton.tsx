import Button from '@mui/material/Button';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errors';
import { toast } from '../../lib/toast';
import { useFollowAssociationMutation, type Association } from './associationsApi';

/** Sends the absolute wish (follow or not); the count moves at once through the optimistic update. */
export function FollowButton({ association }: { association: Association }) {
  const { t } = useTranslation('associations');
  const [follow, { isLoading }] = useFollowAssociationMutation();

  const toggle = async () => {
    const result = await follow({ id: association._id, isFollower: !association.isFollower });
    if (result.error) toast.error(errorText(result.error) ?? { key: 'associations:detail.followFailed' });
  };

  return (
    <Button
      variant={association.isFollower ? 'outlined' : 'contained'}
      startIcon={association.isFollower ? <PersonRemoveIcon /> : <PersonAddIcon />}
      onClick={() => void toggle()}
      disabled={isLoading}
      aria-pressed={association.isFollower}
    >
      {association.isFollower ? t('detail.unfollow') : t('detail.follow')}
    </Button>
  );
}
