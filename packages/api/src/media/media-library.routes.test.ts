// Spec 4.6, 4.9: the media library list over HTTP: center scope, CDN urls, kinds, pagination, rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;
const json = async (res: Response): Promise<Json> => res.json();

describe('media library route', () => {
  let t: AccountsApp;
  const cookie: Record<string, string> = {};
  beforeAll(async () => {
    t = await openAccountsApp({ MEDIA_CDN_URL: 'https://cdn.example.com/' });
    await t.db.deleteFrom('mediaAssets').execute();
    await t.db
      .insertInto('mediaAssets')
      .values(
        [1, 2, 3].map((n) => ({
          centerId: t.centerId,
          storageKey: `centers/${t.centerId}/${n}.${n === 3 ? 'pdf' : 'png'}`,
          contentHash: `h${n}`,
          mimeType: n === 3 ? 'application/pdf' : 'image/png',
          byteSize: 100 * n,
          originalName: `f${n}`,
          createdAt: new Date(Date.UTC(2026, 0, n)).toISOString(),
        })),
      )
      .execute();
    await t.db
      .insertInto('mediaAssets')
      .values({
        centerId: t.otherCenterId,
        storageKey: 'centers/x/other.png',
        contentHash: 'o',
        mimeType: 'image/png',
        byteSize: 1,
      })
      .execute();
    for (const role of ['CONTENT_EDITOR', 'FINANCE_MANAGER'] as const) {
      cookie[role] = await t.signIn((await t.createUser(role)).email);
    }
  });
  afterAll(() => t.close());

  const media = (query: string, who?: string) => t.request('GET', `/api/media${query}`, who ? { cookie: who } : {});

  it("lists the center's media with CDN urls, newest first, paginated like the public lists", async () => {
    const res = await media(`?centerId=${t.centerId}&limit=2`, cookie.CONTENT_EDITOR);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      success: true,
      total: 3,
      pagination: { limit: 2, offset: 0, hasMore: true, nextOffset: 2 },
    });
    expect(body.data[0]).toMatchObject({
      url: `https://cdn.example.com/centers/${t.centerId}/3.pdf`,
      mimeType: 'application/pdf',
      kind: 'pdf',
      byteSize: 300,
      createdAt: '2026-01-03T00:00:00.000Z',
    });
    const images = await json(await media(`?centerId=${t.centerId}&kind=image`, cookie.CONTENT_EDITOR));
    expect(images.data.map((a: Json) => a.originalName)).toEqual(['f2', 'f1']);
  });

  it('answers the same through its tRPC twin, media.library', async () => {
    const query = (input: unknown, who?: string) =>
      t.app.request(`/trpc/media.library?input=${encodeURIComponent(JSON.stringify(input))}`, {
        headers: who ? { cookie: who } : {},
      });
    const res = await query({ centerId: t.centerId, kind: 'image', limit: 1, offset: 1 }, cookie.CONTENT_EDITOR);
    expect(res.status).toBe(200);
    const rest = await json(await media(`?centerId=${t.centerId}&kind=image&limit=1&offset=1`, cookie.CONTENT_EDITOR));
    const { success: _, ...page } = rest;
    expect((await json(res)).result.data).toEqual(page);
    expect(page.data[0].url).toBe(`https://cdn.example.com/centers/${t.centerId}/1.png`);
    expect((await query({ centerId: t.centerId, limit: 101 }, cookie.CONTENT_EDITOR)).status).toBe(400);
    expect((await query({ centerId: t.otherCenterId }, cookie.CONTENT_EDITOR)).status).toBe(403);
    expect((await query({ centerId: t.centerId }, cookie.FINANCE_MANAGER)).status).toBe(403);
  });

  it('answers 400 naming a bad parameter', async () => {
    for (const [query, name] of [
      ['&limit=101', 'query.limit'],
      ['&limit=0', 'query.limit'],
      ['&offset=-1', 'query.offset'],
      ['&kind=video', 'query.kind'],
    ]) {
      const res = await media(`?centerId=${t.centerId}${query}`, cookie.CONTENT_EDITOR);
      expect(res.status, query).toBe(400);
      expect((await json(res)).error.message).toContain(name);
    }
  });

  it('answers 401 without a session, 403 outside the rule or on another center', async () => {
    expect((await media(`?centerId=${t.centerId}`)).status).toBe(401);
    expect((await media(`?centerId=${t.centerId}`, cookie.FINANCE_MANAGER)).status).toBe(403);
    const other = await media(`?centerId=${t.otherCenterId}`, cookie.CONTENT_EDITOR);
    expect(other.status).toBe(403);
    expect((await json(other)).error.code).toBe('FORBIDDEN_CENTER');
  });

  it('pages, sorts, filters and searches for the Media library screen (media.page)', async () => {
    await t.db
      .insertInto('mediaAssets')
      .values(
        ['Zebra.png', 'Äpfel.png', 'apfel-logo.svg'].map((name, i) => ({
          centerId: t.centerId,
          storageKey: `centers/${t.centerId}/n${i}`,
          contentHash: `n${i}`,
          mimeType: name.endsWith('.svg') ? 'image/svg+xml' : 'image/png',
          byteSize: 1000 + i,
          originalName: name,
          createdAt: new Date(Date.UTC(2026, 1, i + 1)).toISOString(),
        })),
      )
      .execute();
    const page = async (input: Record<string, unknown>, who = cookie.CONTENT_EDITOR) => {
      const res = await t.app.request(
        `/trpc/media.page?input=${encodeURIComponent(JSON.stringify({ centerId: t.centerId, ...input }))}`,
        { headers: who ? { cookie: who } : {} },
      );
      return { status: res.status, body: await json(res) };
    };
    const names = async (input: Record<string, unknown>) =>
      ((await page(input)).body.result.data.rows as Json[]).map((row) => row.originalName);

    // newest first by default; German order puts Ä with A, not after Z
    expect(await names({})).toEqual(['apfel-logo.svg', 'Äpfel.png', 'Zebra.png', 'f3', 'f2', 'f1']);
    expect(await names({ sort: { key: 'name', dir: 'asc' } })).toEqual([
      'apfel-logo.svg',
      'Äpfel.png',
      'f1',
      'f2',
      'f3',
      'Zebra.png',
    ]);
    expect((await names({ sort: { key: 'size', dir: 'desc' } })).slice(0, 2)).toEqual(['apfel-logo.svg', 'Äpfel.png']);
    expect(await names({ filters: { kind: 'svg' } })).toEqual(['apfel-logo.svg']);
    expect(await names({ q: 'pfel', filters: { kind: 'image' } })).toEqual(['Äpfel.png']);
    // the search reads the stored path too
    expect(await names({ q: '/n0' })).toEqual(['Zebra.png']);

    const second = await page({ page: 2, pageSize: 25 });
    expect(second.body.result.data).toMatchObject({ rows: [], total: 6, page: 2, pageSize: 25 });
    const first = (await page({})).body.result.data;
    expect(first.rows[0]).toMatchObject({
      kind: 'svg',
      url: `https://cdn.example.com/centers/${t.centerId}/n2`,
      byteSize: 1002,
    });

    expect((await page({ pageSize: 30 })).status).toBe(400);
    expect((await page({ filters: { kind: 'video' } })).status).toBe(400);
    expect((await page({}, cookie.FINANCE_MANAGER)).status).toBe(403);
    const other = await t.app.request(
      `/trpc/media.page?input=${encodeURIComponent(JSON.stringify({ centerId: t.otherCenterId }))}`,
      { headers: { cookie: cookie.CONTENT_EDITOR as string } },
    );
    expect(other.status).toBe(403);
  });
});
