import { createTestApp, type TestApp } from '../../../testing/testApp';
import { expectedTicketPriceOutcome, ticketPriceScenario } from './testing/priceHonoured';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://campo.example' });
  if (!t.database.postgres) throw new Error('ticketPrice.pg.test.ts needs DATABASE_URL');
});
afterAll(() => t.close());

it('on PostgreSQL, a changed ticket price is refused with the new quote and the confirmed total is charged', async () => {
  expect(await ticketPriceScenario(t)).toEqual(expectedTicketPriceOutcome);
});
