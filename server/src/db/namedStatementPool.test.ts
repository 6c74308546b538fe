import { sql } from 'kysely';
import type pg from 'pg';
import { createTestDatabase, secondConnection } from '../testing/testDb';
import { namedStatementPool } from './namedStatementPool';

type Sent = string | { name: string; text: string; values: unknown[] };

/** A pg.Pool stand-in that records what each query sends and answers from `answer`. */
function recordingPool(answer: (sent: Sent) => unknown = () => ({ rows: [] })) {
  const sent: Sent[] = [];
  const pool = {
    connect: async () => ({
      query: async (textOrConfig: Sent) => {
        sent.push(textOrConfig);
        const result = answer(textOrConfig);
        if (result instanceof Error) throw result;
        return result;
      },
      release: () => undefined,
    }),
    end: async () => undefined,
  };
  return { pool: pool as unknown as pg.Pool, sent };
}

const stalePlan = () => Object.assign(new Error('cached plan must not change result type'), { code: '0A000' });
const SELECT = 'select "id" from "users" where "id" = $1';

describe('namedStatementPool', () => {
  it('names each parameterised data query by its text, the same name on every connection', async () => {
    const { pool, sent } = recordingPool();
    const named = namedStatementPool(pool);
    const first = await named.connect();
    const second = await named.connect();
    await first.query(SELECT, ['a']);
    await second.query(SELECT, ['b']);
    await first.query('update "users" set "first_name" = $1', ['Mario']);
    expect(sent).toEqual([
      { name: 'campo_1', text: SELECT, values: ['a'] },
      { name: 'campo_1', text: SELECT, values: ['b'] },
      { name: 'campo_2', text: 'update "users" set "first_name" = $1', values: ['Mario'] },
    ]);
  });

  it('sends statements without values, DDL and transaction commands unnamed', async () => {
    const { pool, sent } = recordingPool();
    const client = await namedStatementPool(pool).connect();
    await client.query('select 1', []);
    await client.query('create table t (id text)', []);
    await client.query('begin', []);
    expect(sent).toEqual(['select 1', 'create table t (id text)', 'begin']);
  });

  it('stops naming new texts at the limit and runs the rest unnamed', async () => {
    const { pool, sent } = recordingPool();
    const client = await namedStatementPool(pool, 1).connect();
    await client.query(SELECT, ['a']);
    await client.query('select "email" from "users" where "id" = $1', ['a']);
    await client.query(SELECT, ['b']);
    expect(sent[1]).toBe('select "email" from "users" where "id" = $1');
    expect(sent[2]).toEqual({ name: 'campo_1', text: SELECT, values: ['b'] });
  });

  it('parses a statement whose table changed shape again under a new name, and runs it again outside a transaction', async () => {
    let fail = true;
    const { pool, sent } = recordingPool((query) =>
      fail && typeof query !== 'string' ? ((fail = false), stalePlan()) : { rows: [{ id: 'a' }] },
    );
    const client = await namedStatementPool(pool).connect();
    await expect(client.query(SELECT, ['a'])).resolves.toEqual({ rows: [{ id: 'a' }] });
    expect(sent).toEqual([
      { name: 'campo_1', text: SELECT, values: ['a'] },
      { name: 'campo_2', text: SELECT, values: ['a'] },
    ]);
  });

  it('inside a transaction fails that transaction once and uses the new name after it', async () => {
    let fail = true;
    const { pool, sent } = recordingPool((query) =>
      fail && typeof query !== 'string' ? ((fail = false), stalePlan()) : { rows: [] },
    );
    const client = await namedStatementPool(pool).connect();
    await client.query('begin', []);
    await expect(client.query(SELECT, ['a'])).rejects.toThrow('cached plan must not change result type');
    await client.query('rollback', []);
    await client.query(SELECT, ['a']);
    expect(sent).toEqual([
      'begin',
      { name: 'campo_1', text: SELECT, values: ['a'] },
      'rollback',
      { name: 'campo_2', text: SELECT, values: ['a'] },
    ]);
  });

  it('passes other errors through unchanged', async () => {
    const { pool, sent } = recordingPool(() => Object.assign(new Error('duplicate key'), { code: '23505' }));
    const client = await namedStatementPool(pool).connect();
    await expect(client.query(SELECT, ['a'])).rejects.toThrow('duplicate key');
    expect(sent).toHaveLength(1);
  });
});

// The same against a real server: these run in CI's PostgreSQL pass (DATABASE_URL set).
if (process.env.DATABASE_URL) {
  describe('namedStatementPool on PostgreSQL', () => {
    it('keeps a parsed statement on the connection and still answers after another instance adds a column', async () => {
      const database = await createTestDatabase();
      const other = await secondConnection(database);
      try {
        await database.db.insertInto('specialities').values({ id: 's1', title: 'Calcio' }).execute();
        const read = () => database.db.selectFrom('specialities').selectAll().where('id', '=', 's1').execute();
        await database.db.transaction().execute(async (trx) => {
          await trx.selectFrom('specialities').selectAll().where('id', '=', 's1').execute();
          const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
          expect(prepared.rows.map((row) => row.statement)).toContainEqual(
            expect.stringContaining('from "specialities"'),
          );
        });
        expect(await read()).toEqual([expect.not.objectContaining({ colour: null })]);
        await sql`alter table specialities add column colour text`.execute(other.db);
        expect(await read()).toEqual([expect.objectContaining({ id: 's1', title: 'Calcio', colour: null })]);
      } finally {
        await other.close();
        await database.close();
      }
    });
  });
}
