import { buildApp } from '../app';
import { connectDatabase } from '../db/connect';
import { createTestApp } from '../testing/testApp';
import { insertTestUser } from '../testing/testUsers';
import { SESSION_ENDED_CODE } from './realtime.plugin';
import { LiveClient } from './testing/liveClient';

// Two app instances on one PostgreSQL schema: a session ended through one closes its sockets on the other, through
// the `sessions-ended` NOTIFY (no heartbeat beats during the test). Runs in CI's PostgreSQL pass (`*.pg.test.ts`).

describe('sessions ended across instances', () => {
  it('closes a socket on instance A when its session is ended through instance B, and no other', async () => {
    const a = await createTestApp({ REALTIME_HEARTBEAT: '1h' });
    const second = await connectDatabase({
      databaseUrl: process.env.DATABASE_URL,
      pgSchema: a.database.postgres!.schema,
      pgPoolSize: 2,
    });
    const b = await buildApp(a.config, { database: second });
    const clients: LiveClient[] = [];
    try {
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      const mario = await insertTestUser(a.database.db);
      const loggingOut = await a.app.sessions.start(mario.id);
      const ended = await a.app.sessions.start(mario.id);
      const staying = await a.app.sessions.start(mario.id);
      const key = a.config.secretHeader.value;
      const [logoutLive, endedLive, stayingLive] = await Promise.all(
        [loggingOut, ended, staying].map((token) => LiveClient.connect(a.app, token, key)),
      );
      clients.push(logoutLive, endedLive, stayingLive);
      const closeCode = (client: LiveClient) => new Promise<number>((resolve) => client.socket.on('close', resolve));
      const logoutClosed = closeCode(logoutLive);
      const endedClosed = closeCode(endedLive);

      const headers = (token: string) => ({ [a.config.secretHeader.name]: key, authorization: `Bearer ${token}` });
      const logout = await b.inject({ method: 'POST', url: '/api/user/logout', headers: headers(loggingOut) });
      expect(logout.statusCode).toBe(200);
      expect(await logoutClosed).toBe(SESSION_ENDED_CODE);

      const endedId = (await a.app.tokens.verify(ended))!.sessionId;
      const end = await b.inject({ method: 'DELETE', url: `/api/user/sessions/${endedId}`, headers: headers(staying) });
      expect(end.statusCode).toBe(200);
      expect(await endedClosed).toBe(SESSION_ENDED_CODE);
      expect(stayingLive.socket.readyState).toBe(stayingLive.socket.OPEN);
    } finally {
      clients.forEach((client) => client.close());
      await b.close();
      await second.close();
      await a.close();
    }
  });
});
