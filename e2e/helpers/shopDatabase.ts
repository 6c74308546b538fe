import path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';

/**
 * Writes straight to the database of the journeys' server (the SQLite file in its DATA_DIR, or E2E_DATABASE_URL),
 * for what no route does: a price that changes while a member is checking out.
 */
async function execute(sqlite: string, postgres: string, values: (string | number)[]): Promise<void> {
  const url = process.env.E2E_DATABASE_URL;
  if (url) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(postgres, values);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'campo.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(sqlite).run(...values);
  } finally {
    db.close();
  }
}

export const setVariantPrice = (variantId: string, price: number) =>
  execute(
    'update product_variants set price = ? where id = ?',
    'update product_variants set price = $1 where id = $2',
    [price, variantId],
  );

export const setEventCost = (eventId: string, cost: number) =>
  execute('update events set cost = ? where id = ?', 'update events set cost = $1 where id = $2', [cost, eventId]);

/** Leaves the event one ticket to sell (fewer in total, so the counts still add up): one purchase sells it out. */
export const leaveOneTicket = (eventId: string) =>
  execute(
    'update events set total_tickets = total_tickets - remaining_tickets + 1, remaining_tickets = 1 where id = ?',
    'update events set total_tickets = total_tickets - remaining_tickets + 1, remaining_tickets = 1 where id = $1',
    [eventId],
  );
