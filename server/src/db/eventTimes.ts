// Event dates and times are wall-clock values in Italy; starts_at / ends_at store them as instants.
const EVENT_TIME_ZONE = 'Europe/Rome';

const romeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function romeOffsetMs(instant: number): number {
  const parts = Object.fromEntries(romeParts.formatToParts(instant).map((p) => [p.type, p.value]));
  const wallClockAsUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wallClockAsUtc - Math.floor(instant / 1000) * 1000;
}

/** 'YYYY-MM-DD' + 'HH:mm' in Europe/Rome to an ISO UTC instant. */
export function eventInstant(date: string, time: string): string {
  const wallClock = Date.parse(`${date}T${time}:00.000Z`);
  if (Number.isNaN(wallClock)) throw new Error(`Bad event date or time: ${date} ${time}`);
  // Two passes settle the offset on DST change days.
  let instant = wallClock - romeOffsetMs(wallClock);
  instant = wallClock - romeOffsetMs(instant);
  return new Date(instant).toISOString();
}
