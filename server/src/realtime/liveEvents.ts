import { Type, type TSchema } from 'typebox';

/** One live message on the socket, `{ type, data }` as JSON text; its schema is titled, so it is a component. */
export const liveEventSchema = <T extends TSchema>(type: string, title: string, description: string, data: T) =>
  Type.Object({ type: Type.Literal(type), data }, { title, description });

export const LiveReadySchema = liveEventSchema(
  'ready',
  'LiveReady',
  'First message after the upgrade: the socket listens. A client that reconnected fetches what it missed now.',
  Type.Object({ userId: Type.String() }),
);

export const LivePongSchema = Type.Object(
  { type: Type.Literal('pong') },
  { title: 'LivePong', description: 'The answer to a client ping.' },
);

export const LivePingSchema = Type.Object(
  { type: Type.Literal('ping') },
  {
    title: 'LivePing',
    description:
      'Client to server: browsers cannot send protocol pings, so a client sends this (under 100 bytes) and expects a pong.',
  },
);

/** The `x-live-messages` extension of GET /api/ws: what each side sends once the socket is open. */
export const liveMessagesExtension = (serverMessages: TSchema[]) => ({
  serverToClient: [LiveReadySchema, LivePongSchema, ...serverMessages],
  clientToServer: [LivePingSchema],
});
