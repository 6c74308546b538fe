/** A stored file: its bytes and the content type it is served with. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where upload bytes live, by key (the URL path after `/uploads/`, e.g. `chat/<name>.png`): a local folder, the
 * database's `uploads` table or an S3-compatible bucket. Keys are made by uploadStore.ts and never hold `..`.
 */
export interface ObjectStore {
  /** Writes (or overwrites) the object. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}
