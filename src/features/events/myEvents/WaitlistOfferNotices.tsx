import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMarkNotificationReadMutation } from '../notifications/notificationReadApi';
import { NOTIFICATIONS_PAGE, useGetNotificationsQuery } from '../notifications/notificationsApi';
import { Notice, NoticeTitle } from '../../../components/Notice';

/**
 * Tickets a waiting list holds for the member, on top of My events: the unread offers under the bell, each with a
 * way to the event (where the offer is bought). Following one marks it read.
 */
export function WaitlistOfferNotices() {
  const { t } = useTranslation('tickets');
  const { data } = useGetNotificationsQuery(NOTIFICATIONS_PAGE);
  const [markRead] = useMarkNotificationReadMutation();
  const offers = (data?.items ?? []).filter((item) => item.kind === 'waitlistOffer' && !item.read);
  if (offers.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      {offers.map((offer) => (
        <Notice
          key={offer._id}
          severity="info"
          action={
            <Button color="inherit" component={RouterLink} to={offer.link} onClick={() => void markRead(offer._id)}>
              {t('myEvents.offerNotice.open')}
            </Button>
          }
        >
          <NoticeTitle>{offer.title}</NoticeTitle>
          {offer.body}
        </Notice>
      ))}
    </Stack>
  );
}
