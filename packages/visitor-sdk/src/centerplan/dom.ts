// The DOM the plan is built of: the sanitized SVG, the stylesheet, the buttons and the route overlay.
import { CSS, STYLE_ID } from './styles';
import type { CenterplanRoute } from './types';

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const PAINTABLE = 'rect,path,polygon,polyline,circle,ellipse,use';

/**
 * Defense in depth: the server sanitizes every SVG, but a page using the SDK directly might not. The markup is
 * parsed in an inert template, and scripts, foreign content, event handlers and external links are dropped.
 */
export function inertSvg(doc: Document, markup: string): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = markup;
  const fragment = template.content;
  for (const node of fragment.querySelectorAll('script,foreignObject,iframe,object,embed,animate,set')) node.remove();
  for (const element of fragment.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim();
      const isLink = name === 'href' || name.endsWith(':href');
      if (
        name.startsWith('on') ||
        (isLink && !value.startsWith('#') && !/^data:image\/(png|jpe?g|gif|webp|avif);/i.test(value))
      ) {
        element.removeAttribute(attribute.name);
      }
    }
  }
  return fragment;
}

export function ensureStylesheet(doc: Document) {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  (doc.head ?? doc.documentElement).append(style);
}

export function button(doc: Document, text: string, label: string): HTMLButtonElement {
  const b = doc.createElement('button');
  b.type = 'button';
  b.className = 'cp-button';
  b.textContent = text;
  if (label !== text) b.setAttribute('aria-label', label);
  b.setAttribute('aria-pressed', 'false');
  return b;
}

/** Draws the route's leg of one floor into its SVG: a polyline, a marker at its start and one at its end. */
export function drawRouteLeg(doc: Document, svg: SVGSVGElement, route: CenterplanRoute, floorId: string) {
  const leg = route.legs.find((l) => l.floorId === floorId);
  const points = (leg?.polyline ?? []).filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  if (points.length === 0) return;
  const group = doc.createElementNS(SVG_NS, 'g');
  group.setAttribute('class', 'cp-route');
  group.setAttribute('aria-hidden', 'true');
  const line = doc.createElementNS(SVG_NS, 'polyline');
  line.setAttribute('points', points.map(([x, y]) => `${x},${y}`).join(' '));
  group.append(line);
  const marker = (className: string, [x, y]: [number, number]) => {
    const circle = doc.createElementNS(SVG_NS, 'circle');
    circle.setAttribute('class', className);
    circle.setAttribute('cx', String(x));
    circle.setAttribute('cy', String(y));
    circle.setAttribute('r', '6');
    group.append(circle);
  };
  marker('cp-route-start', points[0] as [number, number]);
  marker('cp-route-end', points[points.length - 1] as [number, number]);
  svg.append(group);
}
