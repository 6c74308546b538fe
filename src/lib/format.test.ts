import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { formatDate, formatDateAndTime, formatDateTime, formatEuro, formatNumber } from './format';

describe('formatters', () => {
  it('formats euro the German way with 2 decimals', () => {
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatEuro(0)).toBe('0,00\u00a0€');
    expect(formatEuro(19.999)).toBe('20,00\u00a0€');
  });

  it('writes euro exactly as the de-DE Intl formatter does, rounding the decimal half away from zero', () => {
    const intl = new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const special = [
      0,
      -0,
      1.005,
      0.125,
      -0.004,
      0.995,
      9.995,
      999.995,
      999999.995,
      -1234.567,
      1e6,
      12345678.905,
      1e-7,
      5e21,
      0.1 + 0.2,
    ];
    // A fixed pseudo-random walk over several magnitudes, with cents, half cents and long fractions.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const sampled = Array.from({ length: 20000 }, (_, index) => {
      const magnitude = 10 ** (index % 9);
      const value = next() * magnitude;
      const shaped =
        index % 3 === 0 ? Math.round(value * 1000) / 1000 : index % 3 === 1 ? Math.round(value * 200) / 200 : value;
      return index % 4 === 0 ? -shaped : shaped;
    });
    for (const amount of [...special, ...sampled, NaN, Infinity, -Infinity]) {
      expect([amount, formatEuro(amount)]).toEqual([amount, intl.format(amount)]);
    }
  });

  it('reads and writes dates exactly as dayjs does, in either language', () => {
    const inputs: (string | number | Date)[] = [
      '2026-11-02',
      '2026-03-29',
      '2026-10-25T02:30',
      '2026-10-25 02:30:15',
      '2026-12-31T23:59:59.999',
      '2026-11-23T22:15:00Z',
      '2026-11-23T22:15:00.000+01:00',
      '2026-11-23T22:15:00z',
      '20261123',
      '2026/11/23',
      '2026-1-5',
      '2026-11',
      '2026',
      'not a date',
      '2026-13-45',
      'T12:00',
      0,
      1795000000000,
      -86400000,
      new Date(2027, 0, 31, 0, 0),
      new Date(Number.NaN),
    ];
    // Every hour of a day across a daylight-saving change, and the first of each month.
    for (let hour = 0; hour < 48; hour += 1) inputs.push(new Date(2026, 2, 28, hour, 7));
    for (let month = 0; month < 12; month += 1) inputs.push(`2026-${String(month + 1).padStart(2, '0')}-01`);
    for (const locale of ['it', 'en']) {
      dayjs.locale(locale);
      for (const input of inputs) {
        const reference = dayjs(input);
        expect([input, formatDate(input)]).toEqual([input, reference.isValid() ? reference.format('DD/MM/YYYY') : '']);
        expect([input, formatDateTime(input)]).toEqual([
          input,
          reference.isValid() ? reference.format('DD/MM/YYYY hh:mm A') : '',
        ]);
        for (const time of ['18:30', '00:05', '12:00', '7:45', '']) {
          const expected = !reference.isValid()
            ? ''
            : time
              ? reference
                  .hour(Number(time.split(':')[0]))
                  .minute(Number(time.split(':')[1]))
                  .format('DD/MM/YYYY hh:mm A')
              : reference.format('DD/MM/YYYY');
          expect([input, time, formatDateAndTime(input, time)]).toEqual([input, time, expected]);
        }
      }
    }
    dayjs.locale('en');
  });

  it('formats dates as DD/MM/YYYY', () => {
    expect(formatDate('2026-11-02')).toBe('02/11/2026');
    expect(formatDate(new Date(2027, 0, 31))).toBe('31/01/2027');
  });

  it('formats date-times as DD/MM/YYYY hh:mm A', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 15, 5))).toBe('22/11/2026 03:05 PM');
    expect(formatDateTime(new Date(2026, 10, 22, 9, 30))).toBe('22/11/2026 09:30 AM');
  });

  it("formats an event's calendar date and HH:mm time together as DD/MM/YYYY hh:mm A", () => {
    expect(formatDateAndTime('2026-12-12', '18:30')).toBe('12/12/2026 06:30 PM');
    expect(formatDateAndTime('2026-03-29', '00:05')).toBe('29/03/2026 12:05 AM');
    expect(formatDateAndTime('2026-12-12', '')).toBe('12/12/2026');
    expect(formatDateAndTime(null, '18:30')).toBe('');
  });

  it('gives an empty text for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('formats plain numbers in the reading language', () => {
    expect(formatNumber(12345.5, 'it')).toBe('12.345,5');
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
  });
});
