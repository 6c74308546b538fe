import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contactsRoutes } from './contacts.routes';
import { groupsRoutes } from './groups.routes';
import { messageChangesRoutes } from './messageChanges.routes';
import { readStateRoutes } from './readState.routes';
import { searchRoutes } from './search.routes';
import { startLiveMessages } from './live';
import { startTyping } from './typing';
import { teamsRoutes } from './teams.routes';
import { threadsRoutes } from './threads.routes';

/** SPEC section 7 "Teams and messages" and the group calls of "Associations and groups"; live events in live.ts. */
export const messagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stopLive = startLiveMessages(app.db, app.realtime, app.log, app.config.messageEditWindowMs);
  const stopTyping = startTyping(app.db, app.realtime);
  app.addHook('onClose', async () => {
    stopLive();
    stopTyping();
  });
  app.addHook('preHandler', app.authenticate);

  await app.register(teamsRoutes);
  await app.register(threadsRoutes);
  await app.register(contactsRoutes);
  await app.register(groupsRoutes);
  await app.register(messageChangesRoutes);
  await app.register(readStateRoutes);
  await app.register(searchRoutes);
};
