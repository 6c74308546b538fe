import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ReturnToState } from '../../../lib/returnTo';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { EventDetailContent } from '../components/EventDetailContent';
import { EventLoadFailed } from '../components/EventLoadFailed';
import { registerEventsCatalogue } from '../components/eventsCatalogue';
import { RegisterButton } from '../components/RegisterButton';
import { ShareButton } from '../components/ShareButton';
import { useGetPublicEventQuery } from '../eventsApi';

registerEventsCatalogue();

/** /event/detail/public/:eventId: the event without login; no participants or upload, register leads to login. */
export default function PublicEventPage() {
  const { t } = useTranslation('events');
  const { eventId = '' } = useParams();
  const { data: event, isLoading, isError, refetch } = useGetPublicEventQuery(eventId, { skip: !eventId });

  const loginReturn: ReturnToState = { from: { pathname: `/event/detail/${eventId}`, search: '', hash: '' } };

  if (isLoading) return <LoadingSkeleton banner lines={6} />;
  if (!event) return isError ? <EventLoadFailed onRetry={() => void refetch()} /> : null;

  return (
    <EventDetailContent
      event={event}
      actions={<ShareButton title={event.name} url={event.shareUrl} />}
      register={
        <RegisterButton
          to="/login"
          label={t('detail.loginToRegister')}
          state={loginReturn}
          isExpired={event.isExpired}
          remainingTickets={event.remainingTickets}
        />
      }
    />
  );
}
