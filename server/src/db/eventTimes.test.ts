import { eventInstant } from './eventTimes';

describe('eventInstant (Europe/Rome wall clock to UTC)', () => {
  it('uses CET in winter and CEST in summer', () => {
    expect(eventInstant('2026-01-15', '10:00')).toBe('2026-01-15T09:00:00.000Z');
    expect(eventInstant('2026-07-01', '10:00')).toBe('2026-07-01T08:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    expect(eventInstant('2026-03-29', '12:00')).toBe('2026-03-29T10:00:00.000Z');
    expect(eventInstant('2026-10-25', '12:00')).toBe('2026-10-25T11:00:00.000Z');
  });

  it('rejects malformed input', () => {
    expect(() => eventInstant('29/03/2026', '12:00')).toThrow('Bad event date or time');
  });
});
