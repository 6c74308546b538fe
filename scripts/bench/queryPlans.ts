// The hot queries of the events list and detail routes as the server runs them (captured through Kysely's log
// on the real modules), with SQLite's EXPLAIN QUERY PLAN for each. Run by apiScale.mjs with tsx on a seeded
// DATA_DIR; prints one JSON line.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import type { Database } from '../../server/src/db/database';
import { StorageValuesPlugin } from '../../server/src/db/storageValuesPlugin';
import { getEventDetail } from '../../server/src/modules/events/eventDetail';
import { listEvents } from '../../server/src/modules/events/eventList';
import { toListFilters } from '../../server/src/modules/events/listQuery';

interface Plan {
  route: string;
  sql: string;
  plan: string[];
}

async function main() {
  const dataDir = process.argv[2];
  const sqlite = new SQLite(path.join(dataDir, 'campo.sqlite'), { readonly: true });
  const captured: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new StorageValuesPlugin()],
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  const user = await db.selectFrom('users').select('id').where('email', '=', 'mario@campo.test').executeTakeFirstOrThrow();
  const now = new Date();
  const plans: Plan[] = [];
  const explain = (route: string) => {
    for (const query of captured.splice(0)) {
      const rows = sqlite.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...(query.parameters as unknown[])) as { detail: string }[];
      plans.push({ route, sql: query.sql, plan: rows.map((row) => row.detail) });
    }
  };
  captured.length = 0;
  const firstPage = await listEvents(db, user.id, toListFilters({}, 10), now);
  explain('GET /api/user/events (first page)');
  await listEvents(db, user.id, toListFilters({ offset: 3000, limit: 10 }, 10), now);
  explain('GET /api/user/events?offset=3000 (ended range)');
  await getEventDetail(db, firstPage.items[0]._id, user.id, 'http://localhost', now);
  explain('GET /api/user/event/{id}');
  await db.destroy();
  console.info(JSON.stringify({ total: firstPage.total, plans }));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
