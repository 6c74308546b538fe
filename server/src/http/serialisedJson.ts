import type { FastifyReply } from 'fastify';

/**
 * Sends JSON the route serialised itself (with its own schema's serialisers, so the bytes are the same), bypassing
 * the serialiser Fastify would run on an object; a Buffer holds JSON already encoded as UTF-8. The type provider's
 * reply only accepts the schema's object shape.
 */
export function sendSerialisedJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * The bytes of `envelopeJson` (an envelope the route serialised with `placeholderJson` as its data: `[]`, `null`, an
 * empty value) with `data` (the data's bytes, serialised before and kept) in its place.
 */
export function spliceData(envelopeJson: string, placeholderJson: string, data: Buffer): Buffer {
  // The last match: data follows the message in the schema, and a message's own quotes are escaped.
  const at = envelopeJson.lastIndexOf(`"data":${placeholderJson}`) + '"data":'.length;
  return Buffer.concat([
    Buffer.from(envelopeJson.slice(0, at)),
    data,
    Buffer.from(envelopeJson.slice(at + placeholderJson.length)),
  ]);
}

/** A schema as `reply.compileSerializationSchema` takes it; keep one object per schema (its compiled cache key). */
export const serialisationSchema = (schema: object) => schema as Record<string, unknown>;
