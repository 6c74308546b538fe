import type { CartLine } from '../../../api/wire';

export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The line as it reads with another quantity: total and stock flag follow, as the server computes them. */
export function lineWithQty(line: CartLine, qty: number): CartLine {
  return { ...line, qty, lineTotal: roundCents(line.price * qty), insufficientStock: qty > line.stock };
}
