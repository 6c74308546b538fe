import { colourName } from './colourName';

describe('colourName', () => {
  it.each([
    ['#ef6c00', 'orange'],
    ['#f08c1a', 'orange'],
    ['#d32f2f', 'red'],
    ['#ff0000', 'red'],
    ['#6d4c41', 'brown'],
    ['#fdd835', 'yellow'],
    ['#2e7d32', 'green'],
    ['#4fc3f7', 'lightBlue'],
    ['#1565c0', 'blue'],
    ['#0d1b5e', 'blue'],
    ['#7b1fa2', 'purple'],
    ['#ec407a', 'pink'],
    ['#000000', 'black'],
    ['#9e9e9e', 'grey'],
    ['#ffffff', 'white'],
    ['#FFF', 'white'],
  ])('reads %s as %s', (hex, name) => {
    expect(colourName(hex)).toBe(name);
  });

  it('answers null for what is not a hex colour', () => {
    expect(colourName('blu')).toBeNull();
    expect(colourName('#12345')).toBeNull();
  });
});
