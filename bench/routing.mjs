// `pnpm bench:routing` (and `pnpm bench`): wayfinding route computation (spec 2.7, 4.1) in process, no HTTP and
// no database. A generated 3-floor center graph of 2,001 nodes (a walkway grid per floor with some edges marked
// not accessible, shops as locations beside the grid, stairs, escalator and lift connectors) is compiled with
// buildWayfindingGraph; then 1,000 random routes (fixed seed) are computed plainly and 1,000 with `accessible`.
// Reports p50/p99/max per route in ms. Target: p99 < 5 ms. Writes bench/results/routing.json.
// The run fails (exit 1) when a route is wrong in shape; a missed target is reported, not fatal.
import { randomUUID } from 'node:crypto';
import { buildWayfindingGraph, findRoute, NoRouteError } from '../packages/core/dist/wayfinding/index.js';
import { percentile } from './latency.mjs';
import { prng } from './random.mjs';
import { BenchFailure, writeResults } from './report.mjs';

const SEED = 20261122;
const ROUTES = 1_000;
const TARGET_P99_MS = 5;
const FLOORS = [0, 1, 2];
const GRID = { cols: 24, rows: 20, step: 40 }; // 480 walkway nodes per floor
const SHOPS_PER_FLOOR = 180;
const CONNECTORS = [
  ['stairs-w', 'stairs', 2, 2],
  ['stairs-e', 'stairs', 21, 17],
  ['esc-n', 'escalator', 12, 3],
  ['esc-s', 'escalator', 11, 16],
  ['lift-c', 'lift', 12, 10],
  ['lift-e', 'lift', 22, 5],
];

const random = prng(SEED);
const pick = (list) => list[Math.floor(random() * list.length)];

function generate() {
  const floors = FLOORS.map((floorNumber) => ({ id: randomUUID(), floorNumber }));
  const nodes = [];
  const edges = [];
  const locations = [];
  const touchscreens = [];
  const node = (floorId, kind, x, y, extra = {}) => {
    const n = {
      id: randomUUID(),
      floorId,
      kind,
      x,
      y,
      connectorGroup: null,
      connectorType: null,
      refId: null,
      label: null,
      ...extra,
    };
    nodes.push(n);
    return n;
  };
  const edge = (a, b, isAccessible = true) =>
    edges.push({ fromNodeId: a.id, toNodeId: b.id, weight: null, isAccessible });
  for (const floor of floors) {
    const grid = [];
    for (let r = 0; r < GRID.rows; r++) {
      for (let c = 0; c < GRID.cols; c++) {
        // a little jitter so that the euclidean distances differ
        const n = node(floor.id, 'walkway', c * GRID.step + random() * 6, r * GRID.step + random() * 6);
        grid.push(n);
        if (c > 0) edge(grid[r * GRID.cols + c - 1], n, random() > 0.04);
        if (r > 0) edge(grid[(r - 1) * GRID.cols + c], n, random() > 0.04);
      }
    }
    const at = (c, r) => grid[r * GRID.cols + c];
    for (let s = 0; s < SHOPS_PER_FLOOR; s++) {
      const anchor = pick(grid);
      const locationId = randomUUID();
      const shop = node(floor.id, 'location', anchor.x + 12, anchor.y + 12, {
        refId: locationId,
        label: `Shop ${floor.floorNumber}-${s}`,
      });
      edge(anchor, shop);
      locations.push({ id: locationId, shopId: randomUUID() });
    }
    for (const [group, type, c, r] of CONNECTORS) {
      const anchor = at(c, r);
      const connector = node(floor.id, 'connector', anchor.x + 8, anchor.y - 8, {
        connectorGroup: group,
        connectorType: type,
        label: type,
      });
      edge(anchor, connector);
    }
    const touchscreenId = randomUUID();
    const screen = node(floor.id, 'touchscreen', at(6, 9).x, at(6, 9).y + 10, {
      refId: touchscreenId,
      label: 'Touchscreen',
    });
    edge(at(6, 9), screen);
    touchscreens.push(touchscreenId);
  }
  return { input: { floors, locations, nodes, edges }, locations, touchscreens };
}

const round = (n) => Math.round(n * 1000) / 1000;

