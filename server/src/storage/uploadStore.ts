import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from '../lib/ids';
import type { DetectedFile } from './fileSignature';

/** Folders under uploads/; each is also the URL segment after /uploads/. */
export type UploadKind = 'profile' | 'gallery' | 'association-logo' | 'identity-document' | 'chat' | 'group-logo';

// Identity documents are personal data: their names are 128 random bits, so a URL cannot be guessed from
// another one (ObjectId-like ids are time-ordered and predictable).
const UNGUESSABLE_KINDS: ReadonlySet<UploadKind> = new Set(['identity-document']);

// Only files this store wrote can be removed; seed pictures (/uploads/seed/...) are shared and stay.
const OWN_UPLOAD_URL = /^\/uploads\/(profile|gallery|association-logo|identity-document|chat|group-logo)\/([0-9a-f]{24,32})\.(jpg|png|gif|webp|pdf)$/;

export interface UploadStore {
  /** Writes checked bytes to `<uploadsDir>/<kind>/<name>.<ext>` and answers the public `/uploads/...` URL. */
  save(kind: UploadKind, bytes: Buffer, type: DetectedFile): Promise<string>;
  /** Deletes a file this store saved; other URLs (seed files, null) are left alone. Never throws. */
  remove(url: string | null | undefined): Promise<void>;
}

export function createUploadStore(uploadsDir: string): UploadStore {
  return {
    async save(kind, bytes, type) {
      const name = UNGUESSABLE_KINDS.has(kind) ? randomBytes(16).toString('hex') : newId();
      const folder = join(uploadsDir, kind);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, `${name}.${type.ext}`), bytes, { flag: 'wx' });
      return `/uploads/${kind}/${name}.${type.ext}`;
    },
    async remove(url) {
      const match = url ? OWN_UPLOAD_URL.exec(url) : null;
      if (!match) return;
      await unlink(join(uploadsDir, match[1], `${match[2]}.${match[3]}`)).catch(() => undefined);
    },
  };
}
