// Center plan and wayfinding (2.7).
import type { Generated } from 'kysely';
import type { CreatedAt, JsonDefault, UpdatedAt, Uuid } from './columns';

export interface CenterplansTable {
  id: Uuid;
  centerId: string;
  name: string | null;
  settings: JsonDefault<Record<string, unknown>>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MapFloorsTable {
  id: Uuid;
  centerId: string;
  centerplanId: string;
  floorNumber: number;
  name: string;
  shortName: string | null;
  mapImage: string | null;
  mapSvg: Generated<string>;
  isDefault: Generated<boolean>;
  isActive: Generated<boolean>;
  sortOrder: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface MapLocationsTable {
  id: Uuid;
  centerId: string;
  floorId: string;
  shopId: string | null;
  serviceId: string | null;
  /** the SVG element this location is drawn by */
  svgElementId: string | null;
  mappingMethod: 'element_id' | 'data_id' | 'coordinate';
  x: number | null;
  y: number | null;
  label: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface WayfindingNodesTable {
  id: Uuid;
  centerId: string;
  floorId: string;
  kind: 'walkway' | 'connector' | 'entrance' | 'touchscreen' | 'location';
  x: number;
  y: number;
  /** for connectors: nodes sharing a group on different floors are linked */
  connectorGroup: string | null;
  connectorType: 'stairs' | 'escalator' | 'lift' | null;
  refId: string | null;
  label: string | null;
  createdAt: CreatedAt;
}

export interface WayfindingEdgesTable {
  id: Uuid;
  centerId: string;
  fromNodeId: string;
  toNodeId: string;
  /** walking cost; null means the euclidean distance */
  weight: number | null;
  isAccessible: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface TouchscreensTable {
  id: Uuid;
  centerId: string;
  floorId: string | null;
  name: string;
  slug: string;
  x: number | null;
  y: number | null;
  orientation: number | null;
  isActive: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SignageConfigsTable {
  centerId: string;
  settings: JsonDefault<Record<string, unknown>>;
  updatedAt: UpdatedAt;
}
