// Issue 26: the visitor surface names the image presets, and every preset it names works on a media URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalMediaStorage } from '@center-platform/core/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VisitorSurfaceResponse } from '../public/schemas/centers';
import { type DemoApp, openDemoApp } from '../testing/demo-app';

const PHOTO_KEY = 'centers/demo/ab/landscape.jpg';

describe('media presets in the visitor surface', () => {
  let demo: DemoApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cp-media-presets-'));
    demo = await openDemoApp({ MEDIA_DIR: dir });
    const photo = await sharp({ create: { width: 2048, height: 1536, channels: 3, background: '#808040' } })
      .jpeg()
      .toBuffer();
    await createLocalMediaStorage(dir).put(PHOTO_KEY, photo, 'image/jpeg');
  });
  afterAll(async () => {
    await demo?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the presets, each of which sizes a 2048 x 1536 photo as it says', async () => {
    const { status, body } = await demo.getJson(`/api/centers/${demo.centerId}/public-visitor-surface`);
    expect(status).toBe(200);
    const { mediaPresets } = VisitorSurfaceResponse.parse(body).data;
    expect(mediaPresets.map((p) => p.name)).toEqual(['thumb', 'card', 'hero', 'kiosk']);

    // cover fills the box; inside keeps the photo's 4:3 within the width (and the height, when there is one)
    const expected = { thumb: [200, 200], card: [640, 480], hero: [1600, 1200], kiosk: [1080, 810] };
    for (const preset of mediaPresets) {
      const res = await demo.app.request(`/media/${PHOTO_KEY}?preset=${preset.name}&format=auto`, {
        headers: { accept: 'image/webp,*/*' },
      });
      expect(res.status, preset.name).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format, preset.name).toBe('webp');
      expect([meta.width, meta.height], preset.name).toEqual(expected[preset.name]);
      expect(meta.width).toBeLessThanOrEqual(preset.width);
      if (preset.height !== null) expect(meta.height).toBeLessThanOrEqual(preset.height);
    }
  });
});
