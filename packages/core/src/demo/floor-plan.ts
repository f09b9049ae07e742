// Generates the demo floor plans: one SVG per floor with a unit per shop, mapped by the three methods
// of spec 2.7 (element id = shop id, a `data-id` attribute, or a coordinate), service icons, and the stairs,
// escalator and lift; and where visitors walk between them (for the demo's wayfinding graph).

export type MappingMethod = 'element_id' | 'data_id' | 'coordinate';

export interface PlanUnit {
  shopId: string;
  name: string;
  method: MappingMethod;
}

export interface PlannedLocation {
  shopId: string | null;
  serviceId: string | null;
  svgElementId: string | null;
  mappingMethod: MappingMethod;
  x: number;
  y: number;
}

const COLUMNS = 6;
const WIDTH = 700;

/** The plan's height for a number of units: rows of units, then the corridor at the bottom. */
const planHeight = (unitCount: number) => 100 + Math.ceil(unitCount / COLUMNS) * 90;
const corridorY = (height: number) => height - 30;

/** The stairs, escalator and lift of every floor, drawn in the corridor (the same spot on each floor). */
export const CONNECTORS = [
  { type: 'stairs', x: 250, label: 'Treppe' },
  { type: 'escalator', x: 400, label: 'Rolltreppe' },
  { type: 'lift', x: 560, label: 'Aufzug' },
] as const;
export const connectorY = (unitCount: number) => planHeight(unitCount) - 15;

/**
 * Where visitors walk on a plan of `unitCount` units: the aisles (the top margin, the gaps between rows, the
 * corridor), top to bottom, and the crossings (the side margins and the gaps between columns) joining them.
 */
export function walkways(unitCount: number): { aisles: number[]; crossings: number[] } {
  const rows = Math.ceil(unitCount / COLUMNS);
  const gaps = (count: number, first: number, step: number) =>
    Array.from({ length: Math.max(0, count - 1) }, (_, i) => first + i * step);
  return {
    aisles: [10, ...gaps(rows, 105, 90), corridorY(planHeight(unitCount))],
    crossings: [10, ...gaps(COLUMNS, 125, 110), WIDTH - 15],
  };
}
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function floorPlan(
  floorKey: string,
  units: PlanUnit[],
  serviceIds: string[],
): { svg: string; locations: PlannedLocation[] } {
  const height = planHeight(units.length);
  const locations: PlannedLocation[] = [];
  const shapes = units.map((unit, i) => {
    const x = 20 + (i % COLUMNS) * 110;
    const y = 20 + Math.floor(i / COLUMNS) * 90;
    const center = { x: x + 50, y: y + 40 };
    const unitId = `shop-unit-${floorKey}-${i + 1}`;
    const elementId = unit.method === 'element_id' ? `shop-${unit.shopId}` : unitId;
    const dataId = unit.method === 'data_id' ? ` data-id="${unit.shopId}"` : '';
    locations.push({
      shopId: unit.shopId,
      serviceId: null,
      svgElementId: unit.method === 'coordinate' ? null : elementId,
      mappingMethod: unit.method,
      ...center,
    });
    return (
      `<g><rect id="${elementId}"${dataId} x="${x}" y="${y}" width="100" height="80" rx="4" fill="#e5e7eb" stroke="#9ca3af"/>` +
      `<text x="${center.x}" y="${center.y}" font-size="9" text-anchor="middle">${escapeXml(unit.name)}</text></g>`
    );
  });
  const services = serviceIds.map((serviceId, i) => {
    const cx = 40 + i * 60;
    const cy = corridorY(height);
    locations.push({
      shopId: null,
      serviceId,
      svgElementId: `service-${serviceId}`,
      mappingMethod: 'element_id',
      x: cx,
      y: cy,
    });
    return `<circle id="service-${serviceId}" cx="${cx}" cy="${cy}" r="12" fill="#3b82f6"/>`;
  });
  const cy = connectorY(units.length);
  const connectors = CONNECTORS.map(
    (c) =>
      `<g><rect id="${c.type}-${floorKey}" x="${c.x - 18}" y="${cy - 7}" width="36" height="14" rx="2" fill="#d1d5db"/>` +
      `<text x="${c.x}" y="${cy + 3}" font-size="6" text-anchor="middle">${c.label}</text></g>`,
  );
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}">`,
    `<rect id="corridor-${floorKey}" x="0" y="${height - 55}" width="${WIDTH}" height="50" fill="#f9fafb"/>`,
    ...shapes,
    ...services,
    ...connectors,
    '</svg>',
  ].join('\n');
  return { svg, locations };
}
