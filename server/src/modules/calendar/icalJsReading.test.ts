import ICAL from 'ical.js';
import { calendarFeed, eventUid } from './calendarFeed';
import type { FeedEvent } from './feedEvents';

// The feed read by a real iCalendar parser (ical.js, the one Thunderbird uses), beside the strict reader: UID,
// SEQUENCE, DTSTART through the feed's own Europe/Rome VTIMEZONE (winter and summer time) and the VALARM.

const winter: FeedEvent = {
  id: '65f000000000000000000001',
  name: 'Derby, di sera; al "Meazza"',
  address: 'San Siro, Milano',
  startDate: '2026-11-22',
  startTime: '18:00',
  endDate: '2026-11-22',
  endTime: '20:00',
  descriptionHtml: '<p>Partita.</p>',
  sequence: 3,
  updatedAt: '2026-11-01T10:00:00.000Z',
  tickets: 2,
  cancelled: false,
};
const summer: FeedEvent = {
  ...winter,
  id: '65f000000000000000000002',
  startDate: '2026-07-10',
  startTime: '09:30',
  endDate: '2026-07-11',
  endTime: '12:00',
  sequence: 0,
};

function readFeed(language: 'it' | 'en') {
  const source = calendarFeed([winter, summer], {
    language,
    publicUrl: 'https://campo.example',
    now: new Date('2026-06-02T08:00:00.000Z'),
  });
  const calendar = new ICAL.Component(ICAL.parse(source));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (!zone) throw new Error('The feed has no VTIMEZONE');
  ICAL.TimezoneService.register(zone);
  return calendar;
}

afterEach(() => ICAL.TimezoneService.reset());

describe('the calendar feed read by ical.js', () => {
  it('gives each event its UID and SEQUENCE', () => {
    const entries = readFeed('it').getAllSubcomponents('vevent');
    expect(
      entries.map((entry) => [entry.getFirstPropertyValue('uid'), entry.getFirstPropertyValue('sequence')]),
    ).toEqual([
      [eventUid(winter.id), 3],
      [eventUid(summer.id), 0],
    ]);
  });

  it('places DTSTART and DTEND in Europe/Rome, at +01:00 in winter and +02:00 in summer', () => {
    const events = readFeed('it')
      .getAllSubcomponents('vevent')
      .map((entry) => new ICAL.Event(entry));
    expect(events.map((event) => [event.startDate.zone.tzid, event.endDate.zone.tzid])).toEqual([
      ['Europe/Rome', 'Europe/Rome'],
      ['Europe/Rome', 'Europe/Rome'],
    ]);
    expect(
      events.map((event) => [event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString()]),
    ).toEqual([
      ['2026-11-22T17:00:00.000Z', '2026-11-22T19:00:00.000Z'],
      ['2026-07-10T07:30:00.000Z', '2026-07-11T10:00:00.000Z'],
    ]);
    expect(events[0].summary).toBe(winter.name);
    expect(events[0].location).toBe(winter.address);
  });

  it('carries one display alarm a day before the start, in the feed language', () => {
    const [entry] = readFeed('en').getAllSubcomponents('vevent');
    const alarms = entry.getAllSubcomponents('valarm');
    expect(alarms).toHaveLength(1);
    const trigger = alarms[0].getFirstPropertyValue('trigger') as ICAL.Duration;
    expect([alarms[0].getFirstPropertyValue('action'), trigger.isNegative, trigger.toSeconds()]).toEqual([
      'DISPLAY',
      true,
      -86_400,
    ]);
    expect(String(alarms[0].getFirstPropertyValue('description'))).toContain(winter.name);
  });
});
