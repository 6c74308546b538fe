import type { FastifyReply } from 'fastify';

/**
 * Sends JSON the route serialised itself (with its own schema's serialisers, so the bytes are the same), bypassing
 * the serialiser Fastify would run on an object; a Buffer holds JSON already encoded as UTF-8. The type provider's
 * reply only accepts the schema's object shape.
 */
export function sendSerialisedJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** A schema as `reply.compileSerializationSchema` takes it; keep one object per schema (its compiled cache key). */
export const serialisationSchema = (schema: object) => schema as Record<string, unknown>;
