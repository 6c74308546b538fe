// Builds multipart/form-data bodies for app.inject, the way a browser's FormData sends them.

export interface FilePart {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export type FormValue = string | FilePart | FilePart[];

const BOUNDARY = '----campoTestBoundary7MA4YWxkTrZu0gW';

export function multipartPayload(form: Record<string, FormValue>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const chunks: Buffer[] = [];
  const part = (head: string, body: Buffer) => {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n${head}\r\n\r\n`), body, Buffer.from('\r\n'));
  };
  for (const [name, value] of Object.entries(form)) {
    if (typeof value === 'string') {
      part(`Content-Disposition: form-data; name="${name}"`, Buffer.from(value));
      continue;
    }
    for (const file of Array.isArray(value) ? value : [value]) {
      part(
        `Content-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}`,
        file.bytes,
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}
