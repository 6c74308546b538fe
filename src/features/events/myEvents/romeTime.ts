// Event dates and times are Italian wall-clock values (Europe/Rome); calendars want the UTC instant.

const EVENT_TIME_ZONE = 'Europe/Rome';

const romeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: EVENT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Rome is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function romeOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(romeParts.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - instant) / 60000);
}

/**
 * The instant of `date` (YYYY-MM-DD) at `time` (HH:mm) in Rome, or null when either is unreadable. Near a daylight
 * saving switch the offset is checked twice, so the answer is the one Rome's clocks really show.
 */
export function romeWallTimeToDate(date: string, time: string): Date | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  const timeMatch = /^(\d{1,2}):(\d{2})/.exec(time || '00:00');
  if (!dateMatch || !timeMatch) return null;
  const wall = Date.UTC(
    Number(dateMatch[1]),
    Number(dateMatch[2]) - 1,
    Number(dateMatch[3]),
    Number(timeMatch[1]),
    Number(timeMatch[2]),
  );
  if (Number.isNaN(wall)) return null;
  const firstGuess = wall - romeOffsetMinutes(wall) * 60000;
  return new Date(wall - romeOffsetMinutes(firstGuess) * 60000);
}
