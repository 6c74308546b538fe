import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useUpdatePresenceMutation, type Presence } from '../myEventsApi';

interface PresenceQuestionProps {
  eventId: string;
  eventName: string;
  /** The purchase the answer belongs to. */
  transactionId: string;
  presence: Presence;
}

/** SPEC section 4: yes/no while undecided (0), then the answer as text with no buttons. */
export function PresenceQuestion({ eventId, eventName, transactionId, presence }: PresenceQuestionProps) {
  const { t } = useTranslation(['tickets', 'common']);
  const [updatePresence, { isLoading }] = useUpdatePresenceMutation();

  if (presence !== 0) {
    const attending = presence === 1;
    return (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', color: attending ? 'success.main' : 'text.secondary' }}
      >
        {attending ? <CheckCircleIcon fontSize="small" aria-hidden /> : <CancelIcon fontSize="small" aria-hidden />}
        <Typography variant="body2">
          {attending ? t('myEvents.presence.answeredYes') : t('myEvents.presence.answeredNo')}
        </Typography>
      </Stack>
    );
  }

  async function answer(isPresence: 1 | -1) {
    const result = await updatePresence({ transactionId, isPresence, eventId });
    if (result.error) {
      toast.error({ key: 'common:messages.presence.updateFailed' });
      return;
    }
    toast.success({ key: 'common:messages.presence.isPresenceUpdated' });
  }

  return (
    <Stack
      role="group"
      aria-label={t('myEvents.presence.groupLabel', { name: eventName })}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
        {t('myEvents.presence.question')}
      </Typography>
      <Button size="small" variant="contained" disabled={isLoading} onClick={() => void answer(1)}>
        {t('myEvents.presence.yes')}
      </Button>
      <Button size="small" variant="outlined" disabled={isLoading} onClick={() => void answer(-1)}>
        {t('myEvents.presence.no')}
      </Button>
    </Stack>
  );
}
