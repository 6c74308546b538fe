import { AvatarPicture } from '../../../components/AvatarPicture';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainList, PlainListItem } from '../../../components/PlainList';
import { PARTICIPANTS_SHOWN } from '../../../lib/constants';
import type { Participant } from '../eventsApi';

/** Who bought tickets: the first 5, then '+N more' to see everyone and a control to collapse again. */
export const ParticipantsList = memo(function ParticipantsList({ participants }: { participants: Participant[] }) {
  const { t } = useTranslation('events');
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? participants : participants.slice(0, PARTICIPANTS_SHOWN);
  const hidden = participants.length - PARTICIPANTS_SHOWN;

  return (
    <Box component="section" aria-labelledby="event-participants-title">
      <Typography id="event-participants-title" variant="h6" component="h2" gutterBottom>
        {t('detail.participants.title')}
      </Typography>
      {participants.length === 0 ? (
        <Typography color="text.secondary">{t('detail.participants.none')}</Typography>
      ) : (
        <PlainList aria-labelledby="event-participants-title">
          {shown.map((participant) => {
            const name = `${participant.firstName} ${participant.lastName}`;
            return (
              <PlainListItem key={participant._id}>
                <AvatarPicture src={participant.picture ?? undefined} alt={name}>
                  {participant.firstName.charAt(0)}
                </AvatarPicture>
                <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
              </PlainListItem>
            );
          })}
        </PlainList>
      )}
      {hidden > 0 && (
        <Button onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
          {expanded ? t('detail.participants.collapse') : t('detail.participants.more', { count: hidden })}
        </Button>
      )}
    </Box>
  );
});
