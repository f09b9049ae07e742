// Generates the demo floor plans: one SVG per floor with a unit per shop, mapped by the three methods
// of spec 2.7 (element id = shop id, a `data-id` attribute, or a coordinate), and service icons.

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
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function floorPlan(
  floorKey: string,
  units: PlanUnit[],
  serviceIds: string[],
): { svg: string; locations: PlannedLocation[] } {
  const rows = Math.ceil(units.length / COLUMNS);
  const height = 40 + rows * 90 + 60;
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
    const cy = height - 30;
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
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 700 ${height}" width="700" height="${height}">`,
    `<rect id="corridor-${floorKey}" x="0" y="${height - 55}" width="700" height="50" fill="#f9fafb"/>`,
    ...shapes,
    ...services,
    '</svg>',
  ].join('\n');
  return { svg, locations };
}
