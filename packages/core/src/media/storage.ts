import type { MediaConfig } from '../config/env';
import { createLocalMediaStorage } from './local-storage';
import { createS3MediaStorage } from './s3-storage';

/** Where media files live, by relative key (`centers/<centerId>/…`); the CDN serves them by the same key. */
export interface MediaStorage {
  kind: 'local' | 's3';
  /** stores the bytes under the key, replacing a file already there */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  has(key: string): Promise<boolean>;
  /** null when no file is stored under the key */
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  /** removes the file under the key and the sized variants made of it (nothing happens when there is none) */
  remove(key: string): Promise<void>;
}

/** The store the configuration names (MEDIA_STORAGE). */
export function createMediaStorage(config: MediaConfig): MediaStorage {
  if (config.storage === 'local') return createLocalMediaStorage(config.dir);
  const { bucket, ...s3 } = config.s3;
  // loadConfig refuses MEDIA_STORAGE=s3 without S3_BUCKET; this guards hand-made configurations
  if (!bucket) throw new Error('S3_BUCKET is required when MEDIA_STORAGE is s3');
  return createS3MediaStorage({ bucket, ...s3 });
}
