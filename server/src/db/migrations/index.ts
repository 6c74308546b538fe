import type { Migration } from 'kysely';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_event_payments';
import * as m0003 from './0003_sessions_and_throttles';

// Static list (no file-system scan), so bundlers and tsx see the same set. Append only; names sort in order.
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_event_payments': m0002,
  '0003_sessions_and_throttles': m0003,
};
