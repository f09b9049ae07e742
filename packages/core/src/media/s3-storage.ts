import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
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

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** The media store in an S3 bucket; the CDN (MEDIA_CDN_URL) serves the bucket by the same keys. */
export function createS3MediaStorage(options: S3MediaStorageOptions): MediaStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.forcePathStyle ? { forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // the SDK's default extra checksums are not understood by every S3-compatible service
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertMediaKey(key);
      await client.send(
        new PutObjectCommand({
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
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async get(key) {
      if (!isValidMediaKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        const body = await object.Body.transformToByteArray();
        return { body, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      assertMediaKey(key);
      // S3 answers a delete of a missing key with success
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      const variants = await client.send(new ListObjectsV2Command({ Bucket, Prefix: imageVariantFolder(key) }));
      for (const object of variants.Contents ?? []) {
        if (object.Key) await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
      }
    },
  };
}
