import { ticketInvariantScenario } from './testing/ticketInvariantScenario';

// On SQLite; ticketInvariant.pg.test.ts runs the same scenario on PostgreSQL.
describe('ticket counts over buy, cancel, refund, offer, expiry, accept and capacity changes (SQLite)', () => {
  ticketInvariantScenario();
});
