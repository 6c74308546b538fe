import { Type, type Static, type TSchema } from 'typebox';

/** One live message on the socket, `{ type, data }` as JSON text; its schema is titled, so it is a component. */
export const liveEventSchema = <T extends TSchema>(
  type: string,
  title: string,
  description: string,
  data: T,
  example: Static<T>,
) => Type.Object({ type: Type.Literal(type), data }, { title, description, examples: [{ type, data: example }] });

export const LiveReadySchema = liveEventSchema(
  'ready',
  'LiveReady',
  'First message after the upgrade: the socket listens. A client that reconnected fetches what it missed now.',
  Type.Object({ userId: Type.String() }),
  { userId: '6650a1f2c3d4e5f6a7b8c901' },
);

export const LiveCatchUpSchema = liveEventSchema(
  'catch-up',
  'LiveCatchUp',
  "The server may have missed events for this socket (its instance's PostgreSQL listener dropped and came back): fetch what was missed, as after a reconnect.",
  Type.Object({}),
  {},
);

export const LivePongSchema = Type.Object(
  { type: Type.Literal('pong') },
  { title: 'LivePong', description: 'The answer to a client ping.', examples: [{ type: 'pong' }] },
);

export const LivePingSchema = Type.Object(
  { type: Type.Literal('ping') },
  {
    title: 'LivePing',
    examples: [{ type: 'ping' }],
    description:
      'Client to server: browsers cannot send protocol pings, so a client sends this (under 100 bytes) and expects a pong.',
  },
);

export const LiveTypingFrameSchema = Type.Object(
  { type: Type.Literal('typing'), threadId: Type.String({ description: 'the direct thread being written in' }) },
  {
    title: 'LiveTypingFrame',
    examples: [{ type: 'typing', threadId: '6651f0e1d2c3b4a5968778c3' }],
    description:
      'Client to server: the member is writing in a direct thread. Send it at most every 3 s while typing (more are ignored); the other member hears `typing`.',
  },
);

/** The `x-live-messages` extension of GET /api/ws: what each side sends once the socket is open. */
export const liveMessagesExtension = (serverMessages: TSchema[]) => ({
  serverToClient: [LiveReadySchema, LivePongSchema, LiveCatchUpSchema, ...serverMessages],
  clientToServer: [LivePingSchema, LiveTypingFrameSchema],
});
