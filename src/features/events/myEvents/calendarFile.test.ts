import { buildMyEventDetail } from '../../../testing/fixtures/ticketFixtures';
import { buildCalendarFile, escapeText, foldLine, formatUtcDateTime, type CalendarEntry } from './calendarFile';
import { calendarFileName, htmlToPlainText, myEventCalendarEntry } from './myEventCalendar';
import { isReadableWallTime, romeWallTimeToDate } from '../../../lib/romeTime';

function entry(overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  return {
    uid: 'event-e7e471000000000000000001@campo.test',
    summary: 'Torneo di calcetto',
    description: 'Quadrangolare',
    location: 'Via dei Mille 12, 20129 Milano MI',
    start: new Date('2026-12-12T17:30:00.000Z'),
    end: new Date('2026-12-12T20:00:00.000Z'),
    stamp: new Date('2026-11-12T09:30:05.000Z'),
    ...overrides,
  };
}

describe('romeWallTimeToDate', () => {
  it('reads Italian wall-clock times in winter (UTC+1) and summer (UTC+2)', () => {
    expect(romeWallTimeToDate('2026-12-12', '18:30')?.toISOString()).toBe('2026-12-12T17:30:00.000Z');
    expect(romeWallTimeToDate('2026-07-04', '18:30')?.toISOString()).toBe('2026-07-04T16:30:00.000Z');
  });

  it('gets the day daylight saving starts right', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00 in Rome.
    expect(romeWallTimeToDate('2026-03-29', '01:30')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(romeWallTimeToDate('2026-03-29', '10:00')?.toISOString()).toBe('2026-03-29T08:00:00.000Z');
  });

  it('answers null for unreadable values', () => {
    expect(romeWallTimeToDate('12/12/2026', '18:30')).toBeNull();
    expect(romeWallTimeToDate('2026-12-12', 'evening')).toBeNull();
    expect(isReadableWallTime('12/12/2026', '18:30')).toBe(false);
    expect(isReadableWallTime('2026-12-12', 'evening')).toBe(false);
    expect(isReadableWallTime('2026-12-12', '18:30')).toBe(true);
    expect(isReadableWallTime('2026-12-12', '')).toBe(true);
  });
});

describe('iCalendar text', () => {
  it('writes UTC date-times in the basic format', () => {
    expect(formatUtcDateTime(new Date('2026-12-12T17:30:00.000Z'))).toBe('20261212T173000Z');
  });

  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'è'.repeat(80)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(line);
  });
});

describe('buildCalendarFile', () => {
  it('writes one VEVENT with CRLF line ends, a UID, UTC times and escaped text', () => {
    const text = buildCalendarFile(
      entry({ summary: 'Calcetto; finale, 5 vs 5', description: 'Porta:\nscarpe da ginnastica' }),
      'Campo',
    );

    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:event-e7e471000000000000000001@campo.test');
    expect(lines).toContain('DTSTAMP:20261112T093005Z');
    expect(lines).toContain('DTSTART:20261212T173000Z');
    expect(lines).toContain('DTEND:20261212T200000Z');
    expect(lines).toContain('SUMMARY:Calcetto\\; finale\\, 5 vs 5');
    expect(lines).toContain('DESCRIPTION:Porta:\\nscarpe da ginnastica');
    expect(lines).toContain('LOCATION:Via dei Mille 12\\, 20129 Milano MI');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });
});

describe('myEventCalendarEntry', () => {
  it('turns the registered event into an entry: Rome times in UTC, description as plain text', () => {
    const event = buildMyEventDetail({
      name: 'Torneo di calcetto',
      startDate: '2026-12-12',
      startTime: '18:30',
      endDate: '2026-12-13',
      endTime: '12:00',
      description: '<p>Quadrangolare <strong>aperto</strong></p><script>alert(1)</script>',
    });

    const calendar = myEventCalendarEntry(event, new Date('2026-11-12T09:30:00.000Z'));

    expect(calendar).toMatchObject({
      uid: `${event._id}@campo`,
      summary: 'Torneo di calcetto',
      location: event.location.address,
      url: event.shareUrl,
    });
    expect(calendar?.start.toISOString()).toBe('2026-12-12T17:30:00.000Z');
    expect(calendar?.end.toISOString()).toBe('2026-12-13T11:00:00.000Z');
    expect(calendar?.description).toBe('Quadrangolare aperto');
  });

  it('lasts an hour when the stated end is not after the start', () => {
    const event = buildMyEventDetail({
      startDate: '2026-12-12',
      startTime: '18:30',
      endDate: '2026-12-12',
      endTime: '',
    });
    const calendar = myEventCalendarEntry(event, new Date('2026-11-12T09:30:00.000Z'));
    expect(calendar?.end.toISOString()).toBe('2026-12-12T18:30:00.000Z');
  });

  it('names the file after the event', () => {
    expect(calendarFileName('Più forte: Torneo di Calcetto 2026!')).toBe('piu-forte-torneo-di-calcetto-2026.ics');
  });
});

describe('htmlToPlainText', () => {
  it('keeps one line per block and drops scripts and styles', () => {
    expect(
      htmlToPlainText('<h2>Programma</h2><p>Ritrovo alle <b>9</b>,<br>partenza alle 10</p><style>p{}</style>'),
    ).toBe('Programma\nRitrovo alle 9,\npartenza alle 10');
  });
});
