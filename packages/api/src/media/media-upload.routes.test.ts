// Issue 26.1 over HTTP: upload (multipart), alt text, where used, delete refused while in use; the same core
// functions behind REST and tRPC; rules and center scope; every refusal a 4xx with a JSON body.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, BASE_URL, openAccountsApp } from '../testing/accounts-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;

describe('media upload routes', () => {
  let t: AccountsApp;
  let dir: string;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'media-upload-'));
    t = await openAccountsApp({ MEDIA_DIR: dir });
    for (const role of ['CONTENT_EDITOR', 'VIEWER', 'FINANCE_MANAGER'] as const) {
      cookie[role] = await t.signIn((await t.createUser(role)).email);
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (bytes: Uint8Array, name: string, options: { who?: string; center?: string; alt?: string } = {}) => {
    const form = new FormData();
    form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
    if (options.alt !== undefined) form.set('alt', options.alt);
    return t.app.request(`/api/media?centerId=${options.center ?? t.centerId}`, {
      method: 'POST',
      body: form,
      headers: { origin: BASE_URL, ...(options.who ? { cookie: options.who } : {}) },
    });
  };
  const jpeg = (width: number) =>
    sharp({ create: { width, height: 20, channels: 3, background: '#08f' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam' } })
      .toBuffer();

  it('uploads a picture, serves it from the store without EXIF and lists it', async () => {
    const res = await upload(await jpeg(40), 'front.jpg', { who: cookie.CONTENT_EDITOR, alt: 'Front' });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as Json;
    expect(data).toMatchObject({ kind: 'image', mimeType: 'image/jpeg', originalName: 'front.jpg', altText: 'Front' });
    const served = await t.app.request(new URL(data.url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).exif).toBeUndefined();
    const list = await t.request('GET', `/api/media?centerId=${t.centerId}`, { cookie: cookie.CONTENT_EDITOR });
    expect(((await list.json()) as Json).data.map((file: Json) => file.id)).toContain(data.id);
  });

  it('refuses a disguised file, an empty one, a form without a file and a body that is not a form', async () => {
    const html = new TextEncoder().encode('<html><body><script>alert(1)</script></body></html>');
    const disguised = await upload(html, 'logo.png', { who: cookie.CONTENT_EDITOR });
    expect(disguised.status).toBe(400);
    expect(((await disguised.json()) as Json).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const empty = await upload(new Uint8Array(), 'x.png', { who: cookie.CONTENT_EDITOR });
    expect(((await empty.json()) as Json).error.code).toBe('EMPTY_FILE');

    const noFile = new FormData();
    noFile.set('alt', 'x');
    const res = await t.app.request(`/api/media?centerId=${t.centerId}`, {
      method: 'POST',
      body: noFile,
      headers: { origin: BASE_URL, cookie: cookie.CONTENT_EDITOR as string },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).error.message).toContain('body.file');
    const json = await t.request('POST', `/api/media?centerId=${t.centerId}`, {
      body: { file: 'x' },
      cookie: cookie.CONTENT_EDITOR,
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as Json).error.message).toContain('multipart/form-data');
  });

  it('refuses a body over the largest cap with 413 before reading it', async () => {
    const res = await t.app.request(`/api/media?centerId=${t.centerId}`, {
      method: 'POST',
      body: new Uint8Array(26 * 1024 * 1024 + 1),
      headers: {
        origin: BASE_URL,
        cookie: cookie.CONTENT_EDITOR as string,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(26 * 1024 * 1024 + 1),
      },
    });
    expect(res.status).toBe(413);
  });

  it('lets only the writers of the center upload', async () => {
    const bytes = await jpeg(41);
    expect((await upload(bytes, 'a.jpg')).status).toBe(401);
    expect((await upload(bytes, 'a.jpg', { who: cookie.VIEWER })).status).toBe(403);
    expect((await upload(bytes, 'a.jpg', { who: cookie.FINANCE_MANAGER })).status).toBe(403);
    const other = await upload(bytes, 'a.jpg', { who: cookie.CONTENT_EDITOR, center: t.otherCenterId });
    expect(other.status).toBe(403);
    expect(((await other.json()) as Json).error.code).toBe('FORBIDDEN_CENTER');
  });

  it('edits the alt text, says where a file is used, and deletes it only when unused (REST and tRPC)', async () => {
    const { data: file } = (await (
      await upload(await jpeg(42), 'logo.jpg', { who: cookie.CONTENT_EDITOR })
    ).json()) as Json;
    const path = `/api/media/${file.id}?centerId=${t.centerId}`;
    const patched = await t.request('PATCH', path, { body: { altText: 'Logo' }, cookie: cookie.CONTENT_EDITOR });
    expect(((await patched.json()) as Json).data.altText).toBe('Logo');
    expect((await t.request('PATCH', path, { body: { altText: 1 }, cookie: cookie.CONTENT_EDITOR })).status).toBe(400);

    const shop = await t.db
      .selectFrom('shops')
      .select(['id', 'name'])
      .where('centerId', '=', t.centerId)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('shops').set({ logo: file.storageKey }).where('id', '=', shop.id).execute();
    const usage = await t.request('GET', `/api/media/${file.id}/usage?centerId=${t.centerId}`, {
      cookie: cookie.VIEWER,
    });
    expect(((await usage.json()) as Json).data.users).toEqual([{ kind: 'shop', id: shop.id, name: shop.name }]);

    const refused = await t.request('DELETE', path, { cookie: cookie.CONTENT_EDITOR });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Json).error).toMatchObject({ code: 'MEDIA_IN_USE' });
    const trpcRemove = await t.request('POST', '/trpc/media.remove', {
      body: { centerId: t.centerId, id: file.id },
      cookie: cookie.CONTENT_EDITOR,
    });
    expect(trpcRemove.status).toBe(409);

    await t.db.updateTable('shops').set({ logo: null }).where('id', '=', shop.id).execute();
    expect((await t.request('DELETE', path, { cookie: cookie.VIEWER })).status).toBe(403);
    const removed = await t.request('POST', '/trpc/media.remove', {
      body: { centerId: t.centerId, id: file.id },
      cookie: cookie.CONTENT_EDITOR,
    });
    expect(removed.status).toBe(200);
    expect((await t.app.request(new URL(file.url).pathname)).status).toBe(404);
    expect((await t.request('DELETE', path, { cookie: cookie.CONTENT_EDITOR })).status).toBe(404);
    expect(
      (await t.request('DELETE', '/api/media/nope?centerId=' + t.centerId, { cookie: cookie.CONTENT_EDITOR })).status,
    ).toBe(400);
  });
});
