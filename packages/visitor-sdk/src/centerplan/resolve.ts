// From an SVG element to its map location, by the three mapping methods of spec 2.7:
// (a) the element id equals the location's svgElementId (or is `shop-<shopId>` / `service-<serviceId>`),
// (b) its `data-id` equals the location's shopId or serviceId,
// (c) the coordinate of a coordinate-mapped location lies inside the element's bounding box.
import type { CenterplanLocation } from './types';

/** Elements that stand for a shop or a service. */
export const POI_SELECTOR = '[id^="shop-"],[id^="service-"],[data-id]';
const SHAPES = new Set(['rect', 'path', 'polygon', 'polyline', 'circle', 'ellipse', 'line', 'use', 'image', 'g']);

/** The ancestors of an element up to (without) the SVG root, the element first. */
function lineage(element: Element, root: Element): Element[] {
  const chain: Element[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) chain.push(node);
  return chain;
}

/** A location mapped to this element by id or `data-id`, looking at the element and its ancestors. */
function byIdentity(element: Element, root: Element, locations: CenterplanLocation[]): CenterplanLocation | undefined {
  const chain = lineage(element, root);
  for (const node of chain) {
    const id = node.getAttribute('id');
    if (!id) continue;
    const direct = locations.find((l) => l.svgElementId === id);
    if (direct) return direct;
    const shop = id.startsWith('shop-') ? id.slice(5) : undefined;
    const service = id.startsWith('service-') ? id.slice(8) : undefined;
    const named = locations.find((l) => (shop && l.shopId === shop) || (service && l.serviceId === service));
    if (named) return named;
  }
  for (const node of chain) {
    const dataId = node.getAttribute('data-id');
    if (!dataId) continue;
    const mapped = locations.find((l) => l.shopId === dataId || l.serviceId === dataId);
    if (mapped) return mapped;
  }
  return undefined;
}

/** The root's user-space point in the element's own coordinate system (its transforms undone). */
function toLocal(element: SVGGraphicsElement, root: SVGGraphicsElement, x: number, y: number) {
  const own = element.getCTM?.();
  const base = root.getCTM?.();
  if (!own || !base || element === root) return { x, y };
  try {
    const m = own.inverse().multiply(base);
    return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
  } catch {
    return { x, y };
  }
}

/** Coordinate-mapped locations whose point lies inside the element's box, the one nearest its center first. */
function byCoordinate(element: Element, root: Element, locations: CenterplanLocation[]) {
  const graphic = element as SVGGraphicsElement;
  if (typeof graphic.getBBox !== 'function') return undefined;
  let box: DOMRect;
  try {
    box = graphic.getBBox();
  } catch {
    return undefined;
  }
  if (!box.width && !box.height) return undefined;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  let best: { location: CenterplanLocation; distance: number } | undefined;
  for (const location of locations) {
    if (location.x == null || location.y == null) continue;
    if (location.mappingMethod !== 'coordinate' && location.svgElementId) continue;
    const p = toLocal(graphic, root as SVGGraphicsElement, location.x, location.y);
    const inside =
      p.x >= box.x - 0.5 && p.x <= box.x + box.width + 0.5 && p.y >= box.y - 0.5 && p.y <= box.y + box.height + 0.5;
    if (!inside) continue;
    const distance = (p.x - cx) ** 2 + (p.y - cy) ** 2;
    if (!best || distance < best.distance) best = { location, distance };
  }
  return best?.location;
}

/** The map location of an element inside the floor's SVG root, or undefined. */
export function resolveLocation(
  element: Element,
  root: Element,
  locations: CenterplanLocation[],
): CenterplanLocation | undefined {
  return byIdentity(element, root, locations) ?? byCoordinate(element, root, locations);
}

/**
 * The shop or service element under the pointer: the nearest ancestor that looks like one (`shop-…`,
 * `service-…`, `data-id`), else a plain shape that holds a coordinate-mapped location.
 */
export function poiElementFrom(
  target: EventTarget | null,
  root: Element,
  locations: CenterplanLocation[],
): Element | undefined {
  if (!(target instanceof Element) || !root.contains(target) || target === root) return undefined;
  const marked = target.closest(POI_SELECTOR);
  if (marked && marked !== root && root.contains(marked)) return marked;
  for (const node of lineage(target, root)) {
    if (!SHAPES.has(node.localName)) continue;
    if (byCoordinate(node, root, locations)) return node;
  }
  return undefined;
}

/** The element under a viewport point, looking through labels and decorations. */
export function poiElementAt(
  doc: Document,
  clientX: number,
  clientY: number,
  root: Element,
  locations: CenterplanLocation[],
): Element | undefined {
  const stack = typeof doc.elementsFromPoint === 'function' ? doc.elementsFromPoint(clientX, clientY) : [];
  for (const element of stack) {
    if (element === root || !root.contains(element)) continue;
    const found = poiElementFrom(element, root, locations);
    if (found) return found;
  }
  return undefined;
}
