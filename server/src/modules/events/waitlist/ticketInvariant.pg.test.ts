import { ticketInvariantScenario } from './testing/ticketInvariantScenario';

// Runs only with DATABASE_URL (PostgreSQL): the event row lock (lockEvent) is what keeps the counts right there.
describe('ticket counts over buy, cancel, refund, offer, expiry, accept and capacity changes (PostgreSQL)', () => {
  ticketInvariantScenario();
});
