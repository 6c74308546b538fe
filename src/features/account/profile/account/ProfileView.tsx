import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format';
import type { Profile } from '../../accountApi';
import { FavouriteEvents } from './FavouriteEvents';
import { GalleryImages } from './GalleryImages';
import { ProfileAvatar } from './ProfileAvatar';

/** Account details, view mode: who the user is, their favourite events and their uploaded pictures. */
export function ProfileView({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const { t } = useTranslation('account');
  const notAvailable = t('profile.details.notAvailable');
  const rows: [string, string][] = [
    [t('profile.details.firstName'), profile.firstName || notAvailable],
    [t('profile.details.lastName'), profile.lastName || notAvailable],
    [t('profile.details.email'), profile.email],
    [t('profile.details.fiscalCode'), profile.fiscalCode || notAvailable],
    [t('profile.details.dob'), formatDate(profile.dob) || notAvailable],
    [t('profile.details.address'), profile.address || profile.location?.address || notAvailable],
  ];

  return (
    <Stack spacing={4}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <ProfileAvatar profile={profile} />
        <Box sx={{ flexGrow: 1 }}>
          <Typography component="h2" variant="h5">
            {t('profile.details.title')}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit} sx={{ alignSelf: 'flex-start' }}>
          {t('profile.details.edit')}
        </Button>
      </Stack>

      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>

      <FavouriteEvents events={profile.favouriteEvent} />
      <GalleryImages images={profile.images} />
    </Stack>
  );
}
