import type { S3Client } from '@aws-sdk/client-s3';
import { imageVariantFolder } from './image-sizes';
import { assertMediaKey, isValidMediaKey } from './media-key';
import { MEDIA_CACHE_CONTROL } from './media-types';
import type { MediaStorage } from './storage';

export interface S3MediaStorageOptions {
  bucket: string;
  region: string;
  /** an S3-compatible service (MinIO, R2, …); unset for AWS */
  endpoint?: string | undefined;
  forcePathStyle?: boolean | undefined;
  /** unset: the SDK's default chain (environment, instance role) */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * The media store in an S3 bucket; the CDN (MEDIA_CDN_URL) serves the bucket by the same keys. The SDK (0.2 s of CPU
 * to load) is loaded on the store's first call, so a process on local media never loads it.
 */
export function createS3MediaStorage(options: S3MediaStorageOptions): MediaStorage {
  let connected: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        ...(options.forcePathStyle ? { forcePathStyle: true } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
        // the SDK's default extra checksums are not understood by every S3-compatible service
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const isNotFound = (sdk: S3Sdk, error: unknown) =>
    error instanceof sdk.S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertMediaKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },
    async has(key) {
      if (!isValidMediaKey(key)) return false;
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(sdk, error)) return false;
        throw error;
      }
    },
    async get(key) {
      if (!isValidMediaKey(key)) return null;
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        const body = await object.Body.transformToByteArray();
        return { body, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },
    async remove(key) {
      assertMediaKey(key);
      const { sdk, client } = await connect();
      // S3 answers a delete of a missing key with success
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
      const variants = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: imageVariantFolder(key) }));
      for (const object of variants.Contents ?? []) {
        if (object.Key) await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: object.Key }));
      }
    },
  };
}
