// The hot queries of the events list and detail routes as the server runs them (captured through Kysely's log
// on the real modules), with the database's plan for each: SQLite's EXPLAIN QUERY PLAN on a seeded DATA_DIR, or
// PostgreSQL's EXPLAIN when DATABASE_URL is set. Run by apiScale.mjs with tsx; prints one JSON line.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery, type Dialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../server/src/db/database';
import { campoPgTypes } from '../../server/src/db/pgTypes';
import { storageValuesPlugin } from '../../server/src/db/storageValuesPlugin';
import { getEventDetail } from '../../server/src/modules/events/eventDetail';
import { listEvents } from '../../server/src/modules/events/eventList';
import { toListFilters } from '../../server/src/modules/events/listQuery';

interface Plan {
  route: string;
  sql: string;
  plan: string[];
}

type Explain = (query: CompiledQuery) => Promise<string[]>;

/** The dialect the modules run on and how to explain a captured query there. */
function planner(dataDir: string): { dialect: Dialect; explain: Explain } {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 1,
      types: campoPgTypes(pg.types),
      options: '-c TimeZone=UTC',
    });
    return {
      dialect: new PostgresDialect({ pool }),
      explain: async (query) => {
        const result = await pool.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (COSTS OFF) ${query.sql}`,
          query.parameters as unknown[],
        );
        return result.rows.map((row) => row['QUERY PLAN'].trim());
      },
    };
  }
  const sqlite = new SQLite(path.join(dataDir, 'campo.sqlite'), { readonly: true });
  return {
    dialect: new SqliteDialect({ database: sqlite }),
    explain: async (query) => {
      const rows = sqlite.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...(query.parameters as unknown[])) as {
        detail: string;
      }[];
      return rows.map((row) => row.detail);
    },
  };
}

async function main() {
  const { dialect, explain: planOf } = planner(process.argv[2]);
  const captured: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect,
    plugins: [storageValuesPlugin()],
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'mario@campo.test')
    .executeTakeFirstOrThrow();
  const now = new Date();
  const plans: Plan[] = [];
  const explain = async (route: string) => {
    for (const query of captured.splice(0)) plans.push({ route, sql: query.sql, plan: await planOf(query) });
  };
  captured.length = 0;
  const firstPage = await listEvents(db, user.id, toListFilters({}, 10), now);
  await explain('GET /api/user/events (first page)');
  await listEvents(db, user.id, toListFilters({ offset: 3000, limit: 10 }, 10), now);
  await explain('GET /api/user/events?offset=3000 (ended range)');
  await getEventDetail(db, firstPage.items[0]._id, user.id, 'http://localhost', now);
  await explain('GET /api/user/event/{id}');
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
