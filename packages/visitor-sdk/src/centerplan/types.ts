// The data and options of the embeddable center plan (spec 2.7, 4.2).

/** How a map location finds its SVG element (spec 2.7). */
export type CenterplanMappingMethod = 'element_id' | 'data_id' | 'coordinate';

export interface CenterplanFloor {
  id: string;
  /** 0 = ground floor, 1 = first upper, -1 = first lower */
  floorNumber: number;
  name: string;
  shortName?: string | null;
  isDefault?: boolean;
  /** SVG markup, already sanitized by the server; empty when the floor has no plan */
  svg: string;
}

export interface CenterplanLocation {
  id: string;
  floorId: string;
  shopId: string | null;
  serviceId: string | null;
  svgElementId: string | null;
  mappingMethod: CenterplanMappingMethod | (string & {});
  /** in the user units of the floor's SVG root */
  x: number | null;
  y: number | null;
  label: string | null;
  shop?: { name: string; slug: string; category?: string | null } | null;
  service?: { name: string } | null;
}

/** Control and plan colors; every value is a CSS color (chromeRadius a CSS length). */
export interface CenterplanColors {
  accent: string;
  accentFg: string;
  chromeBg: string;
  chromeFg: string;
  chromeBorder: string;
  chromeMuted: string;
  chromeRadius: string;
  hoverColor: string;
  hoverColorSvg: string;
  hoverColor3d: string;
  embedBg: string;
  /** the stroke of a drawn route and the outline of its destination */
  routeColor: string;
}

/** The point of interest of a click: the SVG element resolved to its map location. */
export interface CenterplanPoi {
  locationId: string;
  shopId: string | null;
  serviceId: string | null;
  floorId: string;
  svgElementId: string | null;
  label: string | null;
  /** the shop's slug, for a host that builds its own detail link */
  shopSlug: string | null;
}

/** A route to draw (spec 4.2): one polyline per floor in the floor SVG's user units, first leg first. */
export interface CenterplanRoute {
  legs: { floorId: string; polyline: [number, number][] }[];
  /** the map location the route ends at: its element is highlighted */
  destinationLocationId?: string | null;
}

export type CenterplanDetailMode = 'parent' | 'modal';
export type CenterplanViewMode = '2d' | '3d';

export interface CenterplanLabels {
  floors: string;
  view: string;
  view2d: string;
  view3d: string;
  close: string;
  details: string;
  noPlan: string;
}

export interface CenterplanOptions {
  floors: CenterplanFloor[];
  locations: CenterplanLocation[];
  /** `parent`: post `<prefix>:centerplan:open-detail` to the host window; `modal`: open the plan's own dialog */
  detailMode?: CenterplanDetailMode;
  /** a relative path template for the dialog's link, e.g. `/shops/{slug}` (also `{id}`, `{shopId}`) */
  shopDetailPath?: string;
  colors?: Partial<CenterplanColors>;
  /** the controls without their card background */
  chromeGhost?: boolean;
  /** the prefix of the message type; default `center` */
  messagePrefix?: string;
  /** the floor shown first; default: the first floor of `route`, else the default floor */
  initialFloorId?: string;
  /** a route drawn over the plan */
  route?: CenterplanRoute | null;
  labels?: Partial<CenterplanLabels>;
  /** called on every click that resolves to a location; return false to skip the message or dialog */
  onOpenDetail?: (poi: CenterplanPoi) => unknown;
}

export interface CenterplanHandle {
  readonly floorId: string | undefined;
  readonly mode: CenterplanViewMode;
  setFloor(floorId: string): void;
  setMode(mode: CenterplanViewMode): void;
  destroy(): void;
}

/** Shorter names of the same types. */
export type PlanFloor = CenterplanFloor;
export type PlanLocation = CenterplanLocation;
export type PointOfInterest = CenterplanPoi;
