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

const lastSpliced = new WeakMap<Buffer, { envelopeJson: string; bytes: Buffer }>();

/**
 * `spliceData`, remembered per cached `data` buffer for the last envelope it went into: a cached answer read again in
 * the same language is the same bytes, sent with no copy (a 300-line cart is about 100 KB: the copy and its garbage
 * were a third of the request's CPU). Holds at most one more copy of each cached answer, dropped with it (a WeakMap).
 */
export function splicedData(envelopeJson: string, placeholderJson: string, data: Buffer): Buffer {
  const last = lastSpliced.get(data);
  if (last && last.envelopeJson === envelopeJson) return last.bytes;
  const bytes = spliceData(envelopeJson, placeholderJson, data);
  lastSpliced.set(data, { envelopeJson, bytes });
  return bytes;
}

/** A schema as `reply.compileSerializationSchema` takes it; keep one object per schema (its compiled cache key). */
export const serialisationSchema = (schema: object) => schema as Record<string, unknown>;
