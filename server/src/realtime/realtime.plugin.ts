import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import type { WebSocket } from 'ws';
import { ErrorBodySchema } from '../http/errorBody';
import { currentUser } from '../auth/ownership';
import type { AuthUser } from '../auth/authUser';
import { API_PREFIX } from '../http/apiPaths';
import { realtimeTexts } from './realtime.texts';
import type { RealtimeBus } from './bus';
import { Connections } from './connections';
import { liveMessagesExtension, type LiveCatchUpSchema, type LivePongSchema, type LiveReadySchema } from './liveEvents';

/** The subprotocol a client must offer; the server answers with it. */
export const LIVE_PROTOCOL = 'campo.v1';
/** Browsers cannot set headers on a WebSocket: the session token travels as the subprotocol `campo.token.<token>`. */
export const TOKEN_PROTOCOL_PREFIX = 'campo.token.';
export const WS_PATH = '/ws';

export interface RealtimeOptions {
  bus: RealtimeBus;
  /** Server ping interval; a socket that missed the previous pong is dropped. */
  heartbeatMs?: number;
  /** The sections' server-to-client events (schemas), for the document: ready and pong are the plugin's own. */
  liveEvents?: TSchema[];
}

/** A section's handler of a client frame of one `type` (parsed JSON; anything may be in it: check every field). */
export type ClientFrameHandler = (user: AuthUser, frame: Record<string, unknown>) => void;

export interface Realtime {
  bus: RealtimeBus;
  connections: Connections;
  /** Frames a client may send besides `ping` (e.g. `typing`), handled by the section that registers them. */
  clientFrames: Map<string, ClientFrameHandler>;
}

const MAX_CLIENT_FRAME_BYTES = 4096;
/** Close code when the session behind a socket ends (logout, password change, expiry): reconnecting will not help. */
export const SESSION_ENDED_CODE = 4401;

function tokenFromProtocols(request: FastifyRequest): string | null {
  const header = request.headers['sec-websocket-protocol'];
  const offered = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((p) => p.trim());
  const entry = offered.find((protocol) => protocol.startsWith(TOKEN_PROTOCOL_PREFIX));
  return entry ? entry.slice(TOKEN_PROTOCOL_PREFIX.length) : null;
}

const PONG: Static<typeof LivePongSchema> = { type: 'pong' };

function answerClient(
  socket: WebSocket,
  raw: Buffer | ArrayBuffer | Buffer[],
  user: AuthUser,
  handlers: Map<string, ClientFrameHandler>,
) {
  // Browsers cannot send protocol pings: `{"type":"ping"}` gets `{"type":"pong"}` so a client can tell a dead link.
  const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : '';
  if (text.length < 100 && /"type"\s*:\s*"ping"/.test(text)) {
    socket.send(JSON.stringify(PONG));
    return;
  }
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return;
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return;
  const type = (frame as { type?: unknown }).type;
  const handler = typeof type === 'string' ? handlers.get(type) : undefined;
  handler?.(user, frame as Record<string, unknown>);
}

/**
 * Registers @fastify/websocket (before any route, so it sees every upgrade), decorates `app.realtime` and opens
 * GET `<prefix>/ws`: authenticated by the same `authenticate` as every route (a revoked or expired session is
 * refused with 401 before the upgrade), then kept alive with pings and forgotten on close. A session that ends
 * closes its sockets on every instance when `sessions-ended` arrives on the bus; the session check at every
 * heartbeat is the fallback (an event lost while an instance's LISTEN connection was down, an expiry).
 */
export async function registerRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<void> {
  const connections = new Connections();
  const realtime: Realtime = { bus: options.bus, connections, clientFrames: new Map() };
  app.decorate('realtime', realtime);
  await app.register(websocket, {
    options: {
      maxPayload: MAX_CLIENT_FRAME_BYTES,
      handleProtocols: (protocols: Set<string>) => (protocols.has(LIVE_PROTOCOL) ? LIVE_PROTOCOL : false),
    },
  });

  const alive = new WeakSet<WebSocket>();
  const upgrades = new WeakMap<WebSocket, FastifyRequest>();
  // The session is checked again at every beat: a revoked or expired one closes its sockets (4401).
  const stillAuthenticated = async (socket: WebSocket) => {
    const request = upgrades.get(socket);
    if (!request) return;
    try {
      // The fallback for an end this instance missed: the session's row is read again, not its cached copy.
      if (request.sessionId) app.sessionCache.forget([request.sessionId]);
      await app.authenticate.call(app, request, undefined as never);
    } catch {
      socket.close(SESSION_ENDED_CODE, 'session ended');
    }
  };
  const heartbeat = setInterval(() => {
    for (const socket of connections.all()) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
      void stillAuthenticated(socket);
    }
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();

  const stopClosingEnded = options.bus.subscribe((event) => {
    if (event.kind === 'resumed') {
      const catchUp: Static<typeof LiveCatchUpSchema> = { type: 'catch-up', data: {} };
      const text = JSON.stringify(catchUp);
      for (const socket of connections.all()) if (socket.readyState === socket.OPEN) socket.send(text);
      return;
    }
    if (event.kind !== 'sessions-ended') return;
    for (const socket of connections.ofSessions(event.userId, event.sessionIds))
      socket.close(SESSION_ENDED_CODE, 'session ended');
  });

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    stopClosingEnded();
    await options.bus.close();
  });

  app.register(
    async (scope) => {
      scope.route({
        method: 'GET',
        url: WS_PATH,
        schema: {
          tags: ['messages'],
          operationId: 'openLiveEvents',
          summary: 'Live events (WebSocket upgrade; see docs/CONVENTIONS.md "Messages API")',
          description:
            `Offer the subprotocols \`${LIVE_PROTOCOL}\` and \`${TOKEN_PROTOCOL_PREFIX}<session token>\`; browsers send the client ` +
            'key as `?key=`. Once open, the server sends JSON text `{ type, data }`: `ready` first, then the events of ' +
            '`x-live-messages.serverToClient`; the client may send `{"type":"ping"}` and gets `{"type":"pong"}`. The ' +
            `server pings at the protocol level too and closes with ${SESSION_ENDED_CODE} when the session ends (do not ` +
            'reconnect). A plain GET (no upgrade) answers 426.',
          'x-live-messages': liveMessagesExtension(options.liveEvents ?? []),
          querystring: Type.Object({
            key: Type.Optional(Type.String({ maxLength: 200, description: 'the client key (browsers)' })),
          }),
          response: {
            101: Type.Null({ description: 'Switching Protocols: the socket is open (subprotocol campo.v1)' }),
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            426: ErrorBodySchema,
          },
        },
        preHandler: async (request, reply) => {
          const token = tokenFromProtocols(request);
          if (token && !request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
          await app.authenticate.call(app, request, reply);
        },
        handler: async () => {
          throw realtimeTexts.error(426, 'webSocketOnly');
        },
        wsHandler: (socket, request) => {
          const user = currentUser(request);
          const userId = user.id;
          alive.add(socket);
          upgrades.set(socket, request);
          // authenticate set the session: a preHandler that passed always has one.
          connections.add(userId, socket, request.sessionId ?? '');
          socket.on('pong', () => alive.add(socket));
          socket.on('message', (raw) => answerClient(socket, raw, user, realtime.clientFrames));
          socket.on('close', () => connections.remove(userId, socket));
          socket.on('error', () => socket.terminate());
          const ready: Static<typeof LiveReadySchema> = { type: 'ready', data: { userId } };
          socket.send(JSON.stringify(ready));
        },
      });
    },
    { prefix: API_PREFIX },
  );
}
