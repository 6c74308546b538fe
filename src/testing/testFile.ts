import { File as NodeFile } from 'node:buffer';

/**
 * A file the fetch stack can send as multipart: jsdom's File is not a Blob to Node's FormData, Node's File is.
 * `bytes` sets the size.
 */
export function buildTestFile(name: string, type: string, bytes = 1024): File {
  return new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
}
