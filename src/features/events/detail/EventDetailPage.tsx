import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { OnceOpened } from '../../../components/OnceOpened';
import { EventDetailContent } from '../components/EventDetailContent';
import { EventLoadFailed } from '../components/EventLoadFailed';
import { registerEventsCatalogue } from '../components/eventsCatalogue';
import { FavouriteButton } from '../components/FavouriteButton';
import { RegisterButton } from '../components/RegisterButton';
import { ShareButton } from '../components/ShareButton';
import { useGetEventQuery } from '../eventsApi';
import { ParticipantsList } from './ParticipantsList';
import { useFirstAnswerDeferred } from '../../../lib/useFirstAnswerDeferred';

registerEventsCatalogue();

const UploadImageDialog = lazy(() =>
  import(/* webpackChunkName: "upload-image" */ './UploadImageDialog').then((module) => ({
    default: module.UploadImageDialog,
  })),
);

// Only a sold-out event shows the waiting list: its form and API load with it, not with every event page.
const WaitlistPanel = lazy(() =>
  import(/* webpackChunkName: "waitlist-panel" */ './WaitlistPanel').then((module) => ({
    default: module.WaitlistPanel,
  })),
);

/** /event/detail/:id for a logged-in user (SPEC section 2). */
export default function EventDetailPage() {
  const { t } = useTranslation('events');
  const { id = '' } = useParams();
  // The first answer renders in React's slices (docs/CONVENTIONS.md, "a page's content from its query").
  const { data: event, isLoading, isError, refetch } = useFirstAnswerDeferred(useGetEventQuery(id, { skip: !id }));
  const [uploadOpen, setUploadOpen] = useState(false);

  if (isLoading) return <LoadingSkeleton banner lines={6} />;
  if (!event) return isError ? <EventLoadFailed onRetry={() => void refetch()} /> : null;

  return (
    <EventDetailContent
      event={event}
      backTo="/events"
      actions={
        <>
          <FavouriteButton eventId={event._id} isFavourite={event.isFavourite} />
          <ShareButton title={event.name} url={event.shareUrl} />
        </>
      }
      participants={<ParticipantsList participants={event.subscribedUsers} />}
      upload={
        <>
          <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => setUploadOpen(true)}>
            {t('detail.upload.open')}
          </Button>
          <OnceOpened open={uploadOpen} modal>
            <UploadImageDialog eventId={event._id} open={uploadOpen} onClose={() => setUploadOpen(false)} />
          </OnceOpened>
        </>
      }
      register={
        !event.isExpired && event.remainingTickets <= 0 ? (
          <Suspense fallback={<CircularProgress size={28} aria-label={t('detail.waitlist.loading')} />}>
            <WaitlistPanel eventId={event._id} />
          </Suspense>
        ) : (
          <RegisterButton
            to={`/event/preview/${event._id}`}
            isExpired={event.isExpired}
            remainingTickets={event.remainingTickets}
          />
        )
      }
    />
  );
}
