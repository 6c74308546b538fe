// Throughput of the events list route (GET /api/user/events, a logged-in user, a database of SEEDED_EVENTS events)
// next to a bare Fastify route, both through app.inject in the same process. Run by events.mjs with tsx; prints
// one JSON line. The figures are reported, never asserted.
import Fastify from 'fastify';
import { eventWorld, insertEvent, loggedInUser } from '../../server/src/modules/events/testing/eventFixtures';
import { createTestApp } from '../../server/src/testing/testApp';

const SEEDED_EVENTS = 200;
const WARM_UP_REQUESTS = 30;
const MEASURED_REQUESTS = 400;
/** Each measurement stops early after this long, so a slow machine still finishes. */
const TIME_LIMIT_MS = 15000;

interface Throughput {
  requests: number;
  seconds: number;
  perSecond: number;
  failures: number;
}

async function measure(send: () => Promise<{ statusCode: number }>): Promise<Throughput> {
  for (let index = 0; index < WARM_UP_REQUESTS; index += 1) await send();
  let requests = 0;
  let failures = 0;
  const started = performance.now();
  while (requests < MEASURED_REQUESTS && performance.now() - started < TIME_LIMIT_MS) {
    const response = await send();
    if (response.statusCode !== 200) failures += 1;
    requests += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  return { requests, seconds, perSecond: requests / seconds, failures };
}

async function main() {
  const t = await createTestApp();
  try {
    const world = await eventWorld(t);
    const user = await loggedInUser(t);
    for (let index = 0; index < SEEDED_EVENTS; index += 1) {
      await insertEvent(world.db, {
        associationId: world.associationId,
        specialityId: world.specialityId,
        name: `Evento ${index + 1}`,
        startOffset: (index % 60) - 10,
        lat: 45.4642 + (index % 20) / 100,
        lng: 9.19 + (index % 15) / 100,
      });
    }
    const eventsList = await measure(() =>
      t.api({ method: 'GET', url: '/api/user/events', query: { offset: '0', limit: '3' }, headers: user.headers }),
    );

    const bare = Fastify({ logger: false });
    bare.get('/bare', async () => ({ message: 'ok', data: [], total: 0 }));
    await bare.ready();
    const bareRoute = await measure(() => bare.inject({ method: 'GET', url: '/bare' }));
    await bare.close();

    console.info(
      JSON.stringify({
        seededEvents: SEEDED_EVENTS,
        database: t.config.databaseUrl ? 'postgres' : 'sqlite',
        eventsList,
        bareRoute,
      }),
    );
  } finally {
    await t.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
