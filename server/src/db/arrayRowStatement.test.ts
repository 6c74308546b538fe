import SQLite from 'better-sqlite3';
import { arrayRowStatement } from './arrayRowStatement';

function database() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table items (id integer primary key, name text, price real)');
  sqlite.exec("insert into items (name, price) values ('a', 1.5), (null, 2), ('c', null)");
  return sqlite;
}

/** What better-sqlite3 answers on its own, for comparison. */
const plainRows = (sqlite: SQLite.Database, text: string, ...parameters: unknown[]) =>
  sqlite.prepare(text).all(...parameters);

describe('arrayRowStatement', () => {
  it('answers the same row objects as better-sqlite3, from arrays', () => {
    const sqlite = database();
    const text = 'select id, name, price as cost from items where id >= ? order by id';
    const statement = sqlite.prepare(text);
    const wrapped = arrayRowStatement(statement, text);
    expect(wrapped).not.toBe(statement);
    expect(statement.all(1)).toEqual([
      [1, 'a', 1.5],
      [2, null, 2],
      [3, 'c', null],
    ]);
    const rows = wrapped.all([1]);
    expect(rows).toEqual(plainRows(sqlite, text, 1));
    expect(rows).toEqual([
      { id: 1, name: 'a', cost: 1.5 },
      { id: 2, name: null, cost: 2 },
      { id: 3, name: 'c', cost: null },
    ]);
    expect(Object.keys(rows[0] as object)).toEqual(['id', 'name', 'cost']);
  });

  it('makes objects while iterating too, and is busy meanwhile', () => {
    const sqlite = database();
    const text = 'select name from items order by id';
    const wrapped = arrayRowStatement(sqlite.prepare(text), text);
    const iterator = wrapped.iterate([]);
    expect(iterator.next().value).toEqual({ name: 'a' });
    expect(wrapped.busy).toBe(true);
    expect([...iterator]).toEqual([{ name: null }, { name: 'c' }]);
    expect(wrapped.busy).toBe(false);
  });

  it('leaves alone writes, `*` reads, repeated names and a __proto__ column', () => {
    const sqlite = database();
    for (const text of [
      "insert into items (name) values ('d')",
      'select * from items',
      'select items.id, other.id from items join items as other on other.id = items.id',
      'select name as __proto__ from items',
    ]) {
      const statement = sqlite.prepare(text);
      expect(arrayRowStatement(statement, text)).toBe(statement);
    }
  });

  it('answers a write with RETURNING as rows, and runs it once', () => {
    const sqlite = database();
    const text = 'insert into items (name, price) values (?, ?) returning id, name';
    expect(arrayRowStatement(sqlite.prepare(text), text).all(['d', 4])).toEqual([{ id: 4, name: 'd' }]);
    expect(plainRows(sqlite, 'select count(*) as n from items')).toEqual([{ n: 4 }]);
  });
});
