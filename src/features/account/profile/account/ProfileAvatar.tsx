import { AvatarPicture } from '../../../../components/AvatarPicture';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../accountApi';

/** The profile picture, or the default avatar when the user has none. */
export function ProfileAvatar({ profile, size = 112 }: { profile: Profile; size?: number }) {
  const { t } = useTranslation('account');
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  if (!profile.picture) {
    return (
      <AvatarPicture role="img" aria-label={t('profile.details.defaultPictureAlt')} sx={{ width: size, height: size }}>
        <PersonIcon sx={{ fontSize: size * 0.6 }} />
      </AvatarPicture>
    );
  }
  return (
    <AvatarPicture
      src={profile.picture}
      alt={t('profile.details.pictureAlt', { name })}
      sx={{ width: size, height: size }}
    />
  );
}
