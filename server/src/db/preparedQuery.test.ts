import { createTestDatabase, type TestDatabase } from '../testing/testDb';
import { insertTestUser } from '../testing/testUsers';
import { inListSlots, inListValues, preparedQuery } from './preparedQuery';

let database: TestDatabase;
let users: { id: string; email: string }[];

beforeAll(async () => {
  database = await createTestDatabase();
  users = [];
  for (const firstName of ['Anna', 'Bruno', 'Carla']) users.push(await insertTestUser(database.db, { firstName }));
});
afterAll(() => database.close());

const byEmail = preparedQuery<{ email: string; changed: boolean }, { first_name: string }>((db, values) =>
  db
    .selectFrom('users')
    .select('first_name')
    .where('email', '=', values.email)
    .where('is_password_changed', '=', values.changed as unknown as number) // a boolean, as services write them
    .where('user_type', '=', 'user'),
);

describe('preparedQuery', () => {
  it('compiles once and runs with each call’s values', async () => {
    const compile = jest.fn();
    const counting = preparedQuery<{ email: string }, { first_name: string }>((db, values) => {
      compile();
      return db.selectFrom('users').select('first_name').where('email', '=', values.email);
    });
    const names = [];
    for (const user of [...users].reverse())
      names.push((await counting.execute(database.db, { email: user.email }))[0]?.first_name);
    expect(names).toEqual(['Carla', 'Bruno', 'Anna']);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(await counting.execute(database.db, { email: 'nobody@campo.test' })).toEqual([]);
    // A transaction shares its database's compiled queries.
    const inTransaction = await database.db
      .transaction()
      .execute((trx) => counting.execute(trx, { email: users[0].email }));
    expect(inTransaction).toEqual([{ first_name: 'Anna' }]);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('keeps the fixed values of the build and writes booleans as stored values', async () => {
    expect(await byEmail.execute(database.db, { email: users[1].email, changed: false })).toEqual([
      { first_name: 'Bruno' },
    ]);
    expect(await byEmail.execute(database.db, { email: users[1].email, changed: true })).toEqual([]);
  });

  it('compiles each shape apart (an in list of a given length)', async () => {
    const build = jest.fn();
    const someOf = preparedQuery<Record<string, string>, { first_name: string }>((db, values, shape) => {
      build(shape);
      return db
        .selectFrom('users')
        .select('first_name')
        .where('id', 'in', inListSlots(values, 'id', Number(shape)))
        .orderBy('first_name');
    });
    const run = (ids: string[]) => someOf.execute(database.db, inListValues('id', ids), String(ids.length));
    expect(inListValues('id', ['a', 'b'])).toEqual({ id0: 'a', id1: 'b' });
    expect(await run([users[2].id, users[0].id])).toEqual([{ first_name: 'Anna' }, { first_name: 'Carla' }]);
    expect(await run([users[1].id])).toEqual([{ first_name: 'Bruno' }]);
    expect(await run([users[1].id, users[2].id])).toEqual([{ first_name: 'Bruno' }, { first_name: 'Carla' }]);
    expect(build.mock.calls).toEqual([['2'], ['1']]);
  });

  it('counts the rows a write changed', async () => {
    const rename = preparedQuery<{ email: string; name: string }, never>((db, values) =>
      db.updateTable('users').set({ last_name: values.name }).where('email', '=', values.email),
    );
    expect(await rename.run(database.db, { email: users[2].email, name: 'Verdi' })).toBe(1);
    expect(await rename.run(database.db, { email: 'nobody@campo.test', name: 'Verdi' })).toBe(0);
  });

  it('compiles again for another database', async () => {
    const other = await createTestDatabase();
    try {
      expect(await byEmail.execute(other.db, { email: users[0].email, changed: false })).toEqual([]);
      expect(await byEmail.execute(database.db, { email: users[0].email, changed: false })).toEqual([
        { first_name: 'Anna' },
      ]);
    } finally {
      await other.close();
    }
  });
});
