import type { Db } from './database';
import { dialectOf } from './dialectOf';

type Work<T> = (db: Db) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface GroupCommit {
  /** Runs `work` in the transaction shared by the writes of this turn of the event loop; settles after its commit. */
  run<T>(work: Work<T>): Promise<T>;
}

function settle(item: Pending, db: Db): Promise<void> {
  return item.work(db).then(item.resolve, item.reject);
}

/**
 * Group commit for small, frequent writes: those that arrive in the same turn of the event loop (many requests are
 * read from the sockets at once under load) run one after the other in one transaction, so they share one commit:
 * one fsync of SQLite's WAL (synchronous=FULL) or one WAL flush on PostgreSQL instead of one each. A caller's promise
 * settles only after that commit, so no answer is sent for a write that is not durable yet, and other requests,
 * which wait for the connection meanwhile (SQLite) or read committed data (PostgreSQL), never see it earlier. When
 * the shared transaction fails, each write runs again on its own, so a bad write fails only its own caller.
 */
export function createGroupCommit(db: Db): GroupCommit {
  let queue: Pending[] = [];

  async function flush() {
    const batch = queue;
    queue = [];
    if (batch.length === 1) return settle(batch[0], db);
    let results: unknown[];
    try {
      results = await db.transaction().execute(async (trx) => {
        const done: unknown[] = [];
        for (const item of batch) done.push(await item.work(trx));
        return done;
      });
    } catch {
      for (const item of batch) await settle(item, db);
      return;
    }
    batch.forEach((item, index) => item.resolve(results[index]));
  }

  return {
    run<T>(work: Work<T>) {
      return new Promise<T>((resolve, reject) => {
        if (queue.length === 0) setImmediate(() => void flush());
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      });
    },
  };
}

/** Runs `work` in the transaction `db` already is, or in a new one. */
export function inTransaction<T>(db: Db, work: Work<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

const sharedByDb = new WeakMap<Db, GroupCommit>();

/**
 * The group commit of a database's small writes where a commit blocks the process: on SQLite (better-sqlite3 is
 * synchronous) every commit's fsync stops the event loop, so the writes of one turn share it; one per database, so
 * chat sends and rate-limit counts of the same turn share one too. On PostgreSQL a commit waits without blocking,
 * and batches running side by side could lock rows in opposite orders, so each write commits on its own there. A
 * multi-statement `work` wraps itself in `inTransaction` (alone, it runs on the database, not in a transaction).
 */
export function commitsOn(db: Db): GroupCommit {
  let commits = sharedByDb.get(db);
  if (!commits) {
    commits = dialectOf(db) === 'sqlite' ? createGroupCommit(db) : { run: (work) => work(db) };
    sharedByDb.set(db, commits);
  }
  return commits;
}
