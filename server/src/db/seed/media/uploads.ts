import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Writes seed files under `<dataDir>/uploads/seed/` and returns their public URLs (`/uploads/seed/...`). */
export class SeedUploads {
  readonly #root: string;
  // Pictures are deterministic, so a second seed in the same process reuses the encoded bytes.
  static readonly #cache = new Map<string, Buffer>();
  readonly #urls = new Map<string, string>();

  constructor(dataDir: string) {
    this.#root = join(dataDir, 'uploads');
  }

  /** relativePath is below uploads/seed/, e.g. 'events/calcio-1.png'. */
  write(relativePath: string, make: () => Buffer): string {
    const key = `seed/${relativePath}`;
    const known = this.#urls.get(key);
    if (known) return known;
    let bytes = SeedUploads.#cache.get(key);
    if (!bytes) {
      bytes = make();
      SeedUploads.#cache.set(key, bytes);
    }
    const file = join(this.#root, key);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    const url = `/uploads/${key}`;
    this.#urls.set(key, url);
    return url;
  }

  /** Distinct files written so far. */
  get written(): number {
    return this.#urls.size;
  }
}
