import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Credentials {
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface FakeS3Call {
  method: string;
  path: string;
  /** Why the request was refused (403), or null when it was accepted. */
  refused: string | null;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;
const REQUIRED_SIGNED = ['host', 'x-amz-content-sha256', 'x-amz-date'];

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** Why a request's SigV4 header is not what an S3 server accepts for these credentials, or null when it is. */
function signatureProblem(req: IncomingMessage, body: Buffer, credentials: FakeS3Credentials): string | null {
  const match = AUTHORIZATION.exec(String(req.headers.authorization ?? ''));
  if (!match) return 'malformed Authorization header';
  const [, accessKeyId, day, region, signedHeaders, signature] = match;
  if (accessKeyId !== credentials.accessKeyId) return 'unknown access key';
  if (region !== credentials.region) return 'wrong region';
  const date = String(req.headers['x-amz-date'] ?? '');
  if (!/^\d{8}T\d{6}Z$/.test(date) || !date.startsWith(day)) return 'bad x-amz-date';
  if (
    Math.abs(
      Date.parse(
        `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
      ) - Date.now(),
    ) >
    15 * 60_000
  ) {
    return 'request time too skewed';
  }
  if (req.headers['x-amz-content-sha256'] !== sha256(body)) return 'x-amz-content-sha256 does not match the body';
  const names = signedHeaders.split(';');
  if (REQUIRED_SIGNED.some((name) => !names.includes(name))) return 'a required header is not signed';
  if (req.headers['content-type'] !== undefined && !names.includes('content-type')) return 'content-type is not signed';
  const canonical = [
    req.method,
    (req.url ?? '').split('?')[0],
    (req.url ?? '').split('?')[1] ?? '',
    ...names.map((name) => `${name}:${String(req.headers[name] ?? '').trim()}`),
    '',
    signedHeaders,
    String(req.headers['x-amz-content-sha256']),
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key)
    .update(['AWS4-HMAC-SHA256', date, scope, sha256(canonical)].join('\n'))
    .digest('hex');
  return expected === signature ? null : 'signature does not match';
}

/**
 * A local stand-in for an S3-compatible object store on 127.0.0.1: path-style PUT, GET and DELETE of objects in one
 * bucket, kept in memory, each request's AWS Signature V4 checked against the credentials (403 when it is wrong).
 */
export async function startFakeS3(
  bucket = 'campo-uploads',
  credentials: FakeS3Credentials = {
    region: 'us-east-1',
    accessKeyId: 'AKIAFAKECAMPO',
    secretAccessKey: 'fake-secret-key',
  },
) {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const calls: FakeS3Call[] = [];

  const answer = (res: ServerResponse, status: number, code?: string) => {
    if (!code) return res.writeHead(status).end();
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '';
      const refused = signatureProblem(req, body, credentials);
      calls.push({ method: req.method ?? '', path, refused });
      if (refused) return answer(res, 403, 'SignatureDoesNotMatch');
      const prefix = `/${bucket}/`;
      if (!path.startsWith(prefix) || path.length === prefix.length) return answer(res, 404, 'NoSuchBucket');
      const key = decodeURIComponent(path.slice(prefix.length));
      if (req.method === 'PUT') {
        objects.set(key, { bytes: body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
        return answer(res, 200);
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return answer(res, 404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length });
        return res.end(object.bytes);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return answer(res, 204);
      }
      return answer(res, 405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials,
    objects,
    calls,
    /** The settings an app needs to use this store (UPLOAD_STORE=s3). */
    env: {
      UPLOAD_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: credentials.region,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
