import type { Language } from '../../i18n/language';
import { htmlToText } from '../events/htmlText';
import { calendarTexts } from './calendar.texts';
import type { FeedEvent } from './feedEvents';
import { localDateTime, text, utcDateTime, writeICalendar, type Component } from './icalendar';
import { ROME_TIME_ZONE, ROME_TZID } from './romeTimeZone';

/** How often calendar apps are asked to read the feed again (those that honour it; most poll on their own clock). */
const REFRESH_INTERVAL = 'PT6H';
/** The reminder: the day before the event starts. */
const REMINDER_BEFORE = '-P1D';

export interface FeedContext {
  language: Language;
  /** The origin links in the feed point at (publicUrlOf the feed request). */
  publicUrl: string;
  /** When the feed is written: every entry's DTSTAMP. */
  now: Date;
}

/** RFC 5545 3.8.4.7: globally unique and the same for an event on every read, so an update replaces the entry. */
export const eventUid = (eventId: string) => `${eventId}@campo`;

function eventEntry(event: FeedEvent, { language, publicUrl, now }: FeedContext): Component {
  const pageUrl = `${publicUrl}/my/event/${event.id}`;
  const description = [
    htmlToText(event.descriptionHtml),
    calendarTexts.text(language, 'tickets', { count: event.tickets }),
    calendarTexts.text(language, 'eventPage', { url: pageUrl }),
  ].filter(Boolean);
  const rome = { TZID: ROME_TZID };
  return {
    name: 'VEVENT',
    properties: [
      { name: 'UID', value: text(eventUid(event.id)) },
      { name: 'DTSTAMP', value: utcDateTime(now) },
      { name: 'LAST-MODIFIED', value: utcDateTime(new Date(event.updatedAt)) },
      { name: 'SEQUENCE', value: String(event.sequence) },
      { name: 'DTSTART', params: rome, value: localDateTime(event.startDate, event.startTime) },
      { name: 'DTEND', params: rome, value: localDateTime(event.endDate, event.endTime) },
      { name: 'SUMMARY', value: text(event.name) },
      { name: 'LOCATION', value: text(event.address) },
      { name: 'DESCRIPTION', value: text(description.join('\n\n')) },
      { name: 'URL', params: { VALUE: 'URI' }, value: pageUrl },
      { name: 'STATUS', value: event.cancelled ? 'CANCELLED' : 'CONFIRMED' },
      { name: 'TRANSP', value: 'OPAQUE' },
    ],
    components: [
      {
        name: 'VALARM',
        properties: [
          { name: 'ACTION', value: 'DISPLAY' },
          { name: 'TRIGGER', value: REMINDER_BEFORE },
          { name: 'DESCRIPTION', value: text(calendarTexts.text(language, 'reminder', { name: event.name })) },
        ],
      },
    ],
  };
}

/** The member's calendar (RFC 5545, METHOD:PUBLISH): a subscription, one VEVENT per registered event. */
export function calendarFeed(events: FeedEvent[], context: FeedContext): string {
  const { language } = context;
  return writeICalendar({
    name: 'VCALENDAR',
    properties: [
      { name: 'PRODID', value: '-//Campo//Calendar feed//IT' },
      { name: 'VERSION', value: '2.0' },
      { name: 'CALSCALE', value: 'GREGORIAN' },
      { name: 'METHOD', value: 'PUBLISH' },
      { name: 'X-WR-CALNAME', value: text(calendarTexts.text(language, 'calendarName')) },
      { name: 'X-WR-CALDESC', value: text(calendarTexts.text(language, 'calendarDescription')) },
      { name: 'X-WR-TIMEZONE', value: ROME_TZID },
      { name: 'REFRESH-INTERVAL', params: { VALUE: 'DURATION' }, value: REFRESH_INTERVAL },
      { name: 'X-PUBLISHED-TTL', value: REFRESH_INTERVAL },
    ],
    components: [ROME_TIME_ZONE, ...events.map((event) => eventEntry(event, context))],
  });
}
