// Cart benchmark for `npm run bench` (target `cart`): the /my/cart page with 300 lines in the real store, one
// quantity click, what rendered again and the click's scripting time. Figures are reported, never asserted; the
// goals (1 line, under one 16.7 ms frame) are printed beside them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPart } from './runPart.mjs';

const FRAME_MS = 16.7;
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** The cart benchmark as lines of text. */
export async function benchCart() {
  const result = runPart('cartRender.bench.tsx');
  const { rendered } = result;
  return [
    `cart page, ${result.lines} lines in the getCart cache entry (entity adapter), jsdom, production React, ` +
      `medians of ${result.rounds} rounds:`,
    `  one quantity click re-rendered ${rendered.CartLineRow} of ${result.rows} line rows (goal 1), ` +
      `the totals ${rendered.CartTotals} time(s), the page ${rendered.CartPage} time(s); the line shows ${result.quantityShownAfterClick}`,
    // Scripting time is what the main thread spends running code: the process's CPU time. Wall time also holds
    // the waits for a core on a shared machine.
    `  scripting time of one click (optimistic update + render), CPU time: median ${ms(result.clickCpuMedianMs)} ` +
      `over ${result.clickRuns} clicks (goal under one ${FRAME_MS} ms frame: ${result.clickCpuMedianMs < FRAME_MS ? 'met' : 'missed'})`,
    `  wall time of the same clicks: median ${ms(result.clickWithRenderMedianMs)} (includes waiting for a core)`,
    `  first render of the 300 lines: ${ms(result.mountMs)}`,
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const line of await benchCart()) console.info(line);
}
