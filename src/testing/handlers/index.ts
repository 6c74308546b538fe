import { ticketChangesHandlers } from './ticketChangesHandlers';
import { accountHandlers } from './accountHandlers';
import { authHandlers } from './authHandlers';
import { checkoutHandlers } from './checkoutHandlers';
import { eventsHandlers } from './eventsHandlers';
import { groupsHandlers } from './groupsHandlers';
import { liveHandlers, messagesHandlers } from './messagesHandlers';
import { notificationsHandlers } from './notificationsHandlers';
import { ordersHandlers } from './ordersHandlers';
import { productsHandlers } from './productsHandlers';
import { publicHandlers } from './publicHandlers';
import { readStateHandlers } from './readStateHandlers';
import { searchHandlers } from './searchHandlers';
import { ticketsHandlers } from './ticketsHandlers';

/** Default handlers of every section; a test swaps data with `server.use(...)`. */
export const handlers = [
  ...publicHandlers,
  ...accountHandlers(),
  ...authHandlers(),
  ...eventsHandlers(),
  ...ticketsHandlers(),
  ...ticketChangesHandlers(),
  ...notificationsHandlers(),
  ...productsHandlers(),
  ...checkoutHandlers(),
  ...ordersHandlers(),
  ...groupsHandlers(),
  ...messagesHandlers(),
  ...readStateHandlers(),
  ...searchHandlers(),
];

/** The live connection (WebSocket), apart: the contract test checks the HTTP handlers above. */
export const webSocketHandlers = liveHandlers();
