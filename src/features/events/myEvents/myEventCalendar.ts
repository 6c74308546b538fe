import type { MyEventDetail } from '../myEventsApi';
import type { CalendarEntry } from './calendarFile';
import { romeWallTimeToDate } from '../../../lib/romeTime';

const ONE_HOUR_MS = 60 * 60 * 1000;

const NOT_TEXT = 'script, style, template, noscript';
const BLOCKS = 'p, div, li, h1, h2, h3, h4, h5, h6, tr, blockquote';

/**
 * The readable text of the association's HTML description, one line per block. A parsed document never runs its
 * scripts; their source is dropped with the styles.
 */
export function htmlToPlainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll(NOT_TEXT).forEach((element) => element.remove());
  body.querySelectorAll('br').forEach((element) => element.replaceWith('\n'));
  body.querySelectorAll(BLOCKS).forEach((element) => element.append('\n'));
  return (body.textContent ?? '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/**
 * The calendar entry of a registered event, or null when its start cannot be read. Its UID is the one the member's
 * calendar feed gives the event (`<eventId>@campo`, docs/CONVENTIONS.md "Calendar feed"), so a calendar app holding
 * both sees one event.
 */
export function myEventCalendarEntry(event: MyEventDetail, stamp: Date): CalendarEntry | null {
  const start = romeWallTimeToDate(event.startDate, event.startTime);
  if (!start) return null;
  const statedEnd = romeWallTimeToDate(event.endDate || event.startDate, event.endTime);
  const end = statedEnd && statedEnd > start ? statedEnd : new Date(start.getTime() + ONE_HOUR_MS);
  return {
    uid: `${event._id}@campo`,
    summary: event.name,
    description: htmlToPlainText(event.description),
    location: event.location?.address ?? '',
    url: event.shareUrl || undefined,
    start,
    end,
    stamp,
  };
}

/** A file name made of the event name's letters and digits. */
export function calendarFileName(eventName: string): string {
  const slug = eventName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'event'}.ics`;
}
