import type { CartLine } from '../../../api/wire';

export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The line as it reads with another quantity: total and stock flag follow, as the server computes them. */
export function lineWithQty(line: CartLine, qty: number): CartLine {
  return { ...line, qty, lineTotal: roundCents(line.price * qty), insufficientStock: qty > line.stock };
}

/**
 * Whether two readings of a line say the same, field by field (a line's fields are plain values; a field holding an
 * object would always differ, which only costs a render).
 */
export function sameLine(a: CartLine, b: CartLine): boolean {
  const keys = Object.keys(b) as (keyof CartLine)[];
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}
