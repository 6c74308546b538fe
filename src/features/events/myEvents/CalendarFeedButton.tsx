import Button from '@mui/material/Button';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnceOpened } from '../../../components/OnceOpened';

const CalendarFeedDialog = lazy(() => import(/* webpackChunkName: "calendar-feed-dialog" */ './CalendarFeedDialog'));

/** "Add to my calendar" on My events: opens the member's calendar feed address (loaded on first open). */
export function CalendarFeedButton() {
  const { t } = useTranslation('tickets');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<EventRepeatIcon aria-hidden />} onClick={() => setOpen(true)}>
        {t('myEvents.calendarFeed.open')}
      </Button>
      <OnceOpened open={open} modal>
        <CalendarFeedDialog open={open} onClose={() => setOpen(false)} />
      </OnceOpened>
    </>
  );
}
