import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createTestDatabase } from '../testing/testDb';
import { connectDatabase, sqliteFileFor } from './connect';
import { newId } from '../lib/ids';

describe('connectDatabase', () => {
  it('puts the SQLite file at <dataDir>/campo.sqlite', () => {
    expect(sqliteFileFor('/srv/campo/data')).toBe('/srv/campo/data/campo.sqlite');
  });

  it('creates the SQLite folder and applies the durability pragmas', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'campo-connect-'));
    const file = join(dir, 'nested', 'deeper', 'campo.sqlite');
    const handle = await connectDatabase({ sqliteFile: file });
    try {
      expect(handle.dialect).toBe('sqlite');
      const pragma = async (name: string) =>
        Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(handle.db)).rows[0])[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('synchronous')).toBe(2); // FULL
      expect(existsSync(file)).toBe(true);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects a PostgreSQL schema name that is not a plain identifier', async () => {
    await expect(
      connectDatabase({ databaseUrl: 'postgres://u:p@127.0.0.1:1/x', pgSchema: 'a; drop table users' }),
    ).rejects.toThrow('Unsafe PostgreSQL schema name');
  });

  it('gives each test database its own isolated store', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      expect(first.dialect).toBe(process.env.DATABASE_URL ? 'postgres' : 'sqlite');
      await first.db.insertInto('specialities').values({ id: newId(), title: 'Calcio' }).execute();
      expect(await second.db.selectFrom('specialities').selectAll().execute()).toEqual([]);
      expect(await first.db.selectFrom('specialities').select('title').execute()).toEqual([{ title: 'Calcio' }]);
    } finally {
      await first.close();
      await second.close();
    }
    expect(existsSync(first.dataDir)).toBe(false);
  });

  it('writes an integer LIMIT into the SQL on SQLite only, where a bound one is planned again on every run', async () => {
    const handle = await createTestDatabase();
    try {
      const compiled = handle.db.selectFrom('events').select('id').limit(3).offset(6).compile();
      if (handle.dialect === 'sqlite')
        expect(compiled).toMatchObject({ sql: expect.stringMatching(/limit 3 offset \?$/), parameters: [6] });
      else expect(compiled).toMatchObject({ sql: expect.stringMatching(/limit \$1 offset \$2$/), parameters: [3, 6] });
    } finally {
      await handle.close();
    }
  });
});

// CI's PostgreSQL pass (DATABASE_URL set).
if (process.env.DATABASE_URL) {
  describe('connectDatabase on PostgreSQL', () => {
    // What namedStatementPool.ts buys (docs/PERFORMANCE.md, `namedStatements`): PostgreSQL parses and plans each query
    // once per connection.
    it('sends a data query with values as a named prepared statement, kept by its connection', async () => {
      const handle = await createTestDatabase();
      try {
        await handle.db.connection().execute(async (db) => {
          await db.selectFrom('specialities').select('title').where('id', '=', 'none').execute();
          const kept = await sql<{
            name: string;
          }>`select name from pg_prepared_statements where statement like '%from "specialities"%'`.execute(db);
          expect(kept.rows).toEqual([{ name: expect.stringMatching(/^campo_\d+$/) }]);
        });
      } finally {
        await handle.close();
      }
    });
  });
}
