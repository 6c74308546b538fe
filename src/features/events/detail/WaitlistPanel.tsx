import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../api/errors';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useGetWaitlistPlaceQuery, useJoinWaitlistMutation, useLeaveWaitlistMutation } from '../waitlistApi';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { Notice } from '../../../components/Notice';

const MAX_WAITLIST_TICKETS = 10;

/**
 * A sold-out event's waiting list in place of the Register button: join for a number of tickets, see the place in
 * line, leave; while an offer runs, the held tickets and the way to buy them.
 */
export function WaitlistPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation('events');
  const { data: place, isLoading, isError, refetch } = useGetWaitlistPlaceQuery(eventId);
  const [count, setCount] = useState(1);
  const [join, joining] = useJoinWaitlistMutation();
  const [leave, leaving] = useLeaveWaitlistMutation();
  const busy = joining.isLoading || leaving.isLoading;

  const run = async (action: () => Promise<{ data?: { message: string }; error?: unknown }>, fallback: string) => {
    const result = await action();
    if (result.error) toast.error(errorText(result.error as Parameters<typeof errorText>[0]) ?? fallback);
    else if (result.data) toast.success(result.data.message);
  };
  const leaveButton = (
    <Button
      variant="outlined"
      disabled={busy}
      onClick={() => void run(() => leave(eventId), t('detail.waitlist.failed'))}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('detail.waitlist.leave')}
    </Button>
  );

  if (isLoading) return <CircularProgress size={28} aria-label={t('detail.waitlist.loading')} />;
  if (isError) {
    return (
      <Notice severity="error" action={<Button onClick={() => void refetch()}>{t('detail.waitlist.retry')}</Button>}>
        {t('detail.waitlist.loadFailed')}
      </Notice>
    );
  }
  if (place?.offer) {
    return (
      <Stack spacing={1.5} role="region" aria-label={t('detail.waitlist.title')}>
        <Notice severity="success">
          {t('detail.waitlist.offer', { count: place.offer.noOfTickets, until: formatDateTime(place.offer.expiresAt) })}
        </Notice>
        <Button variant="contained" size="large" component={RouterLink} to={`/event/preview/${eventId}`}>
          {t('detail.waitlist.buy', { count: place.offer.noOfTickets })}
        </Button>
        {leaveButton}
      </Stack>
    );
  }
  if (place) {
    return (
      <Stack spacing={1.5} role="region" aria-label={t('detail.waitlist.title')}>
        <Typography>{t('detail.waitlist.place', { position: place.position, count: place.noOfTickets })}</Typography>
        {leaveButton}
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5} role="region" aria-label={t('detail.waitlist.title')}>
      <Typography>{t('detail.waitlist.soldOut')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <NativeSelectField
          size="small"
          label={t('detail.waitlist.howMany')}
          value={count}
          onChange={(event) => setCount(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {Array.from({ length: MAX_WAITLIST_TICKETS }, (_, index) => index + 1).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </NativeSelectField>
        <Button
          variant="contained"
          size="large"
          disabled={busy}
          onClick={() => void run(() => join({ eventId, noOfTickets: count }), t('detail.waitlist.failed'))}
        >
          {t('detail.waitlist.join')}
        </Button>
      </Stack>
    </Stack>
  );
}
