// Events benchmarks for `npm run bench`: the events list rendered from the real store (cards re-rendered by one
// favourite toggle, reducer time) and the events list route's throughput next to a bare Fastify route. Each part
// runs in its own Node process through tsx (TypeScript sources, a jsdom DOM for the render part) and prints one
// JSON line. Figures are reported, never asserted.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPart } from './runPart.mjs';

const ms = (value) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
const perSecond = (value) => `${Math.round(value).toLocaleString('en-GB')} req/s`;

function renderLines(result) {
  const { byId, memoCard, plain, reducer } = result;
  const row = (label, figures) =>
    `  ${label}: one favourite toggle re-rendered ${figures.rerenderedByOneToggle} of ${figures.cards} cards; ` +
    `toggle + render median ${ms(figures.toggleWithRenderMedianMs)}, mount ${ms(figures.mountMs)}`;
  return [
    `events list, ${result.events} normalised events in the store (getEvents cache entry, entity adapter), medians of 5 rounds:`,
    row('cards selecting their event by id (memo on the id)', byId),
    row('selectAll, cards memoised on their event (the product)', memoCard),
    row('selectAll, plain cards', plain),
    `  favourite toggle as a reducer update (updateQueryData, nothing rendered): median ${ms(reducer.medianMs)} ` +
      `over ${reducer.runs} runs`,
  ];
}

function throughputLines(result) {
  const { eventsList, bareRoute } = result;
  const describe = (label, figures) =>
    `  ${label}: ${perSecond(figures.perSecond)} (${figures.requests} requests in ${figures.seconds.toFixed(2)} s` +
    `${figures.failures ? `, ${figures.failures} not 200` : ''})`;
  return [
    `events list route through app.inject (${result.database}, ${result.seededEvents} events, logged-in user, sequential):`,
    describe('GET /api/user/events?limit=3', eventsList),
    describe('bare Fastify route, same run', bareRoute),
    `  the events route does ${((eventsList.perSecond / bareRoute.perSecond) * 100).toFixed(1)} % of the bare route's rate`,
  ];
}

/** The events benchmarks as lines of text. */
export async function benchEvents() {
  return [...renderLines(runPart('eventsRender.bench.tsx')), ...throughputLines(runPart('eventsThroughput.bench.ts'))];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const line of await benchEvents()) console.info(line);
}
