// The geometry of a floor plan in the browser (spec 2.7): the viewBox of the stored SVG text, the plan as an
// image address (no markup is injected into the page), and a click on the drawn plan in viewBox coordinates
// (the coordinate mapping method). Pure: no DOM, so the tests run without a browser.

import { svgNumbers } from '@center-platform/core/shared';

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How the plan is fitted into the box it is drawn in (the SVG's preserveAspectRatio; default xMidYMid meet). */
export interface AspectRatio {
  align: 'none' | { x: 'min' | 'mid' | 'max'; y: 'min' | 'mid' | 'max' };
  slice: boolean;
}

export interface SvgFrame {
  viewBox: ViewBox;
  aspect: AspectRatio;
  /** true when the SVG states a viewBox; false when it was taken from width and height */
  explicit: boolean;
}

const DEFAULT_ASPECT: AspectRatio = { align: { x: 'mid', y: 'mid' }, slice: false };

/** The attributes of the root <svg> tag (comments, the XML prolog and a doctype before it are skipped). */
export function rootSvgAttributes(svgText: string): Map<string, string> | null {
  if (typeof svgText !== 'string') return null;
  // only the head of the document matters; a plan is at most a few MB, the root tag comes first
  const head = svgText.slice(0, 200_000).replace(/<!--[\s\S]*?-->/g, '');
  const tag = /<svg((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/i.exec(head);
  if (!tag) return null;
  const attributes = new Map<string, string>();
  for (const match of (tag[1] ?? '').matchAll(/([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const name = match[1] as string;
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

function parseAspect(value: string | undefined): AspectRatio {
  if (!value) return DEFAULT_ASPECT;
  const [align = '', mode = 'meet'] = value.trim().split(/\s+/);
  const slice = mode === 'slice';
  if (align === 'none') return { align: 'none', slice: false };
  const match = /^x(Min|Mid|Max)Y(Min|Mid|Max)$/.exec(align);
  if (!match) return DEFAULT_ASPECT;
  const part = (s: string) => s.toLowerCase() as 'min' | 'mid' | 'max';
  return { align: { x: part(match[1] as string), y: part(match[2] as string) }, slice };
}

/**
 * The coordinate system of a plan: the root's viewBox (four numbers, positive width and height), else its width
 * and height from 0,0 (as the server does); null when there is neither (a coordinate cannot be picked then).
 */
export function readSvgFrame(svgText: string): SvgFrame | null {
  const attributes = rootSvgAttributes(svgText);
  if (!attributes) return null;
  const aspect = parseAspect(attributes.get('preserveAspectRatio'));
  const values = svgNumbers(attributes.get('viewBox') ?? '');
  if (values.length === 4 && values.every(Number.isFinite)) {
    const [x, y, width, height] = values as [number, number, number, number];
    if (width > 0 && height > 0) return { viewBox: { x, y, width, height }, aspect, explicit: true };
    return null;
  }
  const width = Number.parseFloat(attributes.get('width') ?? '');
  const height = Number.parseFloat(attributes.get('height') ?? '');
  if (Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0) {
    return { viewBox: { x: 0, y: 0, width, height }, aspect, explicit: false };
  }
  return null;
}

export const readViewBox = (svgText: string): ViewBox | null => readSvgFrame(svgText)?.viewBox ?? null;

/** The viewBox as the attribute text of an overlay <svg>. */
export const viewBoxAttribute = (box: ViewBox) => `${box.x} ${box.y} ${box.width} ${box.height}`;

export const aspectAttribute = (aspect: AspectRatio) =>
  aspect.align === 'none'
    ? 'none'
    : `x${cap(aspect.align.x)}Y${cap(aspect.align.y)} ${aspect.slice ? 'slice' : 'meet'}`;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The plan as an image address: the markup travels inside the URL, never into the page's DOM. */
export function svgDataUrl(svgText: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const ALIGN = { min: 0, mid: 0.5, max: 1 } as const;

/**
 * A click at (clientX, clientY) on the element that draws the plan (its bounding rect) in viewBox coordinates,
 * honouring preserveAspectRatio; null when the box is empty or the point lies outside the drawn viewBox.
 * Rounded to two decimals.
 */
export function clientToViewBox(
  point: { clientX: number; clientY: number },
  rect: Rect,
  frame: Pick<SvgFrame, 'viewBox' | 'aspect'>,
): { x: number; y: number } | null {
  const { viewBox: vb, aspect } = frame;
  const values = [point.clientX, point.clientY, rect.left, rect.top, rect.width, rect.height];
  if (!values.every(Number.isFinite) || rect.width <= 0 || rect.height <= 0) return null;
  if (!(vb.width > 0 && vb.height > 0)) return null;
  const px = point.clientX - rect.left;
  const py = point.clientY - rect.top;
  let x: number;
  let y: number;
  if (aspect.align === 'none') {
    x = vb.x + (px / rect.width) * vb.width;
    y = vb.y + (py / rect.height) * vb.height;
  } else {
    const sx = rect.width / vb.width;
    const sy = rect.height / vb.height;
    const scale = aspect.slice ? Math.max(sx, sy) : Math.min(sx, sy);
    const offsetX = (rect.width - vb.width * scale) * ALIGN[aspect.align.x];
    const offsetY = (rect.height - vb.height * scale) * ALIGN[aspect.align.y];
    x = vb.x + (px - offsetX) / scale;
    y = vb.y + (py - offsetY) / scale;
  }
  const eps = 1e-9;
  if (x < vb.x - eps || x > vb.x + vb.width + eps || y < vb.y - eps || y > vb.y + vb.height + eps) return null;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    x: round(Math.min(Math.max(x, vb.x), vb.x + vb.width)),
    y: round(Math.min(Math.max(y, vb.y), vb.y + vb.height)),
  };
}

/** The floor plan's size in bytes as a short text (the floor list shows it). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
