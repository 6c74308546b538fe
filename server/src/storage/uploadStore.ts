import { randomBytes } from 'node:crypto';
import type { DetectedFile } from './fileSignature';
import type { ObjectStore, StoredObject } from './objectStore';

/** The folders under /uploads/ that members' files go to; each is the URL segment after /uploads/. */
export type UploadKind = 'profile' | 'gallery' | 'association-logo' | 'identity-document' | 'chat' | 'group-logo';

/**
 * Kinds served only to those allowed to see them (storage/uploadAccess.ts): chat pictures to the thread's members,
 * identity documents to their account. The other kinds, and the demo data's `seed/` files, are public.
 */
export const PRIVATE_KINDS: ReadonlySet<UploadKind | 'seed'> = new Set(['chat', 'identity-document']);

const KINDS = 'profile|gallery|association-logo|identity-document|chat|group-logo';
// 128 random bits in hex: one URL tells nothing about any other.
const UPLOAD_URL = new RegExp(`^/uploads/(${KINDS})/([0-9a-f]{32})\\.(jpg|png|gif|webp|pdf)$`);
// Seed files keep readable, deterministic names; no segment can be `..`.
const SEED_URL = /^\/uploads\/(seed\/(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.(?:png|jpg|pdf|txt))$/;

/** What an `/uploads/...` URL names: its kind and its key in the object store. */
export interface UploadAddress {
  kind: UploadKind | 'seed';
  key: string;
}

/** The upload a URL names, or null for anything this store never writes (old guessable names included). */
export function parseUploadUrl(url: string): UploadAddress | null {
  const upload = UPLOAD_URL.exec(url);
  if (upload) return { kind: upload[1] as UploadKind, key: `${upload[1]}/${upload[2]}.${upload[3]}` };
  const seed = SEED_URL.exec(url);
  return seed ? { kind: 'seed', key: seed[1] } : null;
}

/** A new unguessable key `<kind>/<name>.<ext>` for a member's upload. */
export function newUploadKey(kind: UploadKind, ext: string): string {
  return `${kind}/${randomBytes(16).toString('hex')}.${ext}`;
}

export interface UploadStore {
  /** Stores checked bytes under a new unguessable name and answers its `/uploads/<kind>/<name>.<ext>` URL. */
  save(kind: UploadKind, bytes: Buffer, type: DetectedFile): Promise<string>;
  /** The file a URL names, or null (unknown, or not a URL this store writes). Says nothing about who may read it. */
  read(url: string): Promise<StoredObject | null>;
  /** Deletes a member's upload; seed files, null and foreign URLs are left alone. Never throws. */
  remove(url: string | null | undefined): Promise<void>;
  /**
   * The demo data's files at the URLs the seed chose (seed/media/uploads.ts): public ones at fixed
   * `/uploads/seed/...` URLs, private ones (a chat picture, identity documents) at URLs of newUploadKey.
   */
  saveSeed(url: string, bytes: Buffer, contentType: string): Promise<void>;
}

/** The app's one upload store (`app.uploads`), over the object store the config names (configuredUploadStore.ts). */
export function createUploadStore(objects: ObjectStore): UploadStore {
  return {
    async save(kind, bytes, type) {
      const key = newUploadKey(kind, type.ext);
      await objects.put(key, bytes, type.mime);
      return `/uploads/${key}`;
    },
    async read(url) {
      const address = parseUploadUrl(url);
      return address ? objects.get(address.key) : null;
    },
    async remove(url) {
      const address = url ? parseUploadUrl(url) : null;
      if (!address || address.kind === 'seed') return;
      await objects.delete(address.key).catch(() => undefined);
    },
    async saveSeed(url, bytes, contentType) {
      const address = parseUploadUrl(url);
      if (!address) throw new Error(`Not an upload URL: ${url}`);
      await objects.put(address.key, bytes, contentType);
    },
  };
}
