import Button from '@mui/material/Button';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useTranslation } from 'react-i18next';
import { settings } from '../../../lib/settings';
import type { MyEventDetail } from '../myEventsApi';
import { buildCalendarFile } from './calendarFile';
import { calendarFileName, myEventCalendarEntry } from './myEventCalendar';
import { isReadableWallTime } from '../../../lib/romeTime';

/** Downloads an .ics file of the event through a Blob link; nothing leaves the browser. */
export function AddToCalendarButton({ event }: { event: MyEventDetail }) {
  const { t } = useTranslation('tickets');
  if (!isReadableWallTime(event.startDate, event.startTime)) return null;

  function download() {
    const entry = myEventCalendarEntry(event, new Date());
    if (!entry) return;
    const file = new Blob([buildCalendarFile(entry, settings.productName)], { type: 'text/calendar;charset=utf-8' });
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = calendarFileName(event.name);
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next turn: some browsers start the download only after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <Button variant="outlined" startIcon={<EventAvailableIcon aria-hidden />} onClick={download}>
      {t('myEvents.detail.addToCalendar')}
    </Button>
  );
}
