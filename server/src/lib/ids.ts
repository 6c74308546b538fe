import { randomBytes } from 'node:crypto';

// ObjectId layout: 4 bytes of seconds, 5 random bytes fixed per process, 3 bytes of counter.
// The counter starts in the lower half of its range so it cannot wrap within one process
// unless more than 8 million ids are made in the same second, which keeps ids strictly ordered.
const processRandom = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3) & 0x7fffff;

export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000);
  counter = (counter + 1) & 0xffffff;
  return seconds.toString(16).padStart(8, '0') + processRandom + counter.toString(16).padStart(6, '0');
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** The instant an id was made, to the second. */
export function idTimestamp(id: string): Date {
  return new Date(parseInt(id.slice(0, 8), 16) * 1000);
}
