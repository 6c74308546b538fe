import { accountHandlers } from './accountHandlers';
import { authHandlers } from './authHandlers';
import { eventsHandlers } from './eventsHandlers';
import { ordersHandlers } from './ordersHandlers';
import { productsHandlers } from './productsHandlers';
import { publicHandlers } from './publicHandlers';
import { ticketsHandlers } from './ticketsHandlers';

/** Default handlers of every section; a test swaps data with `server.use(...)`. */
export const handlers = [...publicHandlers, ...accountHandlers(), ...authHandlers(), ...eventsHandlers(), ...ticketsHandlers(), ...productsHandlers(), ...ordersHandlers()];
