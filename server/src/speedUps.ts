/**
 * The server's speed-ups that `npm run bench -- diagnose speed-ups` turns off one at a time to measure what each
 * buys (docs/PERFORMANCE.md, "Speed-ups and what they buy"). Only the bench sets `CAMPO_SPEEDUPS_OFF` (names
 * separated by commas); it is not a product setting, and without it every speed-up is on.
 */
export type SpeedUp =
  | 'eventCaches'
  | 'chatCaches'
  | 'chatListCache'
  | 'cartCache'
  | 'profileCache'
  | 'orderCache'
  | 'arrayRows'
  | 'literalLimit'
  | 'namedStatements'
  | 'pageData'
  | 'compressedCopies';

export function speedUpOn(name: SpeedUp, env: NodeJS.ProcessEnv = process.env): boolean {
  return !(env.CAMPO_SPEEDUPS_OFF ?? '').split(',').includes(name);
}
