import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectFile } from './fileSignature';
import { pdfFile, pngFile } from './testing/sampleFiles';
import { createUploadStore } from './uploadStore';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'campo-uploads-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('upload store', () => {
  it('writes under <uploadsDir>/<kind>/<id>.<ext> and answers the /uploads URL', async () => {
    const png = pngFile().bytes;
    const url = await createUploadStore(dir).save('gallery', png, detectFile(png)!);
    expect(url).toMatch(/^\/uploads\/gallery\/[0-9a-f]{24}\.png$/);
    expect(readFileSync(join(dir, url.replace('/uploads/', '')))).toEqual(png);
  });

  it('names identity documents with 128 random bits', async () => {
    const pdf = pdfFile().bytes;
    const url = await createUploadStore(dir).save('identity-document', pdf, detectFile(pdf)!);
    expect(url).toMatch(/^\/uploads\/identity-document\/[0-9a-f]{32}\.pdf$/);
  });

  it('removes its own files only, never seed files or paths outside', async () => {
    const store = createUploadStore(dir);
    const png = pngFile().bytes;
    const url = await store.save('profile', png, detectFile(png)!);
    mkdirSync(join(dir, 'seed'), { recursive: true });
    writeFileSync(join(dir, 'seed', 'avatar.png'), png);
    await store.remove('/uploads/seed/avatar.png');
    await store.remove('/uploads/profile/../seed/avatar.png');
    await store.remove(null);
    expect(existsSync(join(dir, 'seed', 'avatar.png'))).toBe(true);
    await store.remove(url);
    expect(existsSync(join(dir, url.replace('/uploads/', '')))).toBe(false);
    await expect(store.remove(url)).resolves.toBeUndefined();
  });
});
