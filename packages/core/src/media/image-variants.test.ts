import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { type ImageVariant, imageVariantKey, MEDIA_PRESETS } from './image-sizes';
import { renderImageVariant } from './image-transform';
import { createImageVariants } from './image-variants';
import { createLocalMediaStorage } from './local-storage';
import type { MediaStorage } from './storage';

const PHOTO_KEY = 'centers/3f2a-center/ab/photo.jpg';
const SMALL_KEY = 'centers/3f2a-center/cd/small.png';
const SVG_KEY = 'centers/3f2a-center/ef/plan.svg';
const BROKEN_KEY = 'centers/3f2a-center/ef/broken.jpg';
const BOMB_KEY = 'centers/3f2a-center/ef/bomb.png';
const AVIF_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

const preset = (name: keyof typeof MEDIA_PRESETS, format: ImageVariant['format']): ImageVariant => ({
  ...MEDIA_PRESETS[name],
  format,
});

/** A 1200 x 800 camera JPEG stored sideways (EXIF orientation 6: upright it is 800 x 1200), with a camera make. */
async function cameraJpeg() {
  const left = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#c02828' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2040c0' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret Phone' } })
    .toBuffer();
}

/** A PNG whose header claims 30,000 x 30,000 pixels (the decompression bomb sharp must refuse before decoding). */
async function bombPng() {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The store, counting what is written. */
function countingStore(inner: MediaStorage) {
  const puts: string[] = [];
  const store: MediaStorage = {
    ...inner,
    put: (key, body, type) => {
      puts.push(key);
      return inner.put(key, body, type);
    },
  };
  return { store, puts };
}

describe('image variants', () => {
  let dir: string;
  let storage: MediaStorage;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cp-variants-'));
    storage = createLocalMediaStorage(dir);
    await storage.put(PHOTO_KEY, await cameraJpeg(), 'image/jpeg');
    const small = await sharp({ create: { width: 150, height: 100, channels: 4, background: '#0a0' } })
      .png()
      .toBuffer();
    await storage.put(SMALL_KEY, small, 'image/png');
    await storage.put(SVG_KEY, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    await storage.put(BROKEN_KEY, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]), 'image/jpeg');
    await storage.put(BOMB_KEY, await bombPng(), 'image/png');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders an upright AVIF of the preset without EXIF, stores it once and serves it from the store next', async () => {
    const { store, puts } = countingStore(storage);
    const variants = createImageVariants(store);
    const first = await variants.get(PHOTO_KEY, preset('thumb', 'auto'), AVIF_ACCEPT);
    expect(first).toMatchObject({
      key: `${PHOTO_KEY}.v/w200-h200-cover.avif`,
      contentType: 'image/avif',
      source: 'created',
    });
    const meta = await sharp(first?.body).metadata();
    expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: 200, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(puts).toEqual([first?.key]);

    const second = await variants.get(PHOTO_KEY, preset('thumb', 'auto'), AVIF_ACCEPT);
    expect(second?.source).toBe('stored');
    expect(second?.etag).toBe(first?.etag);
    expect(second?.etag).toMatch(/^"[\w-]{32}"$/);
    expect(Buffer.from(second?.body ?? []).equals(Buffer.from(first?.body ?? []))).toBe(true);
    expect(puts).toHaveLength(1);
    // a new process finds it as well
    expect((await createImageVariants(storage).get(PHOTO_KEY, preset('thumb', 'avif')))?.source).toBe('stored');
  });

  it('applies the EXIF orientation and keeps the aspect ratio of the whole-picture presets', async () => {
    const card = await renderImageVariant(
      (await storage.get(PHOTO_KEY))?.body ?? new Uint8Array(),
      preset('card', 'webp'),
      'webp',
    );
    const meta = await sharp(card).metadata();
    // upright the photo is 800 x 1200: 640 wide is 960 high (sideways it would be 427)
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 960 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // the left half of the stored picture (red) is on top once upright
    const { data } = await sharp(card)
      .extract({ left: 320, top: 100, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(100);
  });

  it('never enlarges, and keeps the type of the original unless asked', async () => {
    const variants = createImageVariants(storage);
    const hero = await variants.get(SMALL_KEY, preset('hero', 'original'));
    expect(hero?.contentType).toBe('image/png');
    expect(await sharp(hero?.body).metadata()).toMatchObject({
      format: 'png',
      width: 150,
      height: 100,
      hasAlpha: true,
    });
    const webp = await variants.get(SMALL_KEY, preset('kiosk', 'auto'), 'image/webp,*/*');
    expect(webp?.key).toBe(`${SMALL_KEY}.v/w1080-h1920-inside.webp`);
    expect(await sharp(webp?.body).metadata()).toMatchObject({ format: 'webp', width: 150, height: 100 });
    const plain = await variants.get(SMALL_KEY, preset('thumb', 'auto'), 'image/png,*/*');
    expect(plain?.contentType).toBe('image/png');
  });

  it('makes a variant asked for twice at the same time once', async () => {
    const { store, puts } = countingStore(storage);
    let renders = 0;
    const variants = createImageVariants(store, {
      render: (...args) => {
        renders++;
        return renderImageVariant(...args);
      },
    });
    const variant: ImageVariant = { width: 320, height: 320, fit: 'contain', format: 'webp' };
    const [a, b, c] = await Promise.all([
      variants.get(PHOTO_KEY, variant),
      variants.get(PHOTO_KEY, variant),
      variants.get(PHOTO_KEY, { ...variant, format: 'auto' }, 'image/webp'),
    ]);
    expect(renders).toBe(1);
    expect(puts).toEqual([imageVariantKey(PHOTO_KEY, variant, 'webp')]);
    expect(a?.etag).toBe(b?.etag);
    expect(c?.etag).toBe(a?.etag);
    expect(await sharp(a?.body).metadata()).toMatchObject({ width: 320, height: 320 });
  });

  it('answers null for a missing original and refuses what it cannot resize', async () => {
    const variants = createImageVariants(storage);
    const thumb = preset('thumb', 'webp');
    expect(await variants.get('centers/3f2a-center/ab/missing.jpg', thumb)).toBeNull();
    expect(await variants.get('centers/3f2a-center/ab/missing.svg', thumb)).toBeNull();

    const refusal = (key: string) =>
      variants.get(key, thumb).then(
        () => undefined,
        (error: unknown) => error,
      );
    const svg = await refusal(SVG_KEY);
    expect(svg).toBeInstanceOf(DomainError);
    expect(svg).toMatchObject({
      kind: 'invalid',
      code: 'NOT_RESIZABLE',
      message: expect.stringContaining('no raster image'),
    });
    const stored = (await variants.get(PHOTO_KEY, thumb))?.key ?? '';
    expect(await refusal(stored)).toMatchObject({
      code: 'NOT_RESIZABLE',
      message: expect.stringContaining('a variant'),
    });
    expect(await refusal(BROKEN_KEY)).toMatchObject({ kind: 'invalid', code: 'UNREADABLE_IMAGE' });
    expect(await refusal(BOMB_KEY)).toMatchObject({
      code: 'UNREADABLE_IMAGE',
      message: expect.stringMatching(/pixel limit/),
    });
    // nothing was stored for the refusals
    for (const key of [SVG_KEY, BROKEN_KEY, BOMB_KEY]) {
      expect(await storage.has(imageVariantKey(key, thumb, 'webp')), key).toBe(false);
    }
  });
});
