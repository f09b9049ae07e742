// Wayfinding (spec 2.7, 4.1): routes on a small three-floor graph, the graph cache, and the staff save.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { json } from '../db/json';
import { DomainError } from '../errors';
import { openTestDatabase } from '../testing/test-database';
import { seedWayfindingExample, type WayfindingExample } from './example-graph';
import { buildWayfindingGraph, loadWayfindingGraph, readGraphInput } from './graph';
import { findRoute, NoRouteError } from './route';
import { getWayfindingGraphForStaff, saveFloorGraph } from './save-graph';

describe('wayfinding', () => {
  let handle: DatabaseHandle;
  let f: WayfindingExample;
  beforeAll(async () => {
    handle = await openTestDatabase();
    f = await seedWayfindingExample(handle.db);
  });
  afterAll(() => handle.close());

  const route = async (
    to: string,
    accessible = false,
    from = { type: 'touchscreen' as const, id: f.refs.touchscreen },
  ) =>
    findRoute(await loadWayfindingGraph(handle.db, f.centerId), { from, to: { type: 'location', id: to }, accessible });

  it('takes the shortest route on one floor', async () => {
    const r = await route(f.refs.locA);
    expect(r.distance).toBe(200);
    expect(r.destinationLocationId).toBe(f.refs.locA);
    expect(r.legs).toHaveLength(1);
    expect(r.legs[0]?.floorNumber).toBe(0);
    expect(r.legs[0]?.polyline).toEqual([
      [0, 0],
      [100, 0],
      [200, 0],
    ]);
    expect(r.legs[0]?.steps).toEqual([
      {
        kind: 'walk',
        text: 'Walk to Shop A.',
        texts: { en: 'Walk to Shop A.', de: 'Gehen Sie zu Shop A.' },
        distance: 200,
      },
    ]);
  });

  it('crosses floors by the stairs, one leg per floor', async () => {
    const r = await route(f.refs.locB);
    expect(r.distance).toBe(265); // 100 + 50 + stairs 15 + 50 + 50
    expect(r.legs.map((l) => l.floorNumber)).toEqual([0, 1]);
    expect(r.legs[0]?.floorId).toBe(f.floors[0]);
    expect(r.legs[0]?.polyline).toEqual([
      [0, 0],
      [100, 0],
      [100, 50],
    ]);
    expect(r.legs[0]?.steps.at(-1)).toMatchObject({ kind: 'connector', connectorType: 'stairs', toFloorNumber: 1 });
    expect(r.legs[1]?.polyline).toEqual([
      [100, 50],
      [100, 100],
      [150, 100],
    ]);
  });

  it('takes the lift instead with accessible, and that is longer', async () => {
    const plain = await route(f.refs.locB);
    const r = await route(f.refs.locB, true);
    expect(r.accessible).toBe(true);
    expect(r.distance).toBeGreaterThan(plain.distance);
    const connectors = r.legs.flatMap((l) => l.steps.filter((s) => s.kind === 'connector'));
    expect(connectors).toEqual([expect.objectContaining({ connectorType: 'lift', toFloorNumber: 1, distance: 50 })]);
  });

  it('goes two floors up by the escalator, but has no step-free route there without a lift', async () => {
    const plain = await route(f.refs.locD);
    expect(plain.legs.map((l) => l.floorNumber)).toEqual([0, 1, 2]);
    const error = await route(f.refs.locD, true).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoRouteError);
    expect((error as NoRouteError).code).toBe('NO_ROUTE');
    expect((error as NoRouteError).message).toMatch(/step-free/);
  });

  it('avoids edges marked not accessible', async () => {
    expect((await route(f.refs.locE)).distance).toBe(100);
    await expect(route(f.refs.locE, true)).rejects.toBeInstanceOf(NoRouteError);
  });

  it('starts at an entrance or a location, too', async () => {
    const fromEntrance = await route(f.refs.locA, false, { type: 'entrance', id: f.refs.entrance } as never);
    expect(fromEntrance.distance).toBe(200);
    const fromLocation = await route(f.refs.locB, false, { type: 'location', id: f.refs.locA } as never);
    expect(fromLocation.legs.map((l) => l.floorNumber)).toEqual([0, 1]);
  });

  it('routes to a shop by its map location (the nearest of several)', async () => {
    const input = await readGraphInput(handle.db, f.centerId);
    const graph = buildWayfindingGraph({
      ...input,
      locations: [
        { id: f.refs.locB, shopId: 'shop-1' },
        { id: f.refs.locA, shopId: 'shop-1' },
        { id: f.refs.locD, shopId: 'shop-2' },
      ],
    });
    const from = { type: 'touchscreen' as const, id: f.refs.touchscreen };
    expect(findRoute(graph, { from, to: { type: 'shop', id: 'shop-1' } }).distance).toBe(200);
    expect(findRoute(graph, { from, to: { type: 'shop', id: 'shop-2' } }).legs).toHaveLength(3);
    expect(() => findRoute(graph, { from, to: { type: 'shop', id: 'shop-3' } })).toThrow(DomainError);
  });

  it('says how far in metres where the plan settings give a scale (issue 22)', async () => {
    const input = await readGraphInput(handle.db, f.centerId);
    expect(input.metersPerUnit).toBeNull();
    const from = { type: 'touchscreen' as const, id: f.refs.touchscreen };
    const scaled = findRoute(buildWayfindingGraph({ ...input, metersPerUnit: 0.2 }), {
      from,
      to: { type: 'location', id: f.refs.locB },
    });
    const walks = scaled.legs.flatMap((l) => l.steps).filter((s) => s.kind === 'walk');
    for (const w of walks) {
      const meters = w.distance * 0.2;
      expect(w.meters).toBe(meters <= 20 ? Math.max(1, Math.round(meters)) : Math.round(meters / 5) * 5);
      expect(w.texts.en).toMatch(new RegExp(`^Walk about ${w.meters} m to .+\\.$`));
      expect(w.texts.de).toMatch(new RegExp(`^Gehen Sie etwa ${w.meters} m (zur|zum|zu) .+\\.$`));
    }
    expect(walks[0]?.texts).toEqual({
      en: `Walk about ${walks[0]?.meters} m to the stairs.`,
      de: `Gehen Sie etwa ${walks[0]?.meters} m zur Treppe.`,
    });
    expect(scaled.meters).toBe(walks.reduce((sum, w) => sum + (w.meters ?? 0), 0));
    // the scale comes from the plan settings; a setting that is no positive number is no scale
    await handle.db
      .updateTable('centerplans')
      .set({ settings: json({ metersPerUnit: 0.5 }) })
      .where('centerId', '=', f.centerId)
      .execute();
    expect((await readGraphInput(handle.db, f.centerId)).metersPerUnit).toBe(0.5);
    await handle.db
      .updateTable('centerplans')
      .set({ settings: json({ metersPerUnit: '2' }) })
      .where('centerId', '=', f.centerId)
      .execute();
    expect((await readGraphInput(handle.db, f.centerId)).metersPerUnit).toBeNull();
  });

  it('refuses an unknown start or destination (404) and a disconnected one (no route)', async () => {
    await expect(route(randomUUID())).rejects.toMatchObject({ kind: 'not_found', code: 'DESTINATION_NOT_FOUND' });
    await expect(route(f.refs.locA, false, { type: 'touchscreen', id: randomUUID() })).rejects.toBeInstanceOf(
      DomainError,
    );
    const error = await route(f.refs.locC).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoRouteError);
    expect((error as NoRouteError).message).not.toMatch(/step-free/);
    await expect(loadWayfindingGraph(handle.db, randomUUID())).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('saves one floor (and the cached graph follows the content version)', async () => {
    const before = await loadWayfindingGraph(handle.db, f.centerId);
    expect(await loadWayfindingGraph(handle.db, f.centerId)).toBe(before);
    const floor2 = f.floors[2] as string;
    const stored = await getWayfindingGraphForStaff(handle.db, f.centerId);
    const nodes = stored.nodes.filter((n) => n.floorId === floor2);
    const ids = new Set(nodes.map((n) => n.id));
    const edges = stored.edges.filter((e) => ids.has(e.fromNodeId) && ids.has(e.toNodeId));
    // drop the edge from the escalator to location D: D is no longer reachable
    const result = await saveFloorGraph(handle.db, f.centerId, {
      floorId: floor2,
      nodes: nodes.map(({ floorId: _, ...n }) => n),
      edges: edges.slice(1).map(({ id: _, ...e }) => e),
    });
    expect(result).toEqual({ floorId: floor2, nodes: nodes.length, edges: edges.length - 1 });
    expect(await loadWayfindingGraph(handle.db, f.centerId)).not.toBe(before);
    await expect(route(f.refs.locD)).rejects.toBeInstanceOf(NoRouteError);
    // restore
    await saveFloorGraph(handle.db, f.centerId, {
      floorId: floor2,
      nodes: nodes.map(({ floorId: _, ...n }) => n),
      edges: edges.map(({ id: _, ...e }) => e),
    });
    expect((await route(f.refs.locD)).legs).toHaveLength(3);
  });

  it('validates a saved floor', async () => {
    const floorId = f.floors[2] as string;
    const node = (kind: string, extra: object = {}) => ({ id: randomUUID(), kind, x: 0, y: 0, ...extra });
    const save = (input: object) => saveFloorGraph(handle.db, f.centerId, { floorId, ...input });
    const invalid = { kind: 'invalid' };
    await expect(save({ nodes: [node('connector')], edges: [] })).rejects.toMatchObject(invalid);
    await expect(
      save({ nodes: [node('walkway', { connectorGroup: 'S', connectorType: 'stairs' })], edges: [] }),
    ).rejects.toMatchObject(invalid);
    await expect(save({ nodes: [node('location')], edges: [] })).rejects.toMatchObject(invalid);
    const a = node('walkway');
    await expect(save({ nodes: [a], edges: [{ fromNodeId: a.id, toNodeId: randomUUID() }] })).rejects.toMatchObject(
      invalid,
    );
    // the group S is stairs on the other floors
    await expect(
      save({ nodes: [node('connector', { connectorGroup: 'S', connectorType: 'lift' })], edges: [] }),
    ).rejects.toMatchObject({ code: 'INVALID_GRAPH' });
    // a node of floor 0 cannot move here
    await expect(save({ nodes: [{ id: f.nodes.A, kind: 'walkway', x: 0, y: 0 }], edges: [] })).rejects.toMatchObject(
      invalid,
    );
    await expect(save({ floorId: randomUUID(), nodes: [], edges: [] })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(saveFloorGraph(handle.db, randomUUID(), { floorId, nodes: [], edges: [] })).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect((await route(f.refs.locD)).legs).toHaveLength(3); // nothing changed
  });

  it('refuses a node label with a NUL character as invalid input (PostgreSQL text cannot store it)', async () => {
    const floorId = f.floors[2] as string;
    const node = { id: randomUUID(), kind: 'walkway', x: 0, y: 0, label: 'Gang\u0000' };
    await expect(saveFloorGraph(handle.db, f.centerId, { floorId, nodes: [node], edges: [] })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });
});
