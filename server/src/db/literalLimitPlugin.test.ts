import { sql } from 'kysely';
import { connectDatabase, type DatabaseHandle } from './connect';
import type { Db } from './database';

describe('literalLimitPlugin (SQLite)', () => {
  let handle: DatabaseHandle;
  let db: Db;

  beforeAll(async () => {
    handle = await connectDatabase({ sqliteFile: ':memory:' });
    db = handle.db;
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    await sql`insert into items (name) values ('a'), ('b'), ('c'), ('d')`.execute(db);
  });
  afterAll(() => handle.close());

  // Kysely's table types do not know this test table.
  const items = () =>
    db
      .selectFrom(sql`items`.as('items'))
      .select(sql<string>`name`.as('name'))
      .orderBy(sql`id`);

  it('writes an integer limit into the SQL and keeps the offset a parameter', () => {
    const compiled = items().limit(2).offset(1).compile();
    expect(compiled.sql).toMatch(/limit 2 offset \?$/);
    expect(compiled.parameters).toEqual([1]);
  });

  it('answers each page size as a bound limit did', async () => {
    for (const [limit, offset, names] of [
      [2, 0, ['a', 'b']],
      [3, 1, ['b', 'c', 'd']],
      [1, 3, ['d']],
    ] as const) {
      expect((await items().limit(limit).offset(offset).execute()).map((row) => row.name)).toEqual(names);
    }
  });

  it('leaves a limit that is not a safe integer to the driver', () => {
    expect(
      items()
        .limit(sql<number>`1 + 1`)
        .compile().sql,
    ).toMatch(/limit 1 \+ 1$/);
    expect(items().limit(2.5).compile()).toMatchObject({ parameters: [2.5] });
  });
});
