import { newUploadKey, type UploadKind, type UploadStore } from '../../../storage/uploadStore';
import { contentTypeOfName } from '../../../storage/contentTypes';

/**
 * The demo data's files, through the app's upload store, so every server reads them whatever the store (folder,
 * database, S3): public ones at readable URLs (`/uploads/seed/...`), private ones (`writePrivate`) at unguessable
 * URLs of their kind, served like a member's. `write` answers the URL at once (the seed's rows are made inside one
 * transaction); `flush` stores the files once the rows are committed.
 */
export class SeedUploads {
  // Pictures are deterministic, so a second seed in the same process reuses the encoded bytes.
  static readonly #cache = new Map<string, Buffer>();
  readonly #pending = new Map<string, Buffer>();

  constructor(private readonly store: UploadStore) {}

  /** relativePath is below uploads/seed/, e.g. 'events/calcio-1.png'. */
  write(relativePath: string, make: () => Buffer): string {
    const url = `/uploads/seed/${relativePath}`;
    if (!this.#pending.has(url)) this.#pending.set(url, SeedUploads.#bytes(relativePath, make));
    return url;
  }

  /** A file only some may read (a chat picture, an identity document), under a new unguessable name of its kind. */
  writePrivate(kind: UploadKind, name: string, make: () => Buffer): string {
    const url = `/uploads/${newUploadKey(kind, name.slice(name.lastIndexOf('.') + 1))}`;
    this.#pending.set(url, SeedUploads.#bytes(`${kind}/${name}`, make));
    return url;
  }

  static #bytes(name: string, make: () => Buffer): Buffer {
    let bytes = SeedUploads.#cache.get(name);
    if (!bytes) {
      bytes = make();
      SeedUploads.#cache.set(name, bytes);
    }
    return bytes;
  }

  /** Stores every file written so far (a few at a time). */
  async flush(): Promise<void> {
    const files = [...this.#pending];
    for (let start = 0; start < files.length; start += 8) {
      await Promise.all(
        files.slice(start, start + 8).map(([url, bytes]) => this.store.saveSeed(url, bytes, contentTypeOfName(url))),
      );
    }
  }

  /** Distinct files written so far. */
  get written(): number {
    return this.#pending.size;
  }
}
