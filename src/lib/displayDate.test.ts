import { displayDateToWire } from './displayDate';
import { parseDisplayDate } from './parseDate';

it.each([
  ['05/03/2024', '2024-03-05'],
  [' 29/02/2024 ', '2024-02-29'],
  ['31/12/1999', '1999-12-31'],
])('reads %p as %p', (typed, wire) => {
  expect(displayDateToWire(typed)).toBe(wire);
});

it.each(['31/02/2024', '29/02/2023', '00/01/2024', '10/13/2024', '1/2/2024', '05/03/24', '2024-03-05', ''])(
  'refuses %p',
  (typed) => {
    expect(displayDateToWire(typed)).toBeNull();
  },
);

it('gives the forms a dayjs of the same day, or an invalid one', () => {
  expect(parseDisplayDate('05/03/2024').format('YYYY-MM-DD')).toBe('2024-03-05');
  expect(parseDisplayDate('31/04/2024').isValid()).toBe(false);
});
