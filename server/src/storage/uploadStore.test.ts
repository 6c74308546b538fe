import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../testing/testDb';
import { createDatabaseObjectStore } from './databaseObjectStore';
import { detectFile } from './fileSignature';
import { createLocalObjectStore } from './localObjectStore';
import type { ObjectStore } from './objectStore';
import { createS3ObjectStore } from './s3ObjectStore';
import { startFakeS3 } from './testing/fakeS3';
import { pdfFile, pngFile } from './testing/sampleFiles';
import { createUploadStore, parseUploadUrl, type UploadKind } from './uploadStore';

const KINDS: UploadKind[] = ['profile', 'gallery', 'association-logo', 'identity-document', 'chat', 'group-logo'];

let dir: string;
let database: TestDatabase;
let fakeS3: Awaited<ReturnType<typeof startFakeS3>>;

beforeAll(async () => {
  database = await createTestDatabase();
  fakeS3 = await startFakeS3();
});
afterAll(async () => {
  await fakeS3.close();
  await database.close();
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'campo-uploads-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const backends: Array<[string, () => ObjectStore]> = [
  ['a local folder', () => createLocalObjectStore(dir)],
  ['the database', () => createDatabaseObjectStore(database.db)],
  [
    'an S3 bucket',
    () => createS3ObjectStore({ endpoint: fakeS3.endpoint, bucket: fakeS3.bucket, ...fakeS3.credentials }),
  ],
];

describe.each(backends)('the upload store over %s', (_name, backend) => {
  it('names every kind with 128 random bits and reads the bytes back with their type', async () => {
    const store = createUploadStore(backend());
    const png = pngFile().bytes;
    for (const kind of KINDS) {
      const url = await store.save(kind, png, detectFile(png)!);
      expect(url).toMatch(new RegExp(`^/uploads/${kind}/[0-9a-f]{32}\\.png$`));
      expect(await store.read(url)).toEqual({ bytes: png, contentType: 'image/png' });
    }
    const pdf = pdfFile().bytes;
    const document = await store.save('identity-document', pdf, detectFile(pdf)!);
    expect(await store.read(document)).toEqual({ bytes: pdf, contentType: 'application/pdf' });
  });

  it('answers null for unknown names, old guessable names and paths outside', async () => {
    const store = createUploadStore(backend());
    expect(await store.read(`/uploads/chat/${'a'.repeat(32)}.png`)).toBeNull();
    expect(await store.read(`/uploads/chat/${'a'.repeat(24)}.png`)).toBeNull();
    expect(await store.read('/uploads/chat/../../campo.sqlite')).toBeNull();
    expect(await store.read('/uploads/seed/../campo.sqlite')).toBeNull();
  });

  it('removes members uploads, never seed files; removing twice is harmless', async () => {
    const store = createUploadStore(backend());
    const png = pngFile().bytes;
    const url = await store.save('profile', png, detectFile(png)!);
    const seed = '/uploads/seed/avatars/anna.png';
    await store.saveSeed(seed, png, 'image/png');
    await store.remove(seed);
    await store.remove(null);
    expect(await store.read(seed)).toEqual({ bytes: png, contentType: 'image/png' });
    await store.remove(url);
    expect(await store.read(url)).toBeNull();
    await expect(store.remove(url)).resolves.toBeUndefined();
  });
});

describe('the local folder', () => {
  it('keeps files at <uploadsDir>/<kind>/<name>.<ext>, as before', async () => {
    const png = pngFile().bytes;
    const url = await createUploadStore(createLocalObjectStore(dir)).save('gallery', png, detectFile(png)!);
    expect(existsSync(join(dir, url.replace('/uploads/', '')))).toBe(true);
  });
});

describe('parseUploadUrl', () => {
  it('knows the kind of every URL the store writes and nothing else', () => {
    expect(parseUploadUrl(`/uploads/chat/${'0'.repeat(32)}.jpg`)).toEqual({
      kind: 'chat',
      key: `chat/${'0'.repeat(32)}.jpg`,
    });
    expect(parseUploadUrl('/uploads/seed/products/categories/scarpe.png')).toEqual({
      kind: 'seed',
      key: 'seed/products/categories/scarpe.png',
    });
    for (const url of [
      '/uploads/chat/0123.png',
      `/uploads/other/${'0'.repeat(32)}.png`,
      `/uploads/chat/${'0'.repeat(32)}.svg`,
      '/uploads/seed/a/../b.png',
      '/uploads/seed/.hidden.png',
    ]) {
      expect(parseUploadUrl(url)).toBeNull();
    }
  });
});
