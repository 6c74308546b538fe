import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { cachingSqliteDatabase } from './statementCache';

function database() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table items (id integer primary key, name text not null)');
  sqlite.exec("insert into items (name) values ('a'), ('b'), ('c')");
  const prepare = jest.spyOn(sqlite, 'prepare');
  return { sqlite, prepare };
}

describe('cachingSqliteDatabase', () => {
  it('prepares each SQL text once and answers like a fresh statement', async () => {
    const { sqlite, prepare } = database();
    const db = new Kysely<{ items: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: cachingSqliteDatabase(sqlite) }),
    });
    for (const id of [1, 2, 3, 1]) {
      const row = await db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst();
      expect(row?.name).toBe(['a', 'b', 'c'][id - 1]);
    }
    await db.insertInto('items').values({ id: 4, name: 'd' }).execute();
    await db.insertInto('items').values({ id: 5, name: 'e' }).execute();
    expect(
      await db
        .selectFrom('items')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirst(),
    ).toEqual({ n: 5 });
    expect(prepare).toHaveBeenCalledTimes(3);
    await db.destroy();
  });

  it('hands out a fresh statement while the cached one is still iterating', () => {
    const { sqlite, prepare } = database();
    const cached = cachingSqliteDatabase(sqlite);
    const text = 'select name from items order by id';
    const iterating = (cached.prepare(text) as unknown as SQLite.Statement).iterate();
    expect(iterating.next().value).toEqual({ name: 'a' });
    const other = cached.prepare(text) as unknown as SQLite.Statement;
    expect(other.all()).toHaveLength(3);
    iterating.return?.();
    expect(cached.prepare(text)).not.toBe(other);
    expect(prepare).toHaveBeenCalledTimes(2);
    cached.close();
  });

  // What arrayRowStatement.ts buys (docs/PERFORMANCE.md, `arrayRows`): 6-18 % of the server's CPU per request on the
  // events list, detail, profile and products list.
  it('has better-sqlite3 hand over the rows of a read naming its columns as arrays, unless told not to', () => {
    const { sqlite } = database();
    const text = 'select id, name from items order by id';
    const raw = jest.spyOn(Object.getPrototypeOf(sqlite.prepare('select 1')) as SQLite.Statement, 'raw');
    const statement = cachingSqliteDatabase(sqlite).prepare(text) as unknown as SQLite.Statement;
    expect(raw).toHaveBeenCalledWith(true);
    expect(statement.all()).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ]);
    raw.mockClear();
    expect(
      (cachingSqliteDatabase(sqlite, { arrayRows: false }).prepare(text) as unknown as SQLite.Statement).all(),
    ).toHaveLength(3);
    expect(raw).not.toHaveBeenCalled();
    raw.mockRestore();
    sqlite.close();
  });

  it('keeps at most the given number of statements', () => {
    const { sqlite, prepare } = database();
    const cached = cachingSqliteDatabase(sqlite, { size: 2 });
    for (const text of ['select 1', 'select 2', 'select 3', 'select 1']) cached.prepare(text);
    expect(prepare).toHaveBeenCalledTimes(4);
    cached.prepare('select 3');
    expect(prepare).toHaveBeenCalledTimes(4);
    cached.close();
  });
});
