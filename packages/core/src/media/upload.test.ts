// Issue 26.1: uploads typed by their bytes, capped per kind, SVG sanitized, metadata stripped, stored once per
// content hash; alt text; where used; a file in use is not deleted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase, seedTestDemo } from '../testing/test-database';
import { MEDIA_PRESETS } from './image-sizes';
import { createImageVariants } from './image-variants';
import { createLocalMediaStorage } from './local-storage';
import { deleteMedia, mediaUsage, updateMedia } from './media-edit';
import type { MediaStorage } from './storage';
import { uploadMedia } from './upload';
import { UPLOAD_MAX_BYTES } from './upload-types';

const CDN = 'https://cdn.example.com';

/** A JPEG with EXIF (camera, GPS-free but named) written by sharp itself. */
async function jpegWithExif(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam', Artist: 'Jane Photographer' } })
    .toBuffer();
}

describe('media upload', () => {
  let handle: DatabaseHandle;
  let centerId: string;
  let dir: string;
  let storage: MediaStorage;
  beforeAll(async () => {
    handle = await openTestDatabase();
    ({ centerId } = await seedTestDemo(handle.db));
    dir = await mkdtemp(join(tmpdir(), 'upload-'));
    storage = createLocalMediaStorage(dir);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (bytes: Uint8Array, name: string, alt?: string) =>
    uploadMedia(handle.db, storage, { centerId, alt }, { bytes, name }, CDN);

  it('stores a JPEG without its EXIF, under its content hash, with its name and alt text', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const file = await upload(original, 'C:\\Users\\jane\\shop front.JPG', 'The shop front');
    expect(file).toMatchObject({ kind: 'image', mimeType: 'image/jpeg', originalName: 'shop front.JPG' });
    expect(file.altText).toBe('The shop front');
    expect(file.storageKey).toMatch(new RegExp(`^centers/${centerId}/[0-9a-f]{2}/[0-9a-f]{64}\\.jpg$`));
    expect(file.url).toBe(`${CDN}/${file.storageKey}`);
    const stored = await storage.get(file.storageKey);
    const meta = await sharp(stored?.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(stored?.body ?? []).includes('SpyCam')).toBe(false);
  });

  it('keeps one entry when the same bytes arrive again; a new alt text replaces the old', async () => {
    const bytes = await jpegWithExif(80, 60);
    const first = await upload(bytes, 'a.jpg', 'first');
    const again = await upload(bytes, 'b.jpg');
    expect(again.id).toBe(first.id);
    expect(again.altText).toBe('first');
    const renamed = await upload(bytes, 'c.jpg', 'second');
    expect(renamed).toMatchObject({ id: first.id, altText: 'second' });
  });

  it('tells the type from the bytes: an HTML page named .png is refused', async () => {
    const html = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>');
    await expect(upload(html, 'logo.png')).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(40).fill(0)]);
    await expect(upload(zip, 'logo.png')).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining('application/zip'),
    });
    await expect(upload(new Uint8Array(), 'x.png')).rejects.toMatchObject({ code: 'EMPTY_FILE' });
  });

  it('accepts a PNG named .txt as a PNG, and a truncated JPEG is refused with a 400 code', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    const file = await upload(png, 'notes.txt');
    expect(file.storageKey.endsWith('.png')).toBe(true);
    const jpeg = await jpegWithExif(400, 300);
    await expect(upload(jpeg.subarray(0, 300), 'cut.jpg')).rejects.toMatchObject({ code: 'UNREADABLE_IMAGE' });
  });

  it('sanitizes an SVG and refuses one over its cap', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="4" height="4"/></svg>';
    const file = await upload(new TextEncoder().encode(svg), 'icon.svg');
    expect(file.kind).toBe('svg');
    const stored = new TextDecoder().decode((await storage.get(file.storageKey))?.body);
    expect(stored).toContain('<rect');
    expect(stored).not.toContain('script');
    const big = `<svg xmlns="http://www.w3.org/2000/svg">${'<!-- x -->'.repeat(UPLOAD_MAX_BYTES.svg / 10 + 1)}</svg>`;
    await expect(upload(new TextEncoder().encode(big), 'big.svg')).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
  });

  it('says where a file is used and refuses to delete it while it is', async () => {
    const file = await upload(await jpegWithExif(32, 32), 'logo.jpg');
    const shop = await handle.db
      .selectFrom('shops')
      .select(['id', 'name'])
      .where('centerId', '=', centerId)
      .executeTakeFirstOrThrow();
    await handle.db.updateTable('shops').set({ logo: file.storageKey }).where('id', '=', shop.id).execute();
    const news = await handle.db
      .selectFrom('news')
      .select(['id', 'title'])
      .where('centerId', '=', centerId)
      .executeTakeFirstOrThrow();
    // in rich text, as an absolute URL
    await handle.db
      .updateTable('news')
      .set({ content: `<p><img src="${CDN}/${file.storageKey}"></p>` })
      .where('id', '=', news.id)
      .execute();

    const { users } = await mediaUsage(handle.db, { centerId, id: file.id });
    expect(users).toEqual(
      expect.arrayContaining([
        { kind: 'shop', id: shop.id, name: shop.name },
        { kind: 'news', id: news.id, name: news.title },
      ]),
    );
    expect(users).toHaveLength(2);
    await expect(deleteMedia(handle.db, storage, { centerId, id: file.id })).rejects.toMatchObject({
      code: 'MEDIA_IN_USE',
      message: expect.stringContaining(shop.name),
    });
    expect(await storage.has(file.storageKey)).toBe(true);

    await handle.db.updateTable('shops').set({ logo: null }).where('id', '=', shop.id).execute();
    await handle.db.updateTable('news').set({ content: null }).where('id', '=', news.id).execute();
    expect((await mediaUsage(handle.db, { centerId, id: file.id })).users).toEqual([]);
    const variant = await createImageVariants(storage).get(file.storageKey, {
      ...MEDIA_PRESETS.thumb,
      format: 'webp',
    });
    expect(variant && (await storage.has(variant.key))).toBe(true);
    await deleteMedia(handle.db, storage, { centerId, id: file.id });
    expect(await storage.has(file.storageKey)).toBe(false);
    // its sized variants go with it
    expect(await storage.has(variant?.key ?? '')).toBe(false);
    await expect(mediaUsage(handle.db, { centerId, id: file.id })).rejects.toMatchObject({ code: 'MEDIA_NOT_FOUND' });
  });

  it('edits the alt text, only of a file of the center named', async () => {
    const file = await upload(await jpegWithExif(20, 20), 'alt.jpg');
    const edited = await updateMedia(handle.db, { centerId, id: file.id, altText: '  A red square ' }, CDN);
    expect(edited.altText).toBe('A red square');
    const other = await handle.db
      .selectFrom('centers')
      .select('id')
      .where('id', '<>', centerId)
      .executeTakeFirstOrThrow();
    await expect(updateMedia(handle.db, { centerId: other.id, id: file.id, altText: 'x' }, CDN)).rejects.toMatchObject({
      code: 'MEDIA_NOT_FOUND',
    });
    await expect(updateMedia(handle.db, { centerId, id: file.id, altText: 'x'.repeat(501) }, CDN)).rejects.toThrow();
  });
});
