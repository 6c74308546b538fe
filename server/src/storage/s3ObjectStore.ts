import type { ObjectStore } from './objectStore';
import { encodeS3Path, sha256Hex, signS3Request, type S3Credentials } from './s3Signature';

export interface S3Settings extends S3Credentials {
  /** e.g. `https://s3.eu-south-1.amazonaws.com` or `http://127.0.0.1:9000` (MinIO); path-style URLs. */
  endpoint: string;
  bucket: string;
}

const EMPTY_PAYLOAD_HASH = sha256Hex('');
const REQUEST_TIMEOUT_MS = 15_000;

/** Objects in an S3-compatible bucket (AWS S3, MinIO, R2...), signed with SigV4 over fetch; shared by every server. */
export function createS3ObjectStore(settings: S3Settings): ObjectStore {
  const objectUrl = (key: string) =>
    new URL(`${settings.endpoint}/${encodeS3Path(settings.bucket)}/${encodeS3Path(key)}`);

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    contentType?: string,
  ): Promise<Response> {
    const url = objectUrl(key);
    const headers = signS3Request(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH,
      },
      settings,
    );
    const payload = body ? new Uint8Array(body) : undefined;
    return fetch(url, { method, headers, body: payload, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  }

  async function failure(response: Response, what: string): Promise<Error> {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${what} answered ${response.status}: ${detail}`);
  }

  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok) throw await failure(response, `PUT ${key}`);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await failure(response, `GET ${key}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      return { bytes, contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failure(response, `DELETE ${key}`);
      await response.arrayBuffer();
    },
  };
}
