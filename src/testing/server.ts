import { setupServer } from 'msw/node';
import { handlers, webSocketHandlers } from './handlers';

export const server = setupServer(...handlers, ...webSocketHandlers);
