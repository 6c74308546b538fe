import { ws } from 'msw';

/** The live connection (`/api/ws`): a test talks to the connected clients through its `connection` listener. */
export const liveLink = ws.link('*/api/ws');

/** Accepts every live connection, says `ready` and answers pings (docs/CONVENTIONS.md, "Live events"). */
export function liveHandlers(userId = 'a11ce5000000000000000001') {
  return [
    liveLink.addEventListener('connection', ({ client }) => {
      client.send(JSON.stringify({ type: 'ready', data: { userId } }));
      client.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && event.data.includes('"ping"')) client.send(JSON.stringify({ type: 'pong' }));
      });
    }),
  ];
}
