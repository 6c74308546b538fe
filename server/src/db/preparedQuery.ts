import type { CompiledQuery, Compilable } from 'kysely';
import type { Db } from './database';
import { toStorageValue } from './storageValuesPlugin';

/** Stands for a value given at execution; only ever seen by the query compiler. */
class Slot {
  constructor(readonly name: string) {}
}

type Slots<P> = { readonly [K in keyof P]: P[K] };

/** A compiled query's parameters: fixed values, or the name of the execution value that fills the slot. */
type Binding = { name: string } | { value: unknown };

interface Template {
  sql: string;
  query: CompiledQuery['query'];
  queryId: CompiledQuery['queryId'];
  bindings: Binding[];
}

export interface PreparedQuery<P, Row> {
  /** The rows the query answers. */
  execute(db: Db, values: P, shape?: string): Promise<Row[]>;
  /** A write's count of rows inserted, updated or deleted. */
  run(db: Db, values: P, shape?: string): Promise<number>;
}

/**
 * A Kysely query built and compiled once per database and then run with new values: building a query, running the
 * storage-values plugin over its tree and compiling it cost more CPU than SQLite's execution on the hot routes
 * (about 60 us for the events list's four queries), and the unchanged SQL text hits the statement cache without
 * being hashed again. `build` receives stand-ins for the values (use them where a value goes: `where`, `limit`,
 * `offset`, `in` lists of a fixed length); it must not branch on them, since it runs once. `shape` names variants
 * (an `in` list's length, an optional filter) compiled apart.
 */
export function preparedQuery<P extends Record<string, unknown>, Row>(
  build: (db: Db, values: Slots<P>, shape: string) => Compilable<Row>,
): PreparedQuery<P, Row> {
  // Keyed by the database's adapter, which its transactions share: a transaction reuses the compiled queries.
  const templates = new WeakMap<object, Map<string, Template>>();
  const slots = new Proxy({} as Slots<P>, { get: (_target, name) => new Slot(String(name)) });

  function compile(db: Db, shape: string): Template {
    const compiled = build(db, slots, shape).compile();
    const bindings = compiled.parameters.map((value): Binding =>
      value instanceof Slot ? { name: value.name } : { value },
    );
    return { sql: compiled.sql, query: compiled.query, queryId: compiled.queryId, bindings };
  }

  function query(db: Db, values: P, shape: string) {
    const adapter = db.getExecutor().adapter;
    let byShape = templates.get(adapter);
    if (!byShape) templates.set(adapter, (byShape = new Map()));
    let template = byShape.get(shape);
    if (!template) byShape.set(shape, (template = compile(db, shape)));
    const parameters = template.bindings.map((binding) =>
      'name' in binding ? toStorageValue(values[binding.name]) : binding.value,
    );
    return db.executeQuery<Row>({ sql: template.sql, parameters, query: template.query, queryId: template.queryId });
  }

  return {
    async execute(db, values, shape = '') {
      return (await query(db, values, shape)).rows;
    },
    async run(db, values, shape = '') {
      return Number((await query(db, values, shape)).numAffectedRows ?? 0);
    },
  };
}

/** An `in` list's values for a prepared query, named `<prefix>0`, `<prefix>1`, ...; its length goes into the shape. */
export function inListValues(prefix: string, items: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  items.forEach((item, index) => (values[`${prefix}${index}`] = item));
  return values;
}

/** In a prepared query's build: the stand-ins of an `in` list of `length` values named by `inListValues`. */
export function inListSlots(values: Readonly<Record<string, unknown>>, prefix: string, length: number): string[] {
  return Array.from({ length }, (_, index) => values[`${prefix}${index}`] as string);
}
