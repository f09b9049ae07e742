// Issue 26: image sizes on request, `GET /media/<key>?preset=|w=&h=&fit=&format=`, on a real store and real sharp.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@center-platform/core/config';
import type { DatabaseHandle } from '@center-platform/core/db';
import { createLogger } from '@center-platform/core/logging';
import {
  createLocalMediaStorage,
  createMediaStorage,
  MEDIA_CACHE_CONTROL,
  type MediaStorage,
} from '@center-platform/core/media';
import { openTestDatabase } from '@center-platform/core/testing';
import { type S3StandIn, startS3StandIn } from '@center-platform/stand-ins';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';

const PHOTO_KEY = 'centers/3f2a-center/ab/0123abcd.jpg';
const SVG_KEY = 'centers/3f2a-center/cd/plan.svg';
const PDF_KEY = 'centers/3f2a-center/cd/flyer.pdf';
const AVIF_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const logger = createLogger({ level: 'silent' });

/** A 3 MP camera JPEG with EXIF (make, model, orientation 1). */
async function cameraJpeg() {
  return sharp({ create: { width: 2048, height: 1536, channels: 3, background: '#3a6ea5' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret Phone' } })
    .toBuffer();
}

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

/** The store, counting what is written. */
function countingStore(inner: MediaStorage) {
  const puts: string[] = [];
  return {
    puts,
    store: {
      ...inner,
      put: (key, body, type) => {
        puts.push(key);
        return inner.put(key, body, type);
      },
    } as MediaStorage,
  };
}

describe('image variants of the local store', () => {
  let handle: DatabaseHandle;
  let dir: string;
  let photo: Buffer;
  let counting: ReturnType<typeof countingStore>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'cp-media-variants-'));
    const storage = createLocalMediaStorage(dir);
    photo = await cameraJpeg();
    await storage.put(PHOTO_KEY, photo, 'image/jpeg');
    await storage.put(SVG_KEY, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    await storage.put(PDF_KEY, new TextEncoder().encode('%PDF-1.4\n%%EOF'), 'application/pdf');
    counting = countingStore(storage);
    app = createApp({ db: handle.db, config: loadConfig({ MEDIA_DIR: dir }), logger, mediaStorage: counting.store });
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends an AVIF of the preset width without EXIF to a page accepting AVIF, and the store serves the second request', async () => {
    const url = `/media/${PHOTO_KEY}?preset=thumb&format=auto`;
    const first = await app.request(url, { headers: { accept: AVIF_ACCEPT } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/avif');
    expect(first.headers.get('x-media-variant')).toBe('created');
    expect(first.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(first.headers.get('vary')).toBe('Accept');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const body = await bytesOf(first);
    expect(first.headers.get('content-length')).toBe(String(body.length));
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({
      format: 'heif',
      compression: 'av1',
      mediaType: 'image/avif',
      width: 200,
      height: 200,
    });
    expect(meta.exif).toBeUndefined();
    // stored once, beside the original, where the second request finds it
    expect(existsSync(join(dir, `${PHOTO_KEY}.v`, 'w200-h200-cover.avif'))).toBe(true);

    const second = await app.request(url, { headers: { accept: AVIF_ACCEPT } });
    expect(second.status).toBe(200);
    expect(second.headers.get('x-media-variant')).toBe('stored');
    expect(second.headers.get('etag')).toBe(etag);
    expect((await bytesOf(second)).equals(body)).toBe(true);
    expect(counting.puts.filter((key) => key.endsWith('w200-h200-cover.avif'))).toHaveLength(1);

    // a conditional request is answered without the bytes
    const again = await app.request(url, { headers: { accept: AVIF_ACCEPT, 'if-none-match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(await again.text()).toBe('');
  });

  it('chooses WebP or the original type for other Accept headers, and names Accept in Vary only for auto', async () => {
    const webp = await app.request(`/media/${PHOTO_KEY}?preset=card&format=auto`, {
      headers: { accept: 'image/webp,*/*' },
    });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(await bytesOf(webp)).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });

    const jpeg = await app.request(`/media/${PHOTO_KEY}?preset=card&format=auto`, { headers: { accept: '*/*' } });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const jpegMeta = await sharp(await bytesOf(jpeg)).metadata();
    expect(jpegMeta).toMatchObject({ format: 'jpeg', width: 640 });
    expect(jpegMeta.exif).toBeUndefined();

    const fixed = await app.request(`/media/${PHOTO_KEY}?w=320&h=320&fit=contain&format=webp`, {
      headers: { accept: AVIF_ACCEPT },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.headers.get('content-type')).toBe('image/webp');
    expect(fixed.headers.get('vary')).toBeNull();
    expect(await sharp(await bytesOf(fixed)).metadata()).toMatchObject({ width: 320, height: 320, hasAlpha: true });

    const head = await app.request(`/media/${PHOTO_KEY}?w=320&h=320&fit=contain&format=webp`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-media-variant')).toBe('stored');
    expect(await head.text()).toBe('');
  });

  it('leaves the original as it was: same bytes with their EXIF, no ETag', async () => {
    for (const path of [`/media/${PHOTO_KEY}`, `/media/${PHOTO_KEY}?v=2`]) {
      const res = await app.request(path, { headers: { accept: AVIF_ACCEPT } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect((await bytesOf(res)).equals(photo)).toBe(true);
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('x-media-variant')).toBeNull();
    }
    expect((await sharp(photo).metadata()).exif).toBeDefined();
  });

  it('answers 400 JSON for an unknown preset or size, contradictory parameters, a PDF and a variant as original', async () => {
    const refusals: [string, string, string | RegExp][] = [
      [`/media/${PHOTO_KEY}?preset=huge`, 'INVALID_REQUEST', 'preset must be one of thumb, card, hero, kiosk'],
      [`/media/${PHOTO_KEY}?w=250`, 'INVALID_REQUEST', 'w must be one of 200, 320, 640, 1080, 1600, 1920'],
      [`/media/${PHOTO_KEY}?w=640&h=5000&format=gif`, 'INVALID_REQUEST', /^h must be one of .*; format must be one of/],
      [`/media/${PHOTO_KEY}?preset=thumb&w=200`, 'INVALID_REQUEST', 'preset excludes w, h and fit'],
      [`/media/${PHOTO_KEY}?w=640&w=1080`, 'INVALID_REQUEST', 'w given more than once'],
      [`/media/${PDF_KEY}?format=auto`, 'NOT_RESIZABLE', /no raster image/],
      [`/media/${PHOTO_KEY}.v/w200-h200-cover.avif?preset=card`, 'NOT_RESIZABLE', /a variant/],
    ];
    for (const [path, code, message] of refusals) {
      const res = await app.request(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('cache-control'), path).not.toBe(MEDIA_CACHE_CONTROL);
      expect(await res.json(), path).toEqual({
        success: false,
        error: { code, message: expect.stringMatching(message) },
      });
    }
    // a wrong parameter is wrong for an SVG as well
    const svgRefusal = await app.request(`/media/${SVG_KEY}?preset=huge`);
    expect(svgRefusal.status).toBe(400);
  });

  it('serves an SVG as it is for any variant, since it scales by itself', async () => {
    for (const query of ['preset=thumb&format=auto', 'w=640&format=avif']) {
      const res = await app.request(`/media/${SVG_KEY}?${query}`, { headers: { accept: AVIF_ACCEPT } });
      expect(res.status, query).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(res.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
      expect(res.headers.get('vary')).toBeNull();
      expect(await res.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    }
    expect(counting.puts.some((key) => key.startsWith(`${SVG_KEY}.v/`))).toBe(false);
  });

  it('answers 404 JSON for a variant of a missing or invalid key', async () => {
    for (const path of [
      '/media/centers/3f2a-center/ab/missing.jpg?preset=thumb',
      '/media/centers/3f2a-center/ab/missing.svg?preset=thumb',
      '/media/%2e%2e/secret.jpg?preset=thumb',
      '/media/CENTERS/x.jpg?w=200',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('makes a variant requested twice at the same time once', async () => {
    const url = `/media/${PHOTO_KEY}?preset=hero&format=avif`;
    const before = counting.puts.length;
    const [a, b] = await Promise.all([app.request(url), app.request(url)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    expect(counting.puts.slice(before)).toEqual([`${PHOTO_KEY}.v/w1600.avif`]);
    expect(await sharp(await bytesOf(a)).metadata()).toMatchObject({ compression: 'av1', width: 1600, height: 1200 });
  });
});

describe('image variants with the store in S3', () => {
  let s3: S3StandIn;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    s3 = await startS3StandIn({ bucket: 'center-media' });
    handle = await openTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await s3?.close();
  });

  it('serves variants at /media of the platform while the bucket serves the originals', async () => {
    const config = loadConfig({
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'center-media',
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      MEDIA_CDN_URL: s3.publicUrl,
    });
    const bucket = createMediaStorage(config.media);
    await bucket.put(PHOTO_KEY, await cameraJpeg(), 'image/jpeg');
    const app = createApp({ db: handle.db, config, logger });

    const url = `/media/${PHOTO_KEY}?preset=thumb&format=auto`;
    const first = await app.request(url, { headers: { accept: AVIF_ACCEPT } });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-media-variant')).toBe('created');
    expect(await sharp(await bytesOf(first)).metadata()).toMatchObject({ compression: 'av1', width: 200 });
    const second = await app.request(url, { headers: { accept: AVIF_ACCEPT } });
    expect(second.headers.get('x-media-variant')).toBe('stored');
    expect(second.headers.get('content-type')).toBe('image/avif');

    // the variant is in the bucket, and the bucket's public address serves it with the lasting cache header
    const variantKey = `${PHOTO_KEY}.v/w200-h200-cover.avif`;
    expect(await bucket.has(variantKey)).toBe(true);
    const public_ = await fetch(`${s3.publicUrl}/${variantKey}`);
    expect(public_.headers.get('content-type')).toBe('image/avif');
    expect(public_.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
  }, 30_000);
});