/** Plain Dijkstra over the compiled graph: the reference the A* distances are checked against. */
function dijkstra(g, start, goals, accessible) {
  const dist = new Float64Array(g.nodes.length).fill(Number.POSITIVE_INFINITY);
  const heap = [[0, start]];
  dist[start] = 0;
  const up = (i) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heap[p][0] <= heap[i][0]) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const down = (i) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && heap[l][0] < heap[m][0]) m = l;
      if (r < heap.length && heap[r][0] < heap[m][0]) m = r;
      if (m === i) return;
      [heap[m], heap[i]] = [heap[i], heap[m]];
      i = m;
    }
  };
  while (heap.length) {
    const [d, u] = heap[0];
    const last = heap.pop();
    if (heap.length) {
      heap[0] = last;
      down(0);
    }
    if (d > dist[u]) continue;
    if (goals.has(u)) return d;
    for (const arc of g.adjacency[u]) {
      if (accessible && !arc.accessible) continue;
      if (d + arc.cost < dist[arc.to]) {
        dist[arc.to] = d + arc.cost;
        heap.push([dist[arc.to], arc.to]);
        up(heap.length - 1);
      }
    }
  }
  return undefined;
}

const generated = generate();
const buildStart = performance.now();
const graph = buildWayfindingGraph(generated.input);
const buildMs = performance.now() - buildStart;
console.log(
  `graph: ${generated.input.nodes.length} nodes, ${generated.input.edges.length} edges on ${FLOORS.length} floors (compiled in ${buildMs.toFixed(1)} ms)`,
);

const queries = Array.from({ length: ROUTES }, () => ({
  from:
    random() < 0.3
      ? { type: 'touchscreen', id: pick(generated.touchscreens) }
      : { type: 'location', id: pick(generated.locations).id },
  to:
    random() < 0.5
      ? { type: 'location', id: pick(generated.locations).id }
      : { type: 'shop', id: pick(generated.locations).shopId },
}));

function run(accessible) {
  // warm-up (JIT) on a few routes, not counted
  for (const q of queries.slice(0, 50)) {
    try {
      findRoute(graph, { ...q, accessible });
    } catch (e) {
      if (!(e instanceof NoRouteError)) throw e;
    }
  }
  const times = [];
  let noRoute = 0;
  let floorChanges = 0;
  for (const q of queries) {
    const start = performance.now();
    let route;
    try {
      route = findRoute(graph, { ...q, accessible });
    } catch (e) {
      if (!(e instanceof NoRouteError)) throw e;
      noRoute++;
    }
    times.push(performance.now() - start);
    if (!route) continue;
    if (route.legs.length === 0 || route.legs.some((l) => l.polyline.length === 0)) throw new BenchFailure('empty leg');
    floorChanges += route.legs.length - 1;
    if (
      accessible &&
      route.legs.some((l) => l.steps.some((s) => s.kind === 'connector' && s.connectorType !== 'lift'))
    ) {
      throw new BenchFailure('an accessible route took stairs or an escalator');
    }
  }
  // the A* distances equal Dijkstra's on a sample (the heuristic is admissible)
  for (const q of queries.slice(0, 200)) {
    const start = graph.byRef.get(`${q.from.type}:${q.from.id}`);
    const ids = q.to.type === 'shop' ? (graph.shopLocations.get(q.to.id) ?? []) : [q.to.id];
    const goals = new Set(ids.map((id) => graph.byRef.get(`location:${id}`)));
    const expected = dijkstra(graph, start, goals, accessible);
    let actual;
    try {
      actual = findRoute(graph, { ...q, accessible }).distance;
    } catch (e) {
      if (!(e instanceof NoRouteError)) throw e;
    }
    const same =
      expected === undefined ? actual === undefined : Math.abs(Math.round(expected * 10) / 10 - actual) < 0.05;
    if (!same) throw new BenchFailure(`A* found ${actual}, Dijkstra ${expected}`);
  }
  times.sort((a, b) => a - b);
  return {
    accessible,
    routes: times.length,
    noRoute,
    floorChanges,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times[times.length - 1]),
    meanMs: round(times.reduce((s, t) => s + t, 0) / times.length),
  };
}

try {
  const results = [run(false), run(true)];
  console.table(results);
  const met = results.every((r) => r.p99Ms < TARGET_P99_MS);
  console.log(met ? `target met: p99 < ${TARGET_P99_MS} ms` : `TARGET MISSED: p99 >= ${TARGET_P99_MS} ms`);
  writeResults('routing', {
    benchmark: 'routing',
    date: new Date().toISOString(),
    node: process.version,
    seed: SEED,
    graph: {
      floors: FLOORS.length,
      nodes: generated.input.nodes.length,
      edges: generated.input.edges.length,
      compileMs: round(buildMs),
    },
    targetP99Ms: TARGET_P99_MS,
    targetMet: met,
    results,
  });
} catch (e) {
  if (e instanceof BenchFailure) {
    console.error(`bench failed: ${e.message}`);
    process.exit(1);
  }
  throw e;
}
