import { createTestDatabase, secondConnection, type TestDatabase } from '../testing/testDb';
import { insertTestUser } from '../testing/testUsers';
import type { Db } from './database';
import { commitsOn, createGroupCommit, inTransaction } from './groupCommit';

let database: TestDatabase;
let userIds: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  userIds = [];
  for (const firstName of ['Anna', 'Bruno', 'Carla'])
    userIds.push((await insertTestUser(database.db, { firstName })).id);
});
afterAll(() => database.close());

const rename = (db: Db, id: string, name: string) =>
  db.updateTable('users').set({ last_name: name }).where('id', '=', id).executeTakeFirstOrThrow();

const lastNames = async (db: Db) =>
  (await db.selectFrom('users').select('last_name').where('id', 'in', userIds).orderBy('first_name').execute()).map(
    (row) => row.last_name,
  );

describe('createGroupCommit', () => {
  it('runs the writes of one turn in one transaction, in order, each settled once committed', async () => {
    const writes = createGroupCommit(database.db);
    const seen: boolean[] = [];
    const results = await Promise.all(
      userIds.map((id, index) =>
        writes.run(async (db) => {
          seen.push(db.isTransaction);
          await rename(db, id, `Primo${index}`);
          return index;
        }),
      ),
    );
    expect(results).toEqual([0, 1, 2]);
    expect(seen).toEqual([true, true, true]);
    // Another server's connection sees committed data only.
    const other = await secondConnection(database);
    try {
      expect(await lastNames(other.db)).toEqual(['Primo0', 'Primo1', 'Primo2']);
    } finally {
      await other.close();
    }
  });

  it('runs a write alone when it is the only one of its turn', async () => {
    const writes = createGroupCommit(database.db);
    expect(await writes.run(async (db) => db.isTransaction)).toBe(false);
  });

  it('fails only the caller whose write fails, and keeps the others', async () => {
    const writes = createGroupCommit(database.db);
    const outcomes = await Promise.allSettled([
      writes.run((db) => rename(db, userIds[0], 'Secondo0')),
      writes.run((db) =>
        db
          .insertInto('users')
          .values({ id: userIds[1] } as never)
          .execute(),
      ),
      writes.run((db) => rename(db, userIds[2], 'Secondo2')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await lastNames(database.db)).toEqual(['Secondo0', 'Primo1', 'Secondo2']);
  });
});

describe('commitsOn and inTransaction', () => {
  it('groups the writes of a turn on SQLite and commits each alone on PostgreSQL', async () => {
    const writes = commitsOn(database.db);
    const shared = await Promise.all([1, 2].map(() => writes.run(async (db) => db.isTransaction)));
    expect(shared).toEqual(database.postgres ? [false, false] : [true, true]);
    // One per database: every writer of a turn (chat sends, rate-limit counts) shares it.
    expect(commitsOn(database.db)).toBe(writes);
  });

  it('keeps a write of several statements atomic when it runs alone', async () => {
    const [outcome] = await Promise.allSettled([
      commitsOn(database.db).run((db) =>
        inTransaction(db, async (trx) => {
          await rename(trx, userIds[0], 'Terzo0');
          await trx
            .insertInto('users')
            .values({ id: userIds[1] } as never)
            .execute();
        }),
      ),
    ]);
    expect(outcome.status).toBe('rejected');
    expect((await lastNames(database.db))[0]).not.toBe('Terzo0');
  });
});
