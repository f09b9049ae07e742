// Issue 26, in Chromium: a JPEG with EXIF dropped on the media library is stored without it; the shop's logo field
// picks it in the media picker; the public API reads the shop with it; a page that sends `Accept: image/avif`
// loads the `thumb` preset as an AVIF of the preset's width, the second time from the store. A disguised file is
// refused with a reason, and a file in use cannot be deleted.

import { createMediaStorage, MEDIA_PRESETS } from '@center-platform/core/media';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2e, openE2e } from './harness';

/** Drops the files on the element as a user's drag and drop would (a DataTransfer with the files). */
async function dropFiles(page: Page, selector: string, files: { name: string; type: string; bytes: Buffer }[]) {
  const transfer = await page.evaluateHandle(
    (list) => {
      const data = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        data.items.add(new File([bytes], file.name, { type: file.type }));
      }
      return data;
    },
    files.map((file) => ({ name: file.name, type: file.type, base64: file.bytes.toString('base64') })),
  );
  for (const event of ['dragenter', 'dragover', 'drop'])
    await page.dispatchEvent(selector, event, { dataTransfer: transfer });
}

describe('media upload and picker in the browser', () => {
  let e: E2e;
  let centerId: string;
  let photo: Buffer;
  beforeAll(async () => {
    e = await openE2e();
    centerId = await e.centerIdOf('demo-center');
    photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam', Artist: 'Jane Photographer' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
  });
  afterAll(async () => {
    await e?.close();
  });

  it('uploads by drag and drop, picks the file as a shop logo, and serves its AVIF thumb from the store', async () => {
    const editor = await e.createUser('CONTENT_EDITOR', 'upload-editor@example.com');
    const page = await e.newPage();
    await e.signIn(page, editor.email);
    await page.getByRole('link', { name: 'Mediathek' }).click();
    await page.waitForURL(/\/media$/);

    await dropFiles(page, '.library-upload .drop-zone', [
      { name: 'schaufenster.jpg', type: 'image/jpeg', bytes: photo },
      // an HTML page named like a picture
      { name: 'logo.png', type: 'image/png', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') },
    ]);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'hochgeladen' }).textContent())
      .toContain('2 von 2 Dateien hochgeladen');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'logo.png' }).textContent())
      .toContain('Entscheidend ist ihr Inhalt, nicht ihr Name');
    await expect.poll(() => page.locator('tbody th').first().textContent()).toContain('schaufenster.jpg');
    await e.screenshots(page, 'media-upload');

    // the shop's logo is picked in the media picker
    const listed = (await (await fetch(`${e.url}/api/centers/${centerId}/shops?limit=1`)).json()) as {
      data: { name: string }[];
    };
    const shopName = listed.data[0]?.name ?? '';
    await page.getByRole('link', { name: 'Shops und Filialen' }).click();
    await page.waitForURL(/\/shops$/);
    await page.getByRole('button', { name: `„${shopName}“ bearbeiten` }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: /^Logo: (Auswählen|Ändern)/ }).click();
    const picker = page.getByRole('dialog', { name: 'Logo: Datei wählen' });
    await picker.getByRole('button', { name: 'schaufenster.jpg' }).waitFor();
    await e.screenshots(page, 'media-picker-dialog');
    await picker.getByRole('button', { name: 'schaufenster.jpg' }).click();
    await expect.poll(() => picker.count()).toBe(0);
    await expect.poll(() => sheet.getByTestId('media-field').first().textContent()).toContain('schaufenster.jpg');
    await e.screenshots(page, 'media-picker-field');
    await sheet.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // the library says where the file is used and does not offer to delete it while it is
    await page.locator('.overlay').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Mediathek' }).click();
    await page.getByRole('button', { name: '„schaufenster.jpg“ löschen' }).click();
    const refusal = page.getByRole('dialog', { name: '„schaufenster.jpg“ löschen?' });
    await expect.poll(() => refusal.textContent()).toContain(shopName);
    expect(await refusal.textContent()).toContain('wird noch verwendet');
    await refusal.getByRole('button', { name: 'Schließen' }).click();

    // the public API reads the shop with the stored path of the file, under the CDN base
    const shops = (await (await fetch(`${e.url}/api/centers/${centerId}/shops?limit=500`)).json()) as {
      data: { name: string; logo: string | null }[];
    };
    const logo = shops.data.find((shop) => shop.name === shopName)?.logo ?? '';
    expect(logo).toMatch(new RegExp(`centers/${centerId}/[0-9a-f]{2}/[0-9a-f]{64}\\.jpg$`));
    const original = await fetch(logo.startsWith('http') ? logo : `${e.url}/media/${logo}`);
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).exif).toBeUndefined();

    // a page that asks for AVIF gets the thumb preset as AVIF, without EXIF; the second request comes from the store
    const thumb = `${logo.startsWith('http') ? logo : `${e.url}/media/${logo}`}?preset=thumb&format=auto`;
    const viewer = await e.newPage();
    await viewer.setExtraHTTPHeaders({ accept: 'image/avif,image/webp,*/*' });
    const first = await viewer.goto(thumb);
    expect(first?.status()).toBe(200);
    expect(first?.headers()['content-type']).toBe('image/avif');
    const meta = await sharp(await first?.body()).metadata();
    expect(meta.format).toBe('heif');
    expect(meta.compression).toBe('av1');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(MEDIA_PRESETS.thumb.width);
    // made once, by whichever came first (the dashboard's picker already showed the thumb), and kept in the store
    expect(['created', 'stored']).toContain(first?.headers()['x-media-variant']);
    const stored = createMediaStorage(e.config.media);
    expect(await stored.has(`${logo.replace(/^.*?(centers\/)/, '$1')}.v/w200-h200-cover.avif`)).toBe(true);
    // another visitor (a browser of its own, nothing cached) gets the same bytes from the store
    const other = await e.newPage();
    await other.setExtraHTTPHeaders({ accept: 'image/avif,image/webp,*/*' });
    const second = await other.goto(thumb);
    expect(second?.headers()['x-media-variant']).toBe('stored');
    expect(second?.headers().etag).toBe(first?.headers().etag);
  });
});
