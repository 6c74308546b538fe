import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoAvatar } from '../LogoAvatar';
import type { Team } from '../messagesApi';
import { UnreadChip } from '../UnreadChip';
import { fullName } from '../chat/SenderAvatar';

export interface TeamCardProps {
  team: Team;
  onOpen: (team: Team) => void;
}

/** One team of the Team tab: logo, name, coach, how many members, unread messages and the way into its chat. */
export const TeamCard = memo(function TeamCard({ team, onOpen }: TeamCardProps) {
  const { t } = useTranslation('messages');
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={team.name}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '48px minmax(0, 1fr)', sm: '48px minmax(0, 1fr) auto' },
      }}
    >
      <LogoAvatar name={team.name} url={team.logo} />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {team.name}
          </Typography>
          <UnreadChip count={team.unread} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('team.coach')}: {team.coach ? fullName(team.coach) : t('team.noCoach')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('team.membersCount', { count: team.members.length })}
        </Typography>
      </Box>
      <Button
        variant="contained"
        onClick={() => onOpen(team)}
        aria-label={t('team.open', { name: team.name })}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifySelf: { xs: 'stretch', sm: 'end' } }}
      >
        {t('team.openChat')}
      </Button>
    </Card>
  );
});
