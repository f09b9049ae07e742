// The A* search against a plain shortest-path reference on random small multi-floor graphs (pure, no database).
import { describe, expect, it } from 'vitest';
import { aStar } from './astar';
import { buildWayfindingGraph, type GraphEdgeInput, type GraphNodeInput, type WayfindingGraph } from './graph';

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bellman-Ford style relaxation: slow, obviously right. */
function reference(graph: WayfindingGraph, start: number, accessible: boolean): number[] {
  const dist = graph.nodes.map(() => Number.POSITIVE_INFINITY);
  dist[start] = 0;
  for (let round = 0; round < graph.nodes.length; round++) {
    let changed = false;
    graph.adjacency.forEach((arcs, u) => {
      for (const arc of arcs) {
        if (accessible && !arc.accessible) continue;
        const d = (dist[u] as number) + arc.cost;
        if (d < (dist[arc.to] as number)) {
          dist[arc.to] = d;
          changed = true;
        }
      }
    });
    if (!changed) break;
  }
  return dist;
}

function randomGraph(seed: number) {
  const random = mulberry32(seed);
  const floors = [0, 1, 2].map((floorNumber) => ({ id: `f${floorNumber}`, floorNumber }));
  const nodes: GraphNodeInput[] = [];
  const edges: GraphEdgeInput[] = [];
  for (const floor of floors) {
    const first = nodes.length;
    for (let i = 0; i < 20; i++) {
      const connector = i < 3 ? ((['stairs', 'escalator', 'lift'] as const)[i] ?? null) : null;
      nodes.push({
        id: `${floor.id}-${i}`,
        floorId: floor.id,
        kind: connector ? 'connector' : 'walkway',
        x: Math.round(random() * 500),
        y: Math.round(random() * 500),
        connectorGroup: connector && random() < 0.8 ? `g-${connector}` : connector ? `solo-${floor.id}` : null,
        connectorType: connector,
        refId: null,
        label: null,
      });
    }
    for (let k = 0; k < 45; k++) {
      const a = first + Math.floor(random() * 20);
      const b = first + Math.floor(random() * 20);
      if (a === b) continue;
      edges.push({
        fromNodeId: (nodes[a] as GraphNodeInput).id,
        toNodeId: (nodes[b] as GraphNodeInput).id,
        // stored weights below the euclidean distance, too: the heuristic must stay admissible
        weight: random() < 0.3 ? Math.round(random() * 300) : null,
        isAccessible: random() > 0.15,
      });
    }
  }
  return buildWayfindingGraph({ floors, locations: [], nodes, edges });
}

describe('A* routing', () => {
  it('finds the cheapest path on random graphs, plainly and step-free', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const graph = randomGraph(seed);
      for (const accessible of [false, true]) {
        for (let start = 0; start < graph.nodes.length; start += 7) {
          const expected = reference(graph, start, accessible);
          for (let goal = 0; goal < graph.nodes.length; goal += 3) {
            const found = aStar(graph, start, [goal], accessible);
            const want = expected[goal] as number;
            if (want === Number.POSITIVE_INFINITY) expect(found, `seed ${seed}`).toBeUndefined();
            else expect(found?.cost, `seed ${seed} ${start}->${goal}`).toBeCloseTo(want, 6);
          }
        }
      }
    }
  });
});
