import { createHash } from 'node:crypto';
import type { MediaConfig } from '../config/env';
import { createLocalMediaStorage } from './local-storage';
import type { MediaType } from './media-types';
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

/** A file as the media store holds it: the columns of its `media_assets` row that the bytes decide. */
export interface StoredMediaFile {
  storageKey: string;
  contentHash: string;
  mimeType: string;
  byteSize: number;
}

/** Stores the bytes of a center under their content hash (the same bytes are one file); `has` skips a second write. */
export async function storeMediaFile(
  storage: MediaStorage,
  centerId: string,
  body: Uint8Array,
  type: MediaType,
): Promise<StoredMediaFile> {
  const contentHash = createHash('sha256').update(body).digest('hex');
  const storageKey = `centers/${centerId}/${contentHash.slice(0, 2)}/${contentHash}.${type.ext}`;
  if (!(await storage.has(storageKey))) await storage.put(storageKey, body, type.mime);
  return { storageKey, contentHash, mimeType: type.mime, byteSize: body.byteLength };
}
