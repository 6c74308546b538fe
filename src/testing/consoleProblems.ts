import { format } from 'node:util';

// A warning is a failing test: React (act(), keys, DOM nesting, ...) and react-redux (a selector that returns a new
// object or the root state) report through console.error and console.warn, and so does the app's logger. Every
// call fails the test it happened in, unless the test expected it with `allowConsoleMessages`.

let allowed: RegExp[] = [];

// Redux Toolkit's development checks report how long they took on a slow machine: a timing, not a behaviour, so it
// never fails a test (a test never asserts on wall-clock time).
const TIMING_REPORTS: readonly RegExp[] = [
  /^(ImmutableStateInvariantMiddleware|SerializableStateInvariantMiddleware) took \d+ms/,
];
let problems: string[] = [];

/** The two reports of a render error an error boundary caught: React's and the app's logger's. */
export const CAUGHT_RENDER_ERROR: readonly RegExp[] = [
  /The above error occurred in (the <\w+> component|one of your React components)/,
  /^\[campo\] route render failed/,
];

/**
 * For a test that provokes an error on purpose (a render-error boundary, a failed download): console.error and
 * console.warn messages matching one of `patterns` are expected and kept quiet; anything else still fails. Reset
 * after each test.
 */
export function allowConsoleMessages(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

/** Records every console.error and console.warn call until `takeConsoleProblems`; the failure prints them. */
function record(level: 'error' | 'warn') {
  return (...args: unknown[]) => {
    const message = format(...args);
    if (![...TIMING_REPORTS, ...allowed].some((pattern) => pattern.test(message)))
      problems.push(`console.${level}: ${message}`);
  };
}

export function watchConsole(): void {
  console.error = record('error');
  console.warn = record('warn');
}

/** The problems of the test that just ended (and forgets them and its allowances). */
export function takeConsoleProblems(): string[] {
  const found = problems;
  problems = [];
  allowed = [];
  return found;
}
