import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Event dates and times are Italian wall-clock values (SPEC: Europe/Rome, daylight saving included). */
export const EVENT_TIME_ZONE = 'Europe/Rome';

/** `date` (YYYY-MM-DD) at `time` (HH:mm) as wall-clock text, or null when either is unreadable. */
function wallTime(date: string, time: string): string | null {
  const dateMatch = /^\d{4}-\d{2}-\d{2}/.exec(date);
  const timeMatch = /^(\d{1,2}):(\d{2})/.exec(time || '00:00');
  if (!dateMatch || !timeMatch) return null;
  return `${dateMatch[0]} ${timeMatch[1].padStart(2, '0')}:${timeMatch[2]}`;
}

/**
 * Whether `date` and `time` can be read as a wall-clock moment. It does no time-zone work, so a render can ask it:
 * the first time-zone conversion of a page costs about 20 ms (the zone's rules are loaded).
 */
export function isReadableWallTime(date: string, time: string): boolean {
  return wallTime(date, time) !== null;
}

/** The instant of `date` (YYYY-MM-DD) at `time` (HH:mm) in Rome, or null when either is unreadable. */
export function romeWallTimeToDate(date: string, time: string): Date | null {
  const wall = wallTime(date, time);
  if (!wall) return null;
  const instant = dayjs.tz(wall, 'YYYY-MM-DD HH:mm', EVENT_TIME_ZONE);
  return instant.isValid() ? instant.toDate() : null;
}
