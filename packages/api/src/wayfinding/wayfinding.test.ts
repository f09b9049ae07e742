// The wayfinding graph procedures over HTTP (tRPC at /trpc): read and replace a floor's graph; the center-scoped
// rule keeps a CENTER_ADMIN on its own center, anonymous callers and roles outside the area are refused.
import { randomUUID } from 'node:crypto';
import { seedWayfindingExample } from '@center-platform/core/wayfinding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsApp, openAccountsApp } from '../testing/accounts-app';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
type Json = any;

describe('wayfinding procedures over HTTP', () => {
  let t: AccountsApp;
  let f: Awaited<ReturnType<typeof seedWayfindingExample>>;
  let admin: string;
  let otherAdmin: string;
  let viewer: string;

  const mutate = (cookie: string | undefined, path: string, input: unknown) =>
    t.request('POST', `/trpc/wayfinding.${path}`, { body: input, ...(cookie ? { cookie } : {}) });
  const query = (cookie: string | undefined, path: string, input: unknown) =>
    t.request('GET', `/trpc/wayfinding.${path}?input=${encodeURIComponent(JSON.stringify(input))}`, {
      ...(cookie ? { cookie } : {}),
    });
  const data = async (res: Response): Promise<Json> => ((await res.json()) as Json).result.data;
  const errorOf = async (res: Response): Promise<Json> => ((await res.json()) as Json).error.data;
  const route = (to: string) =>
    t.app.request('/api/wayfinding/routing', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        centerId: f.centerId,
        from: { type: 'touchscreen', id: f.refs.touchscreen },
        to: { type: 'location', id: to },
      }),
    });

  beforeAll(async () => {
    t = await openAccountsApp();
    f = await seedWayfindingExample(t.db);
    admin = await t.signIn((await t.createUser('CENTER_ADMIN', { centerId: f.centerId })).email);
    otherAdmin = await t.signIn((await t.createUser('CENTER_ADMIN')).email);
    viewer = await t.signIn((await t.createUser('VIEWER', { centerId: f.centerId })).email);
  }, 60_000);
  afterAll(() => t.close());

  it('reads the graph and replaces one floor, which routing sees at once', async () => {
    const res = await query(admin, 'graph', { centerId: f.centerId });
    expect(res.status).toBe(200);
    const graph = await data(res);
    expect(graph.floors.map((x: Json) => x.floorNumber)).toEqual([0, 1, 2]);
    expect(graph.nodes).toHaveLength(15);
    expect(graph.edges).toHaveLength(11);
    expect((await route(f.refs.locD)).status).toBe(200);

    const floorId = f.floors[2];
    const nodes = graph.nodes.filter((n: Json) => n.floorId === floorId).map(({ floorId: _, ...n }: Json) => n);
    const saved = await mutate(admin, 'saveGraph', { centerId: f.centerId, data: { floorId, nodes, edges: [] } });
    expect(saved.status).toBe(200);
    expect(await data(saved)).toEqual({ floorId, nodes: 2, edges: 0 });
    expect((await route(f.refs.locD)).status).toBe(422);
  });

  it('refuses an invalid floor graph with 400', async () => {
    const a = { id: randomUUID(), kind: 'walkway', x: 0, y: 0 };
    const res = await mutate(admin, 'saveGraph', {
      centerId: f.centerId,
      data: { floorId: f.floors[0], nodes: [a], edges: [{ fromNodeId: a.id, toNodeId: randomUUID() }] },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ appCode: 'INVALID_GRAPH' });
    const connector = await mutate(admin, 'saveGraph', {
      centerId: f.centerId,
      data: { floorId: f.floors[0], nodes: [{ ...a, kind: 'connector' }], edges: [] },
    });
    expect(connector.status).toBe(400);
    const unchanged = await data(await query(admin, 'graph', { centerId: f.centerId }));
    expect(unchanged.nodes).toHaveLength(15); // nothing was written
  });

  it('refuses anonymous callers (401), another center (403) and roles outside the area (403)', async () => {
    const input = { centerId: f.centerId, data: { floorId: f.floors[0], nodes: [], edges: [] } };
    expect((await mutate(undefined, 'saveGraph', input)).status).toBe(401);
    expect((await query(undefined, 'graph', { centerId: f.centerId })).status).toBe(401);
    expect((await mutate(otherAdmin, 'saveGraph', input)).status).toBe(403);
    expect((await query(otherAdmin, 'graph', { centerId: f.centerId })).status).toBe(403);
    expect((await mutate(viewer, 'saveGraph', input)).status).toBe(403);
    // a floor of another center is not found
    const foreign = await mutate(admin, 'saveGraph', { ...input, data: { ...input.data, floorId: randomUUID() } });
    expect(foreign.status).toBe(404);
  });
});
