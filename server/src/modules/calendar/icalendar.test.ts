import { calendarFeed } from './calendarFeed';
import type { FeedEvent } from './feedEvents';
import { fold, text } from './icalendar';
import { componentsNamed, parseICalendar, property } from './testing/strictICalendar';

const EVENT: FeedEvent = {
  id: '65f000000000000000000001',
  name: 'Derby',
  address: 'San Siro',
  startDate: '2026-11-22',
  startTime: '18:00',
  endDate: '2026-11-22',
  endTime: '20:00',
  descriptionHtml: '<p>Partita.</p>',
  sequence: 3,
  updatedAt: '2026-11-01T10:00:00.000Z',
  tickets: 1,
  cancelled: false,
};
const context = {
  language: 'it' as const,
  publicUrl: 'https://campo.example',
  now: new Date('2026-11-02T08:00:00.000Z'),
};

describe('the iCalendar writer', () => {
  it('folds at 75 octets without cutting a UTF-8 character, each continuation starting with one space', () => {
    const line = `SUMMARY:${'è'.repeat(60)}`;
    const folded = fold(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const piece of folded) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((piece) => piece.startsWith(' ') && !piece.startsWith('  '))).toBe(true);
    expect(
      folded[0] +
        folded
          .slice(1)
          .map((piece) => piece.slice(1))
          .join(''),
    ).toBe(line);
  });

  it('escapes text values', () => {
    expect(text('a,b;c\\d\r\ne\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('writes STATUS:CANCELLED for a cancelled event, and the sequence it is given', () => {
    const calendar = parseICalendar(calendarFeed([{ ...EVENT, cancelled: true }], context));
    const [entry] = componentsNamed(calendar, 'VEVENT');
    expect([
      property(entry, 'STATUS').value,
      property(entry, 'SEQUENCE').value,
      property(entry, 'DTSTAMP').value,
    ]).toEqual(['CANCELLED', '3', '20261102T080000Z']);
  });
});

describe('the strict reader used by the tests', () => {
  const good = calendarFeed([EVENT], context);
  it.each([
    ['bare LF line endings', good.replace(/\r\n/g, '\n')],
    ['a line over 75 octets', good.replace('SUMMARY:Derby', `SUMMARY:${'x'.repeat(80)}`)],
    ['an unbalanced END', good.replace('END:VALARM', 'END:VEVENT')],
  ])('refuses %s', (_case, source) => {
    expect(() => parseICalendar(source)).toThrow();
  });
});
