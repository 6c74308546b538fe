import { sql } from 'kysely';
import { person } from '../modules/messages/testing/chatFixtures';
import { sendDirect } from '../modules/messages/testing/catchUpUnderLoad';
import { createTestApp } from '../testing/testApp';
import { channelName } from './pgBus';
import { LiveClient } from './testing/liveClient';

// When an instance's LISTEN connection drops, what was NOTIFYed meanwhile never reaches its sockets: once the
// listener is back the instance tells them to catch up, and the catch-up finds the message. Runs in CI's PostgreSQL
// pass (`*.pg.test.ts`).

describe("an instance's PostgreSQL listener dropping", () => {
  it('comes back and tells its sockets to catch up; the catch-up holds what was sent meanwhile', async () => {
    const t = await createTestApp({ MESSAGE_RATE_LIMIT_MAX: '1000', REALTIME_HEARTBEAT: '1h' });
    let live: LiveClient | undefined;
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const mario = await person(t, 'Mario', 'Rossi');
      const giulia = await person(t, 'Giulia', 'Bianchi');
      const first = (await sendDirect(t, mario, giulia, 'prima')).json().data;
      live = await LiveClient.connect(
        t.app,
        giulia.headers.authorization.replace('Bearer ', ''),
        t.config.secretHeader.value,
      );

      // End the listener's backend (the one LISTENing on this schema's channel) from the server side.
      const channel = channelName(t.database.postgres!.schema);
      const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
        where application_name = ${channel}`.execute(t.database.db);
      expect(rows).toHaveLength(1);
      await sql`select pg_terminate_backend(${rows[0].pid})`.execute(t.database.db);
      // Sent while the listener is down (its NOTIFY goes through another connection or is lost).
      const meanwhile = (await sendDirect(t, mario, giulia, 'mentre era giù')).json().data;

      await live.next((event) => event.type === 'catch-up');
      const caughtUp = await t.api({
        url: `/api/user/message/conversation/${first.threadId}?afterPosition=${first.position}`,
        headers: giulia.headers,
      });
      expect(caughtUp.json().data.map((message: { _id: string }) => message._id)).toEqual([meanwhile._id]);
    } finally {
      live?.close();
      await t.close();
    }
  });
});
