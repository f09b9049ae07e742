// The S3 media store against a real S3 protocol server (s3rver on a free local port).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { type S3StandIn, startS3StandIn } from '@center-platform/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_CACHE_CONTROL } from './media-types';
import { createS3MediaStorage } from './s3-storage';
import { createMediaStorage, type MediaStorage } from './storage';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const KEY = 'centers/7d1e-center/ab/abcdef.png';

describe('S3 media storage', () => {
  let server: S3StandIn;
  let options: {
    bucket: string;
    region: string;
    endpoint: string;
    forcePathStyle: boolean;
    credentials: { accessKeyId: string; secretAccessKey: string };
  };
  let storage: MediaStorage;

  beforeAll(async () => {
    server = await startS3StandIn({ bucket: 'media' });
    options = {
      bucket: server.bucket,
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: server.credentials,
    };
    storage = createS3MediaStorage(options);
  });
  afterAll(() => server.close());

  it('puts, finds and reads an object with its content type and a lasting cache header', async () => {
    expect(storage.kind).toBe('s3');
    expect(await storage.has(KEY)).toBe(false);
    expect(await storage.get(KEY)).toBeNull();
    await storage.put(KEY, PNG, 'image/png');
    expect(await storage.has(KEY)).toBe(true);
    const stored = await storage.get(KEY);
    expect(stored?.contentType).toBe('image/png');
    expect(Array.from(stored?.body ?? [])).toEqual(Array.from(PNG));

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await storage.put('centers/7d1e-center/cd/plan.svg', svg, 'image/svg+xml');
    expect((await storage.get('centers/7d1e-center/cd/plan.svg'))?.contentType).toBe('image/svg+xml');

    const client = new S3Client(options);
    const head = await client.send(new HeadObjectCommand({ Bucket: 'media', Key: KEY }));
    expect(head.CacheControl).toBe(MEDIA_CACHE_CONTROL);
    client.destroy();
  });

  it('removes a file with its sized variants, and nothing else', async () => {
    const key = 'centers/7d1e-center/ef/photo.png';
    const variant = `${key}.v/w200-h200-cover.webp`;
    const neighbour = 'centers/7d1e-center/ef/photo2.png';
    for (const one of [key, variant, neighbour]) await storage.put(one, PNG, 'image/png');
    await storage.remove(key);
    expect(await storage.has(key)).toBe(false);
    expect(await storage.has(variant)).toBe(false);
    expect(await storage.has(neighbour)).toBe(true);
    await storage.remove(key);
  });

  it('refuses invalid keys without asking the bucket', async () => {
    await expect(storage.put('../escape.png', PNG, 'image/png')).rejects.toThrow('invalid media key');
    expect(await storage.has('/abs.png')).toBe(false);
    expect(await storage.get('centers/../x.png')).toBeNull();
  });

  it('is what createMediaStorage makes for MEDIA_STORAGE=s3, next to the local folder store', async () => {
    // a folder no store writes to here
    const directory = join(tmpdir(), 'cp-media-unused');
    const s3 = createMediaStorage({
      storage: 's3',
      dir: directory,
      dirExplicit: true,
      s3: options,
      cdnBaseUrl: 'https://cdn.example',
    });
    expect(s3.kind).toBe('s3');
    expect(await s3.has(KEY)).toBe(true);
    const local = createMediaStorage({
      storage: 'local',
      dir: directory,
      dirExplicit: true,
      s3: options,
      cdnBaseUrl: 'https://x',
    });
    expect(local.kind).toBe('local');
    expect(() =>
      createMediaStorage({
        storage: 's3',
        dir: directory,
        dirExplicit: true,
        s3: { ...options, bucket: undefined },
        cdnBaseUrl: 'https://x',
      }),
    ).toThrow('S3_BUCKET');
  });
});
