import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { speedUpOn } from '../speedUps';

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

type Encoding = 'br' | 'gzip';

/** @fastify/compress's own threshold and brotli quality, so a kept answer is encoded as an uncached one would be. */
const COMPRESS_FROM_BYTES = 1024;
const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

/** The encoding to answer with: brotli, else gzip, when the request accepts it (a `q=0` refuses it). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const compressedCopies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
const keepCompressed = speedUpOn('compressedCopies');

/**
 * Sends a kept answer, `data` spliced into the route's envelope (`splicedData`): to a browser (which accepts brotli or
 * gzip) its compressed copy, made on the first send and kept with the bytes, instead of @fastify/compress encoding
 * the same bytes again on every request (a 300-line cart is about 100 KB: encoding it cost more than the rest of the
 * request). Without an accepted encoding, or below @fastify/compress's threshold, the bytes as they are.
 */
export function sendKeptData(reply: FastifyReply, envelopeJson: string, placeholderJson: string, data: Buffer) {
  const bytes = splicedData(envelopeJson, placeholderJson, data);
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  if (!keepCompressed || !encoding || bytes.length < COMPRESS_FROM_BYTES) return sendSerialisedJson(reply, bytes);
  let copies = compressedCopies.get(bytes);
  if (!copies) compressedCopies.set(bytes, (copies = {}));
  const body = (copies[encoding] ??=
    encoding === 'br' ? zlib.brotliCompressSync(bytes, BROTLI_OPTIONS) : zlib.gzipSync(bytes));
  // @fastify/compress leaves a reply that already has its encoding alone.
  return sendSerialisedJson(reply.header('content-encoding', encoding).header('vary', 'accept-encoding'), body);
}

/** A schema as `reply.compileSerializationSchema` takes it; keep one object per schema (its compiled cache key). */
export const serialisationSchema = (schema: object) => schema as Record<string, unknown>;

/** An envelope `{ message, data }` whose data stands empty (`null`), for data serialised apart and spliced in. */
const MESSAGE_AND_NULL = serialisationSchema(Type.Object({ message: Type.String(), data: Type.Null() }));

/** Sends `{ message, data }` with `data` the kept bytes of an object the route serialised with its own schema. */
export function sendKeptObject(reply: FastifyReply, message: string, data: Buffer) {
  const envelopeJson = reply.compileSerializationSchema(MESSAGE_AND_NULL)({ message, data: null });
  return sendKeptData(reply, envelopeJson, 'null', data);
}
