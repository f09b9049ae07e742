// Issue 25.2: every public read has an owner. The test walks the public reads the OpenAPI document names and, for
// each, runs a staff write through the dashboard's own tRPC procedures (as a signed-in SUPER_ADMIN over HTTP) and
// requires the read's answer to change at once. A read that no staff write changes fails here, as does a new
// public read nobody gave an owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';
import { type PublicRead, publicReads } from '../testing/public-reads';

type Rows = { id: string; [key: string]: unknown }[];

describe('every public read has an owner', { timeout: 120_000 }, () => {
  let t: AccountsApp;
  let cookie: string;
  let reads: PublicRead[];
  let step = 0;

  const call = async <T = any>(method: 'GET' | 'POST', path: string, input: Record<string, unknown>) => {
    const withCenter = { centerId: t.centerId, ...input };
    const res =
      method === 'GET'
        ? await t.request('GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(withCenter))}`, { cookie })
        : await t.request('POST', `/trpc/${path}`, { body: withCenter, cookie });
    const body = (await res.json()) as { result?: { data: T }; error?: unknown };
    expect(res.status, `${path}: ${JSON.stringify(body.error)}`).toBe(200);
    return body.result?.data as T;
  };
  const list = (kind: string) => call<Rows>('GET', `centerWork.${kind}.list`, {});
  /** The answer of the read before its owner's write (the rows it shows). */
  let shown = '';
  /** Renames a row of a kind that the read shows and `pick` accepts (a new name each time). */
  const rename = async (kind: string, pick: (row: Rows[number]) => boolean = () => true, key = 'name') => {
    const row = (await list(kind)).find((candidate) => shown.includes(candidate.id) && pick(candidate));
    expect(row, `a ${kind} row to change`).toBeDefined();
    step += 1;
    await call('POST', `centerWork.${kind}.update`, { id: row?.id, data: { [key]: `Geändert ${step}` } });
  };
  const active = (row: Rows[number]) => row.isActive !== false && row.status !== 'Inactive' && row.status !== 'Draft';
  const settings = () => {
    step += 1;
    return call('POST', 'centerWork.settings.update', {
      data: { branding: { shortName: `Kurz ${step}`, accentColor: step % 2 ? '#123456' : '#654321' } },
    });
  };

  /** The staff write that changes each public read (by the path template of the OpenAPI document). */
  /** A new name for the floor the read shows (its SVG as it is). */
  const renameFloor = async (url: string) => {
    const floorId = await floorOf(url);
    const floor = await call('GET', 'centerplan.floor', { floorId });
    step += 1;
    await call('POST', 'centerplan.saveFloorSvg', { data: { floorId, name: `Ebene ${step}`, svg: floor.mapSvg } });
  };
  /** The floor a read names (`floorId=`), else the center's first floor. */
  const floorOf = async (url: string) =>
    new URL(url, 'http://x').searchParams.get('floorId') ??
    (await call<{ id: string }[]>('GET', 'centerplan.floors', {}))[0]?.id;

  const OWNERS: Record<string, (url: string) => Promise<unknown>> = {
    '/api/wayfinding/centerplan': renameFloor,
    '/api/wayfinding/floors': renameFloor,
    '/api/wayfinding/locations': async (url) => {
      const floorId = await floorOf(url);
      const locations = await call<Rows>('GET', 'centerplan.locations', { floorId });
      // one the read shows (a location of a shop the website does not list is left out of it)
      const location = locations.findLast((candidate) => shown.includes(candidate.id));
      expect(location, 'a shown map location').toBeDefined();
      await call('POST', 'centerplan.unlinkLocation', { locationId: location?.id });
    },
    '/api/wayfinding/routing': async (url) => {
      // every walk of the touchscreen's floor costs more: the route's length changes
      const from = new URL(url, 'http://x').searchParams.get('fromTouchscreen');
      const graph = await call('GET', 'wayfinding.graph', {});
      const start = graph.nodes.find((node: { refId: string | null }) => node.refId === from);
      const nodes = graph.nodes.filter((node: { floorId: string }) => node.floorId === start.floorId);
      const ids = new Set(nodes.map((node: { id: string }) => node.id));
      step += 1;
      await call('POST', 'wayfinding.saveGraph', {
        data: {
          floorId: start.floorId,
          nodes: nodes.map(({ floorId: _, ...node }: Record<string, unknown>) => node),
          edges: graph.edges
            .filter((edge: { fromNodeId: string }) => ids.has(edge.fromNodeId))
            .map(({ id: _, ...edge }: Record<string, unknown>) => ({ ...edge, weight: 100 + step })),
        },
      });
    },
    '/api/centers/{centerId}/public-visitor-surface': settings,
    '/api/centers/by-slug/{slug}': settings,
    '/api/centers/by-slug/{slug}/theme-config': settings,
    '/api/centers/by-domain': settings,
    '/api/centers/{centerId}/shops': () => rename('shops', active),
    '/api/shops': () => rename('shops', active),
    // the kiosk snapshot shows every section: a shop's new name among them
    '/api/centers/{centerId}/snapshot': () => rename('shops', active),
    '/api/centers/{centerId}/news': () => rename('news', active, 'title'),
    '/api/centers/{centerId}/events': () => rename('events', active, 'title'),
    '/api/centers/{centerId}/offers': () => rename('offers', active, 'title'),
    '/api/centers/{centerId}/jobs': () => rename('jobs', active, 'title'),
    '/api/centers/{centerId}/services': () => rename('services', active),
    '/api/services': () => rename('services', active),
    '/api/offices': () => rename('offices', active),
    '/api/centers/{centerId}/homepage-tiles': () => rename('homepageTiles', active, 'title'),
    '/api/centers/{centerId}/hotpicks': () => rename('hotPicks', active, 'title'),
    '/api/centers/{centerId}/aktuelles-bundle': () => rename('news', active, 'title'),
    '/api/centers/{centerId}/page-content': async () => {
      const page = await call('GET', 'centerWork.pageContent.get', { pageType: 'kontakt' });
      step += 1;
      await call('POST', 'centerWork.pageContent.upsert', {
        data: { pageType: 'kontakt', title: `Kontakt ${step}`, content: page.content },
      });
    },
    '/api/centers/{centerId}/website-categories': () => rename('categories', (row) => row.showOnWebsite === true),
    '/api/categories': () => rename('categories'),
    '/api/centers/{centerId}/category-themes-for-website': () =>
      rename('categoryThemes', (row) => row.isActive === true && row.showOnWebsite === true),
    '/api/centers/{centerId}/category-themes': () => rename('categoryThemes'),
    '/api/centers/{centerId}/office-themes': () => rename('officeThemes', active),
    '/api/centers/{centerId}/gastronomy-themes': () => rename('gastronomyThemes', active),
    '/api/centers/{centerId}/entrances': () => rename('entrances', active),
    '/api/centers/{centerId}/website-contacts': () => rename('websiteContacts', (row) => row.isPublic === true),
    '/api/centers/{centerId}/dooh/public/playlists': () => rename('playlists', active),
    '/api/centers/{centerId}/dooh/public/playlist': () => rename('playlists', (row) => row.slug === 'main'),
    '/api/centers/{centerId}/dooh/public/active': () => rename('playlists', (row) => row.slug === 'main'),
    '/api/centers/{centerId}/dooh/public/local-hero': () => rename('playlists', (row) => row.isLocalHero === true),
    '/api/touchscreens': () => rename('touchscreens', active),
    '/api/centers/{centerId}/signage-config': async () => {
      step += 1;
      await call('POST', 'centerWork.signage.update', { data: { idleTimeoutSeconds: 60 + step } });
    },
  };

  beforeAll(async () => {
    t = await openAccountsApp();
    cookie = await t.signIn((await t.createUser('SUPER_ADMIN', { centerId: null })).email);
    reads = await publicReads(t.app, t.db, t.centerId);
  });
  afterAll(() => t.close());

  it('names an owner for each public read of the document', () => {
    const templates = reads.map((read) => read.template);
    expect(templates.length).toBeGreaterThanOrEqual(34);
    expect(templates.filter((template) => !(template in OWNERS))).toEqual([]);
  });

  it('changes each public read at once by its owner’s staff write', async () => {
    const unchanged: string[] = [];
    for (const { template, urls } of reads) {
      const owner = OWNERS[template];
      if (!owner) continue;
      // the first of its URLs that answers (by-domain needs its `domain`)
      let url = '';
      for (const candidate of urls) {
        const res = await t.app.request(candidate);
        if (res.status === 200) {
          url = candidate;
          shown = await res.text();
          break;
        }
      }
      expect(url, `${template} answers`).not.toBe('');
      await owner(url);
      if ((await (await t.app.request(url)).text()) === shown) unchanged.push(template);
    }
    expect(unchanged).toEqual([]);
  });
});
