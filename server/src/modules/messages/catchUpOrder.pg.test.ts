import { randomUUID } from 'node:crypto';
import { secondConnection } from '../../testing/testDb';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { newId } from '../../lib/ids';
import { nowIso } from '../../db/mapping';
import { person, type Person } from './testing/chatFixtures';
import { catchUpDuringParallelSends, sendDirect } from './testing/catchUpUnderLoad';

// PostgreSQL takes a message's id (and time) before its transaction commits, so a message can commit after one
// with a larger id: a catch-up "after the last id held" would skip it. Positions are given under the thread row's
// lock (migration 0015's trigger), so they follow commit order. Runs in CI's PostgreSQL pass (`*.pg.test.ts`).

let t: TestApp;
let mario: Person;
let giulia: Person;

beforeAll(async () => {
  t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000', REALTIME_HEARTBEAT: '1h' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  mario = await person(t, 'Mario', 'Rossi');
  giulia = await person(t, 'Giulia', 'Bianchi');
});

afterAll(() => t.close());

const catchUp = async (threadId: string, afterPosition: number) =>
  (
    await t.api({
      url: `/api/user/message/conversation/${threadId}?afterPosition=${afterPosition}`,
      headers: giulia.headers,
    })
  ).json().data as { _id: string; position: number; text: string }[];

describe('catch-up in commit order on PostgreSQL', () => {
  it('runs on PostgreSQL', () => {
    expect(t.database.postgres).toBeDefined();
  });

  it('numbers a message that took its id first but commits last after the one that committed first', async () => {
    const threadId = (await sendDirect(t, mario, giulia, 'primo')).json().data.threadId;
    const other = await secondConnection(t.database);
    let commit!: () => void;
    const holding = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    const earlyId = newId();
    try {
      // A writer takes the smaller id and time, inserts, and has not committed yet.
      const slowWriter = other.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('messages')
          .values({
            id: earlyId,
            thread_id: threadId,
            sender_id: mario.id,
            message_type: 'Text',
            text: 'lento',
            picture: null,
            created_at: nowIso(),
            client_id: randomUUID(),
          })
          .execute();
        inserted();
        await holding;
      });
      await insertedSignal;
      // A later send (larger id) waits for the thread's lock instead of committing first with a smaller position.
      const fastSend = sendDirect(t, mario, giulia, 'veloce');
      const seen = await catchUp(threadId, 1);
      expect(seen).toEqual([]);
      commit();
      await slowWriter;
      const fast = (await fastSend).json().data;
      expect(fast._id > earlyId).toBe(true);
      const after = await catchUp(threadId, 1);
      expect(after.map((message) => [message.text, message.position])).toEqual([
        ['veloce', 3],
        ['lento', 2],
      ]);
    } finally {
      commit();
      await other.close();
    }
  });

  it('gives catch-up and live together every one of 50 parallel sends exactly once, in order', async () => {
    const sara = await person(t, 'Sara', 'Gallo');
    const result = await catchUpDuringParallelSends(t, sara, giulia, 50);
    const ids = result.held.map((message) => message._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(result.sent.map((message) => message._id)));
    expect(result.held.map((message) => message.position)).toEqual(Array.from({ length: 51 }, (_, n) => n + 1));
    expect(result.caughtUp.map((message) => message.position)).toEqual(Array.from({ length: 51 }, (_, n) => n + 1));
  });
});
