const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the UTC calendar day `offsetDays` from `now`. */
export function dayFrom(now: Date, offsetDays: number): string {
  return new Date(now.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO instant `days` (fractional allowed) before `now`. */
export function ago(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/** ISO instant `minutes` after an ISO instant. */
export function plusMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

export function earlier(a: string, b: string): string {
  return a < b ? a : b;
}

/** 'HH:mm' plus minutes, capped at 23:30 so an event never runs past midnight. */
export function addToTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = Math.min(h * 60 + m + minutes, 23 * 60 + 30);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
