import { allowConsoleMessages, takeConsoleProblems } from './consoleProblems';

// setupTests.ts fails a test on what takeConsoleProblems returns; these tests take the problems themselves.

it('records a React warning and a react-redux one', () => {
  console.error('An update to %s inside a test was not wrapped in act(...).', 'EventsPage');
  console.warn('Selector selectSidebar returned a different result when called with the same parameters.');

  expect(takeConsoleProblems()).toEqual([
    'console.error: An update to EventsPage inside a test was not wrapped in act(...).',
    'console.warn: Selector selectSidebar returned a different result when called with the same parameters.',
  ]);
  expect(takeConsoleProblems()).toEqual([]);
});

it('lets a test expect the errors it provokes, and only those', () => {
  allowConsoleMessages(/render exploded/);
  console.error(new Error('render exploded'));
  console.error('Warning: Each child in a list should have a unique "key" prop.');

  expect(takeConsoleProblems()).toEqual([
    'console.error: Warning: Each child in a list should have a unique "key" prop.',
  ]);
});
