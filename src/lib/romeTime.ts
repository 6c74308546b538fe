import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Event dates and times are Italian wall-clock values (SPEC: Europe/Rome, daylight saving included). */
export const EVENT_TIME_ZONE = 'Europe/Rome';

/** The instant of `date` (YYYY-MM-DD) at `time` (HH:mm) in Rome, or null when either is unreadable. */
export function romeWallTimeToDate(date: string, time: string): Date | null {
  const dateMatch = /^\d{4}-\d{2}-\d{2}/.exec(date);
  const timeMatch = /^(\d{1,2}):(\d{2})/.exec(time || '00:00');
  if (!dateMatch || !timeMatch) return null;
  const wall = `${dateMatch[0]} ${timeMatch[1].padStart(2, '0')}:${timeMatch[2]}`;
  const instant = dayjs.tz(wall, 'YYYY-MM-DD HH:mm', EVENT_TIME_ZONE);
  return instant.isValid() ? instant.toDate() : null;
}
