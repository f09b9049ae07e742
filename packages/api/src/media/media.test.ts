// The platform serves the local media store under the path of `{cdn_base_url}` (spec 4.9), outside the staff API.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@center-platform/core/config';
import type { DatabaseHandle } from '@center-platform/core/db';
import { createLogger } from '@center-platform/core/logging';
import { createLocalMediaStorage } from '@center-platform/core/media';
import { openTestDatabase } from '@center-platform/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { localMediaPath } from './media.routes';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);
const PNG_KEY = 'centers/3f2a-center/ab/abcdef0123.png';
const SVG_KEY = 'centers/3f2a-center/cd/cdef.svg';
const NOT_FOUND = { success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } };

describe('media files of the local store', () => {
  let handle: DatabaseHandle;
  let parent: string;
  let dir: string;
  const logger = createLogger({ level: 'silent' });
  const appWith = (env: Record<string, string>) => createApp({ db: handle.db, config: loadConfig(env), logger });

  beforeAll(async () => {
    handle = await openTestDatabase();
    parent = mkdtempSync(join(tmpdir(), 'cp-media-api-'));
    dir = join(parent, 'media');
    writeFileSync(join(parent, 'secret.txt'), 'outside the store');
    const storage = createLocalMediaStorage(dir);
    await storage.put(PNG_KEY, PNG, 'image/png');
    await storage.put(SVG_KEY, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
  });
  afterAll(async () => {
    await handle.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('answers GET and HEAD with the bytes and lasting, safe headers, without credentials', async () => {
    const app = appWith({ MEDIA_DIR: dir });
    const res = await app.request(`/media/${PNG_KEY}`);
    expect(res.status).toBe(200);
    expect(Array.from(new Uint8Array(await res.arrayBuffer()))).toEqual(Array.from(PNG));
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(PNG.length));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-security-policy')).toBeNull();

    const head = await app.request(`/media/${PNG_KEY}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(await head.text()).toBe('');

    const svg = await app.request(`/media/${SVG_KEY}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it('answers 404 JSON for an unknown or invalid key, and never reads outside the store', async () => {
    const app = appWith({ MEDIA_DIR: dir });
    for (const path of [
      '/media/centers/3f2a-center/ab/missing.png',
      '/media/centers/3f2a-center',
      '/media/',
      '/media/%2e%2e/secret.txt',
      '/media/..%2fsecret.txt',
      '/media/centers/%2e%2e/%2e%2e/secret.txt',
      '/media/CENTERS/x.png',
      '/media/.hidden',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual(NOT_FOUND);
    }
    // a path the URL parser resolves lands outside /media and is no media file either
    const dotted = await app.request('/media/../secret.txt');
    expect(dotted.status).toBe(404);
    expect(await dotted.text()).not.toContain('outside the store');
  });

  it('serves under the path of MEDIA_CDN_URL on its own origin, and not at all when something else serves media', async () => {
    const files = appWith({
      MEDIA_DIR: dir,
      APP_BASE_URL: 'https://app.example',
      MEDIA_CDN_URL: 'https://app.example/files',
    });
    expect((await files.request(`/files/${PNG_KEY}`)).status).toBe(200);
    expect((await files.request(`/media/${PNG_KEY}`)).status).toBe(404);

    const elsewhere = {
      MEDIA_DIR: dir,
      APP_BASE_URL: 'https://app.example',
      MEDIA_CDN_URL: 'https://cdn.example/media',
    };
    const res = await appWith(elsewhere).request(`/media/${PNG_KEY}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { message: `No route for GET /media/${PNG_KEY}` } });

    expect(localMediaPath(loadConfig({}))).toBe('/media');
    expect(localMediaPath(loadConfig(elsewhere))).toBeUndefined();
    expect(localMediaPath(loadConfig({ MEDIA_CDN_URL: 'http://localhost:3000/' }))).toBeUndefined();
    // with S3, the platform serves the store under a CDN path on its own origin, and else the variants at /media
    const s3 = { MEDIA_STORAGE: 's3', S3_BUCKET: 'b' };
    expect(localMediaPath(loadConfig({ ...s3, MEDIA_CDN_URL: 'http://localhost:3000/files' }))).toBe('/files');
    expect(localMediaPath(loadConfig({ ...s3, MEDIA_CDN_URL: 'https://cdn.example/media' }))).toBe('/media');
  });

  it('serves from an injected store', async () => {
    const app = createApp({
      db: handle.db,
      config: loadConfig({}),
      logger,
      mediaStorage: createLocalMediaStorage(dir),
    });
    expect((await app.request(`/media/${PNG_KEY}`)).status).toBe(200);
  });
});
