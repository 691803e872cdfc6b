import type { Config } from '../../config.ts';
import { diskStorage } from './disk-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export { diskStorage } from './disk-storage.ts';
export { s3Storage, type S3StorageOptions } from './s3-storage.ts';
export { sweepOrphanObjects, type OrphanSweep } from './orphans.ts';
export {
  checkedKey,
  contentTypeOf,
  deletePrefix,
  getBuffer,
  keyUnder,
  privateFile,
  publicPicture,
  readAll,
  type ListedObject,
  type ObjectInfo,
  type ObjectMeta,
  type Storage,
  type StoredObject,
} from './storage.ts';

export type StorageSettings = Pick<
  Config,
  'DATA_DIR' | 'STORAGE' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE' | 'S3_MAX_ATTEMPTS'
>;

const opened = new WeakMap<StorageSettings, Storage>();

/**
 * The storage a configuration names (STORAGE, docs/decisions/069), made once per configuration object so every
 * action and route of one app shares one S3 client and its connections.
 */
export function storageFor(config: StorageSettings): Storage {
  let storage = opened.get(config);
  if (!storage) {
    storage =
      config.STORAGE === 's3'
        ? s3Storage({
            bucket: config.S3_BUCKET!,
            region: config.S3_REGION,
            endpoint: config.S3_ENDPOINT,
            forcePathStyle: config.S3_FORCE_PATH_STYLE === 'on',
            maxAttempts: config.S3_MAX_ATTEMPTS,
          })
        : diskStorage(config.DATA_DIR);
    opened.set(config, storage);
  }
  return storage;
}

/** Closes the storage `storageFor(config)` made, when it made one; the next call makes a new one. */
export function closeStorage(config: StorageSettings): void {
  opened.get(config)?.close();
  opened.delete(config);
}
