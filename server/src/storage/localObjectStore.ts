import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentTypeOfName } from './contentTypes';
import type { ObjectStore } from './objectStore';

/** Files under one folder (`<DATA_DIR>/uploads`): the default on SQLite, read by this machine only. */
export function createLocalObjectStore(root: string): ObjectStore {
  return {
    async put(key, bytes) {
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return { bytes: await readFile(join(root, key)), contentType: contentTypeOfName(key) };
      } catch (error) {
        if (['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
    },
    async delete(key) {
      await unlink(join(root, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}
