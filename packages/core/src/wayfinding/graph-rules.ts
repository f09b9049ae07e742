// What a floor graph is made of (spec 2.7) and the limits of a saved floor: pure, shared with the dashboard's
// graph editor through `@center-platform/core/shared`.

export const NODE_KINDS = ['walkway', 'connector', 'entrance', 'touchscreen', 'location'] as const;
export const CONNECTOR_TYPES = ['stairs', 'escalator', 'lift'] as const;
export type WayfindingNodeKind = (typeof NODE_KINDS)[number];
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

/** The most nodes and edges one saved floor may hold, and the largest coordinate (either sign). */
export const MAX_FLOOR_NODES = 20_000;
export const MAX_FLOOR_EDGES = 50_000;
export const MAX_COORDINATE = 1_000_000;

export interface GraphNodeInput {
  id: string;
  floorId: string;
  kind: WayfindingNodeKind;
  x: number;
  y: number;
  connectorGroup: string | null;
  connectorType: ConnectorType | null;
  refId: string | null;
  label: string | null;
}

export interface GraphEdgeInput {
  fromNodeId: string;
  toNodeId: string;
  weight: number | null;
  isAccessible: boolean;
}
