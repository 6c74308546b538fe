import { AvatarPicture } from '../../components/AvatarPicture';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupsIcon from '@mui/icons-material/Groups';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Tag } from '../../components/Tag';
import type { Association } from './associationsApi';

/**
 * An e-mail address that may wrap before its @ and its dots; a part breaks mid-word only when it alone is wider
 * than the card.
 */
function withBreakPoints(email: string): ReactNode[] {
  return email.split(/(?=[@.])/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

export function AssociationCard({ association }: { association: Association }) {
  const { t } = useTranslation('associations');
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <AvatarPicture
            src={association.picture ?? undefined}
            alt={t('list.pictureAlt', { name: association.name })}
            sx={{ width: 56, height: 56 }}
          >
            <GroupsIcon />
          </AvatarPicture>
          <Stack sx={{ minWidth: 0 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {association.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
              {withBreakPoints(association.email)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('list.followers', { count: association.followers })}
            </Typography>
            {association.isFollower && (
              <Box sx={{ mt: 0.5 }}>
                <Tag label={t('list.following')} color="primary" variant="outlined" />
              </Box>
            )}
          </Stack>
        </Stack>
      </CardContent>
      <CardActions>
        <Button
          component={RouterLink}
          to={`/association/${association._id}`}
          aria-label={t('list.viewLabel', { name: association.name })}
        >
          {t('list.view')}
        </Button>
      </CardActions>
    </Card>
  );
}
