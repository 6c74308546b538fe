import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { createDatabaseObjectStore } from './databaseObjectStore';
import { createLocalObjectStore } from './localObjectStore';
import type { ObjectStore } from './objectStore';
import { relocateUploads, type RelocationResult, type RelocationTarget } from './relocateUploads';
import { createS3ObjectStore } from './s3ObjectStore';
import { createUploadStore, type UploadStore } from './uploadStore';

/** The object store UPLOAD_STORE names: the local folder, the database's `uploads` table or the S3 bucket. */
export function configuredObjectStore(config: Pick<AppConfig, 'uploadStore' | 'uploadsDir'>, db: Db): ObjectStore {
  const { kind, s3 } = config.uploadStore;
  if (kind === 'database') return createDatabaseObjectStore(db);
  if (kind === 's3') {
    if (!s3) throw new Error('UPLOAD_STORE=s3 without its S3_* settings');
    return createS3ObjectStore(s3);
  }
  return createLocalObjectStore(config.uploadsDir);
}

export function configuredUploadStore(config: Pick<AppConfig, 'uploadStore' | 'uploadsDir'>, db: Db): UploadStore {
  return createUploadStore(configuredObjectStore(config, db));
}

/** The store's name in `upload_relocations`: `local`, `database`, or `s3:<endpoint>/<bucket>`. */
export function storeName(config: Pick<AppConfig, 'uploadStore'>): string {
  const { kind, s3 } = config.uploadStore;
  return kind === 's3' && s3 ? `s3:${s3.endpoint}/${s3.bucket}` : kind;
}

/** Moves the uploads made before issue 22 into the configured store under unguessable names (relocateUploads.ts). */
export function relocateIntoConfiguredStore(
  config: Pick<AppConfig, 'uploadStore' | 'uploadsDir'>,
  db: Db,
  log: RelocationTarget['log'],
): Promise<RelocationResult> {
  return relocateUploads({
    db,
    store: configuredObjectStore(config, db),
    storeName: storeName(config),
    localFolder: createLocalObjectStore(config.uploadsDir),
    storeIsLocalFolder: config.uploadStore.kind === 'local',
    log,
  });
}
