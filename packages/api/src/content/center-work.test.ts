// The staff write paths of center content over HTTP (tRPC v11 at /trpc): a save shows up in the public reads at
// once, the center-scoped rules keep a CENTER_ADMIN on its own center, and roles outside the area are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

interface TrpcError {
  error: { data: { code: string; httpStatus: number; appCode?: string } };
}

describe('centerWork procedures over HTTP', () => {
  let t: AccountsApp;
  let admin: string;
  let editor: string;
  let viewer: string;
  let shopId: string;
  let otherShopId: string;

  /** A mutation: POST with the JSON input as the body (from the dashboard's origin). */
  const mutate = (cookie: string, path: string, input: unknown) =>
    t.request('POST', `/trpc/centerWork.${path}`, { body: input, cookie });
  /** A query: GET with the url-encoded JSON input. */
  const query = (cookie: string, path: string, input: unknown) =>
    t.request('GET', `/trpc/centerWork.${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { cookie });
  const data = async <T = unknown>(res: Response): Promise<T> => {
    const body = (await res.json()) as { result: { data: T } };
    return body.result.data;
  };
  const errorOf = async (res: Response) => ((await res.json()) as TrpcError).error.data;
  const publicShops = async () => {
    const res = await t.app.request(`/api/centers/${t.centerId}/shops?limit=5000`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: string; name: string; openingHours: unknown }[] };
    return { etag: res.headers.get('etag'), shop: body.data.find((s) => s.id === shopId) };
  };

  beforeAll(async () => {
    t = await openAccountsApp();
    admin = await t.signIn((await t.createUser('CENTER_ADMIN')).email);
    editor = await t.signIn((await t.createUser('CONTENT_EDITOR')).email);
    viewer = await t.signIn((await t.createUser('VIEWER')).email);
    shopId = (
      await t.db
        .selectFrom('shops')
        .select('id')
        .where('centerId', '=', t.centerId)
        .where('chainId', 'is', null)
        .where('status', '=', 'Active')
        .orderBy('slug')
        .executeTakeFirstOrThrow()
    ).id;
    otherShopId = (
      await t.db.selectFrom('shops').select('id').where('centerId', '=', t.otherCenterId).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('shows a shop save in GET /api/centers/{id}/shops at once', async () => {
    const before = await publicShops();
    expect(before.shop).toBeDefined();

    const res = await mutate(editor, 'shops.update', {
      centerId: t.centerId,
      id: shopId,
      data: { name: 'Umbenannter Laden', openingHours: { montag: { von: '09:00', bis: '19:00' } } },
    });
    expect(res.status).toBe(200);
    expect(await data(res)).toMatchObject({ id: shopId, name: 'Umbenannter Laden' });

    const after = await publicShops();
    expect(after.shop).toMatchObject({
      name: 'Umbenannter Laden',
      openingHours: { monday: { open: '09:00', close: '19:00' } },
    });
    expect(after.etag).not.toBe(before.etag);
    const revalidated = await t.app.request(`/api/centers/${t.centerId}/shops?limit=5000`, {
      headers: { 'if-none-match': before.etag ?? '' },
    });
    expect(revalidated.status).toBe(200);

    // without opening hours in the input, the stored hours stay
    expect(
      (await mutate(admin, 'shops.update', { centerId: t.centerId, id: shopId, data: { floor: 'EG' } })).status,
    ).toBe(200);
    expect((await publicShops()).shop?.openingHours).toEqual({ monday: { open: '09:00', close: '19:00' } });
  });

  it('reads the staff lists with GET and the url-encoded input', async () => {
    const shops = await data<{ id: string; status: string }[]>(
      await query(admin, 'shops.list', { centerId: t.centerId }),
    );
    expect(shops.some((s) => s.id === shopId)).toBe(true);
    expect(shops.some((s) => s.status !== 'Active')).toBe(true);
    const settings = await data(await query(editor, 'settings.get', { centerId: t.centerId }));
    expect(settings).toMatchObject({ centerId: t.centerId, branding: { name: 'Demo Center' } });
  });

  it('shows a template content save in the visitor surface at once', async () => {
    const res = await mutate(admin, 'templateContent.update', {
      centerId: t.centerId,
      data: { hero: { slide1: { headline: 'Neu im Center', ctaHref: '/neu' } } },
    });
    expect(res.status).toBe(200);
    const surface = await t.app.request(`/api/centers/${t.centerId}/public-visitor-surface`);
    const body = (await surface.json()) as {
      data: { templatePublicContent: { content: { hero: { slide1: unknown } } } };
    };
    expect(body.data.templatePublicContent.content.hero.slide1).toEqual({ headline: 'Neu im Center', ctaHref: '/neu' });
  });

  it('keeps a CENTER_ADMIN of the demo center off nord-arkaden', async () => {
    const attempts = [
      mutate(admin, 'shops.update', { centerId: t.otherCenterId, id: otherShopId, data: { name: 'Gekapert' } }),
      mutate(admin, 'settings.update', { centerId: t.otherCenterId, data: { branding: { name: 'Gekapert' } } }),
      mutate(admin, 'news.create', { centerId: t.otherCenterId, data: { title: 'Gekapert' } }),
      query(admin, 'shops.list', { centerId: t.otherCenterId }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: 'FORBIDDEN', appCode: 'FORBIDDEN_CENTER' });
    }
    // an id of the other center under the own centerId is simply not found
    const foreignId = await mutate(admin, 'shops.update', {
      centerId: t.centerId,
      id: otherShopId,
      data: { name: 'Gekapert' },
    });
    expect(foreignId.status).toBe(404);
    const other = await t.db.selectFrom('shops').select('name').where('id', '=', otherShopId).executeTakeFirstOrThrow();
    expect(other.name).not.toBe('Gekapert');
  });

  it('publishes and unpublishes a selection of news in one call, kept on the own center', async () => {
    const created = await Promise.all(
      ['Auswahl 1', 'Auswahl 2'].map(async (title) =>
        data<{ id: string }>(await mutate(editor, 'news.create', { centerId: t.centerId, data: { title } })),
      ),
    );
    const ids = created.map((n) => n.id);
    const published = await mutate(editor, 'news.bulk', { centerId: t.centerId, action: 'publish', ids });
    expect(published.status).toBe(200);
    expect(await data(published)).toEqual({ action: 'publish', ids });
    const rows = await t.db.selectFrom('news').select('status').where('id', 'in', ids).execute();
    expect(rows.map((r) => r.status)).toEqual(['Active', 'Active']);

    for (const res of [
      await mutate(admin, 'shops.bulk', { centerId: t.otherCenterId, action: 'delete', ids: [otherShopId] }),
      await mutate(viewer, 'news.bulk', { centerId: t.centerId, action: 'delete', ids }),
    ]) {
      expect(res.status).toBe(403);
    }
    const foreign = await mutate(admin, 'shops.bulk', { centerId: t.centerId, action: 'delete', ids: [otherShopId] });
    expect(foreign.status).toBe(404);
    const empty = await mutate(editor, 'news.bulk', { centerId: t.centerId, action: 'delete', ids: [] });
    expect(empty.status).toBe(400);
    expect(await t.db.selectFrom('shops').select('id').where('id', '=', otherShopId).executeTakeFirst()).toBeDefined();
  });

  it('reads a page of any content list, sorted and searched on the server, kept on the own center', async () => {
    const res = await query(editor, 'events.page', {
      centerId: t.centerId,
      pageSize: 25,
      sort: { key: 'name', dir: 'desc' },
    });
    expect(res.status).toBe(200);
    const page = await data<{ rows: { title: string }[]; total: number; page: number }>(res);
    expect(page.total).toBeGreaterThan(0);
    const titles = page.rows.map((row) => row.title);
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a, 'de')));
    const other = await query(admin, 'news.page', { centerId: t.otherCenterId });
    expect(other.status).toBe(403);
    const tooBig = await query(editor, 'news.page', { centerId: t.centerId, pageSize: 5000 });
    expect(tooBig.status).toBe(400);
  });

  it("lets a VIEWER read its center's content and refuses its writes; refuses anonymous callers", async () => {
    for (const read of [
      await query(viewer, 'shops.list', { centerId: t.centerId }),
      await query(viewer, 'news.page', { centerId: t.centerId }),
      await query(viewer, 'templateContent.get', { centerId: t.centerId }),
    ]) {
      expect(read.status).toBe(200);
    }
    expect((await query(viewer, 'shops.list', { centerId: t.otherCenterId })).status).toBe(403);
    for (const res of [
      await mutate(viewer, 'shops.update', { centerId: t.centerId, id: shopId, data: { name: 'Viewer' } }),
      await mutate(viewer, 'news.bulk', { centerId: t.centerId, action: 'unpublish', ids: [shopId] }),
      await mutate(viewer, 'templateContent.update', { centerId: t.centerId, data: {} }),
    ]) {
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: 'FORBIDDEN', appCode: 'FORBIDDEN_ROLE' });
    }
    const anonymous = await t.app.request(
      `/trpc/centerWork.shops.list?input=${encodeURIComponent(JSON.stringify({ centerId: t.centerId }))}`,
    );
    expect(anonymous.status).toBe(401);
  });

  it('refuses invalid input and answers 409 for a taken slug', async () => {
    // Input the zod schema refuses at the tRPC boundary is never written. (Its status is 500 for now: the shared
    // middleware in init.ts rethrows the ZodError cause of tRPC's BAD_REQUEST, which then becomes an internal
    // error; refusals from core, below, are 400.)
    const unsafe = await mutate(editor, 'shops.update', {
      centerId: t.centerId,
      id: shopId,
      data: { website: 'javascript:alert(1)' },
    });
    expect(unsafe.status).toBe(400);
    const secret = await mutate(editor, 'pageContent.upsert', {
      centerId: t.centerId,
      data: { pageType: 'kontakt', content: { recipientEmail: 'x@example.com' } },
    });
    expect(secret.status).toBe(400);
    const stored = await t.db.selectFrom('shops').select('website').where('id', '=', shopId).executeTakeFirstOrThrow();
    expect(String(stored.website)).not.toContain('javascript');
    const kontakt = await t.db
      .selectFrom('pageContent')
      .select('content')
      .where('centerId', '=', t.centerId)
      .where('pageType', '=', 'kontakt')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(kontakt.content)).not.toContain('recipientEmail');

    const window = await mutate(editor, 'news.create', {
      centerId: t.centerId,
      data: { title: 'Falsch', visibleFrom: '2026-02-01', visibleUntil: '2026-01-01' },
    });
    expect(window.status).toBe(400);
    expect(await errorOf(window)).toMatchObject({ appCode: 'INVALID_WINDOW' });
    const taken = await t.db
      .selectFrom('shops')
      .select('slug')
      .where('centerId', '=', t.centerId)
      .where('id', '<>', shopId)
      .executeTakeFirstOrThrow();
    const conflict = await mutate(editor, 'shops.update', {
      centerId: t.centerId,
      id: shopId,
      data: { slug: taken.slug },
    });
    expect(conflict.status).toBe(409);
    expect(await errorOf(conflict)).toMatchObject({ code: 'CONFLICT', appCode: 'SLUG_TAKEN' });
  });
});
