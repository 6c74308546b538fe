import type { Component } from './icalendar';

export const ROME_TZID = 'Europe/Rome';

/**
 * Italy's rules since 1996 (the EU's): summer time from the last Sunday of March at 02:00 to the last Sunday of
 * October at 03:00. Event times are written as Rome wall-clock times with TZID, and this block lets every calendar
 * app turn them into instants, also those that do not know the IANA name.
 */
export const ROME_TIME_ZONE: Component = {
  name: 'VTIMEZONE',
  properties: [
    { name: 'TZID', value: ROME_TZID },
    { name: 'X-LIC-LOCATION', value: ROME_TZID },
  ],
  components: [
    {
      name: 'DAYLIGHT',
      properties: [
        { name: 'TZOFFSETFROM', value: '+0100' },
        { name: 'TZOFFSETTO', value: '+0200' },
        { name: 'TZNAME', value: 'CEST' },
        { name: 'DTSTART', value: '19700329T020000' },
        { name: 'RRULE', value: 'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU' },
      ],
    },
    {
      name: 'STANDARD',
      properties: [
        { name: 'TZOFFSETFROM', value: '+0200' },
        { name: 'TZOFFSETTO', value: '+0100' },
        { name: 'TZNAME', value: 'CET' },
        { name: 'DTSTART', value: '19701025T030000' },
        { name: 'RRULE', value: 'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU' },
      ],
    },
  ],
};
