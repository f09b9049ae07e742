import type { WayfindingGraph } from './graph';
import { CONNECTOR_COST_PER_FLOOR } from './graph';

/** A binary min-heap of node indices keyed by priority (stale entries are skipped by the caller). */
class MinHeap {
  private readonly keys: number[] = [];
  private readonly values: number[] = [];
  /** the key of the entry the last pop removed */
  poppedKey = 0;

  get size() {
    return this.values.length;
  }

  push(value: number, key: number) {
    const { keys, values } = this;
    let i = values.length;
    keys.push(key);
    values.push(value);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((keys[parent] as number) <= key) break;
      keys[i] = keys[parent] as number;
      values[i] = values[parent] as number;
      i = parent;
    }
    keys[i] = key;
    values[i] = value;
  }

  /** Removes the entry with the smallest key; returns its value. */
  pop(): number {
    const { keys, values } = this;
    const top = values[0] as number;
    this.poppedKey = keys[0] as number;
    const lastKey = keys.pop() as number;
    const lastValue = values.pop() as number;
    const n = values.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= n) break;
        const right = left + 1;
        const child = right < n && (keys[right] as number) < (keys[left] as number) ? right : left;
        if ((keys[child] as number) >= lastKey) break;
        keys[i] = keys[child] as number;
        values[i] = values[child] as number;
        i = child;
      }
      keys[i] = lastKey;
      values[i] = lastValue;
    }
    return top;
  }
}

/** A found path: its node indices from start to goal and its cost. */
export interface PathResult {
  nodes: number[];
  cost: number;
}

/**
 * A* from `start` to the nearest of `goals`. The heuristic is admissible: on a goal's floor the euclidean distance
 * scaled by the graph's smallest walking cost ratio; on other floors the (scaled) distance to the nearest usable
 * connector, plus the cheapest possible floor changes, plus the distance from the goal to its floor's nearest one. Nodes
 * are reopened when a cheaper way is found, so the result is the cheapest path even where the heuristic is not
 * consistent. `accessible` uses only accessible arcs (no stairs, no escalators, no edges marked inaccessible).
 */
export function aStar(
  graph: WayfindingGraph,
  start: number,
  goals: number[],
  accessible: boolean,
): PathResult | undefined {
  const { nodes, adjacency, walkRatio } = graph;
  const goalSet = new Set(goals);
  const perFloor = accessible ? CONNECTOR_COST_PER_FLOOR.lift : Math.min(...Object.values(CONNECTOR_COST_PER_FLOOR));
  const goalNodes = goals.map((g) => nodes[g]).filter((n) => n !== undefined);
  const ratio = walkRatio;
  // a route to another floor walks to a connector of its floor first and from one of the goal's floor last
  const connectorsOf = (floorNumber: number) =>
    (graph.connectorsByFloor.get(floorNumber) ?? []).filter((c) => !accessible || c.connectorType === 'lift');
  const nearestConnector = (floorNumber: number, x: number, y: number) => {
    let best = Number.POSITIVE_INFINITY;
    for (const c of connectorsOf(floorNumber)) {
      const d = Math.sqrt((c.x - x) ** 2 + (c.y - y) ** 2);
      if (d < best) best = d;
    }
    return best === Number.POSITIVE_INFINITY ? 0 : best;
  };
  const goalTails = goalNodes.map((goal) => nearestConnector(goal.floorNumber, goal.x, goal.y) * ratio);
  const nodeHeads = new Float64Array(nodes.length).fill(Number.NaN);
  const heuristic = (i: number) => {
    const node = nodes[i];
    if (!node) return 0;
    let best = Number.POSITIVE_INFINITY;
    for (let k = 0; k < goalNodes.length; k++) {
      const goal = goalNodes[k] as (typeof goalNodes)[number];
      let h: number;
      if (goal.floorNumber === node.floorNumber) {
        const dx = goal.x - node.x;
        const dy = goal.y - node.y;
        h = Math.sqrt(dx * dx + dy * dy) * ratio;
      } else {
        let head = nodeHeads[i] as number;
        if (Number.isNaN(head)) {
          head = nearestConnector(node.floorNumber, node.x, node.y) * ratio;
          nodeHeads[i] = head;
        }
        h = head + Math.abs(goal.floorNumber - node.floorNumber) * perFloor + (goalTails[k] as number);
      }
      if (h < best) best = h;
    }
    return best === Number.POSITIVE_INFINITY ? 0 : best;
  };
  const g = new Float64Array(nodes.length).fill(Number.POSITIVE_INFINITY);
  const previous = new Int32Array(nodes.length).fill(-1);
  const heap = new MinHeap();
  g[start] = 0;
  heap.push(start, heuristic(start));
  // a popped entry is stale when its key no longer matches g + h of its node
  const queuedKey = new Float64Array(nodes.length).fill(Number.NaN);
  queuedKey[start] = heuristic(start);
  while (heap.size > 0) {
    const current = heap.pop();
    if (heap.poppedKey !== queuedKey[current]) continue; // stale: a cheaper entry was queued since
    if (goalSet.has(current)) {
      const path: number[] = [];
      for (let i = current; i !== -1; i = previous[i] as number) path.push(i);
      return { nodes: path.reverse(), cost: g[current] as number };
    }
    const base = g[current] as number;
    for (const arc of adjacency[current] ?? []) {
      if (accessible && !arc.accessible) continue;
      const next = base + arc.cost;
      if (next < (g[arc.to] as number)) {
        g[arc.to] = next;
        previous[arc.to] = current;
        const key = next + heuristic(arc.to);
        queuedKey[arc.to] = key;
        heap.push(arc.to, key);
      }
    }
  }
  return undefined;
}
