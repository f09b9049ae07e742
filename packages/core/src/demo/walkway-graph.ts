// The demo's walkable graph of one floor (spec 2.7), in the input shape of the staff's graph save.
import { randomUUID } from 'node:crypto';
import type { ConnectorType } from '../wayfinding/graph';
import type { SaveFloorGraphInput } from '../wayfinding/save-graph';

/** A place on the floor that routes start at, end at, or change floors at. */
export interface WalkwayStop {
  kind: 'connector' | 'entrance' | 'touchscreen' | 'location';
  x: number;
  y: number;
  refId?: string;
  label?: string | null;
  connectorGroup?: string;
  connectorType?: ConnectorType;
}

/**
 * A walkway node wherever an aisle meets a crossing or the doorway of a stop; aisles and crossings are walked
 * from node to node, and every stop is joined straight up or down to its nearest aisle. `aisles` (y) and
 * `crossings` (x) in the plan's SVG coordinates, aisles top to bottom.
 */
export function walkwayGraph(
  floorId: string,
  { aisles, crossings }: { aisles: number[]; crossings: number[] },
  stops: WalkwayStop[],
): SaveFloorGraphInput {
  const nodes: SaveFloorGraphInput['nodes'] = [];
  const edges: SaveFloorGraphInput['edges'] = [];
  const walkways = new Map<string, string>();
  const walkway = (x: number, y: number) => {
    let id = walkways.get(`${x},${y}`);
    if (!id) {
      id = randomUUID();
      walkways.set(`${x},${y}`, id);
      nodes.push({ id, kind: 'walkway', x, y });
    }
    return id;
  };
  const link = (fromNodeId: string, toNodeId: string) => edges.push({ fromNodeId, toNodeId });
  /** links each node to the next */
  const chain = (ids: string[]) => {
    for (let i = 1; i < ids.length; i++) link(ids[i - 1] as string, ids[i] as string);
  };
  const nearestAisle = (y: number) =>
    aisles.reduce((best, aisle) => (Math.abs(aisle - y) < Math.abs(best - y) ? aisle : best));
  const doors = stops.map((stop) => ({ stop, aisle: nearestAisle(stop.y) }));
  for (const aisle of aisles) {
    const xs = new Set([...crossings, ...doors.filter((d) => d.aisle === aisle).map((d) => d.stop.x)]);
    chain([...xs].sort((a, b) => a - b).map((x) => walkway(x, aisle)));
  }
  for (const x of crossings) chain(aisles.map((aisle) => walkway(x, aisle)));
  for (const { stop, aisle } of doors) {
    const id = randomUUID();
    nodes.push({ id, ...stop });
    link(id, walkway(stop.x, aisle));
  }
  return { floorId, nodes, edges };
}
