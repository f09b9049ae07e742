// The center plan renderer (spec 4.2, 2.7): floors with a switcher and a 2D/3D toggle, hover on the SVG
// root (`mousemove`/`mouseleave`, never `mouseover` on child paths), and a click resolved to the map
// location: element id, then `data-id`, then a location's coordinate inside the element. With
// `detailMode: 'parent'` it posts `<prefix>:centerplan:open-detail` to the host page. Zero dependencies;
// the SVG it receives must already be sanitized (the platform does it before any page sees it).

export interface PlanFloor {
  id: string;
  floorNumber: number;
  name: string;
  shortName?: string | null;
  isDefault?: boolean;
  svg: string;
}

export interface PlanLocation {
  id: string;
  floorId: string;
  shopId: string | null;
  serviceId: string | null;
  svgElementId: string | null;
  x: number | null;
  y: number | null;
  label?: string | null;
  shop?: { name: string; slug: string } | null;
}

export interface PointOfInterest {
  locationId: string;
  shopId: string | null;
  serviceId: string | null;
  floorId: string;
  svgElementId: string | null;
  label: string | null;
}

export interface CenterplanOptions {
  floors: PlanFloor[];
  locations: PlanLocation[];
  detailMode?: 'parent' | 'modal';
  /** link template of the hosted modal, e.g. `/shops/{slug}` */
  shopDetailPath?: string;
  hoverColor?: string;
  messagePrefix?: string;
  onOpenDetail?: (poi: PointOfInterest) => void;
}

const SELECTABLE = '[id^="shop-"],[id^="service-"],[data-id]';

/** The location an SVG element stands for: by element id, by `data-id`, or by a coordinate inside it. */
export function resolveLocation(
  element: Element,
  floorId: string,
  locations: PlanLocation[],
): PlanLocation | undefined {
  const onFloor = locations.filter((l) => l.floorId === floorId);
  const id = element.getAttribute('id');
  const byId = id ? onFloor.find((l) => l.svgElementId === id) : undefined;
  if (byId) return byId;
  const dataId = element.getAttribute('data-id');
  const byData = dataId ? onFloor.find((l) => l.shopId === dataId || l.serviceId === dataId) : undefined;
  if (byData) return byData;
  const box = (element as SVGGraphicsElement).getBBox?.();
  if (!box) return undefined;
  return onFloor.find(
    (l) =>
      l.x !== null &&
      l.y !== null &&
      l.x >= box.x &&
      l.x <= box.x + box.width &&
      l.y >= box.y &&
      l.y <= box.y + box.height,
  );
}

function button(text: string, pressed: boolean, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.setAttribute('aria-pressed', String(pressed));
  b.addEventListener('click', onClick);
  return b;
}

export function mountCenterplan(
  root: HTMLElement,
  options: CenterplanOptions,
): { showFloor(id: string): void; destroy(): void } {
  const floors = [...options.floors].sort((a, b) => a.floorNumber - b.floorNumber);
  const hoverColor = options.hoverColor ?? '#60a5fa';
  const prefix = options.messagePrefix ?? 'center';
  let current = floors.find((f) => f.isDefault) ?? floors.find((f) => f.floorNumber === 0) ?? floors[0];
  let threeD = false;
  let hovered: { element: SVGElement; fill: string | null } | undefined;

  root.innerHTML = '';
  const chrome = document.createElement('div');
  chrome.className = 'cp-chrome';
  const switcher = document.createElement('div');
  switcher.setAttribute('role', 'group');
  switcher.setAttribute('aria-label', 'Ebene');
  const stage = document.createElement('div');
  stage.className = 'cp-stage';
  const toggle = button('3D', false, () => {
    threeD = !threeD;
    toggle.setAttribute('aria-pressed', String(threeD));
    toggle.textContent = threeD ? '2D' : '3D';
    stage.style.transform = threeD ? 'perspective(1200px) rotateX(50deg) scale(0.9)' : '';
  });
  chrome.append(switcher, toggle);
  root.append(chrome, stage);

  const unhover = () => {
    if (!hovered) return;
    if (hovered.fill === null) hovered.element.removeAttribute('fill');
    else hovered.element.setAttribute('fill', hovered.fill);
    hovered = undefined;
  };
  const selectable = (target: EventTarget | null) =>
    (target instanceof Element ? target.closest(SELECTABLE) : null) as SVGElement | null;

  const onMove = (event: Event) => {
    const element = selectable(event.target);
    if (element === hovered?.element) return;
    unhover();
    if (!element) return;
    hovered = { element, fill: element.getAttribute('fill') };
    element.setAttribute('fill', hoverColor);
  };
  const onClick = (event: Event) => {
    const element = selectable(event.target);
    if (!element || !current) return;
    const location = resolveLocation(element, current.id, options.locations);
    if (!location) return;
    const poi: PointOfInterest = {
      locationId: location.id,
      shopId: location.shopId,
      serviceId: location.serviceId,
      floorId: location.floorId,
      svgElementId: location.svgElementId,
      label: location.label ?? location.shop?.name ?? null,
    };
    options.onOpenDetail?.(poi);
    if (options.detailMode === 'modal') openModal(location);
    else window.parent.postMessage({ type: `${prefix}:centerplan:open-detail`, poi }, '*');
  };

  const openModal = (location: PlanLocation) => {
    const dialog = document.createElement('dialog');
    const title = document.createElement('h2');
    title.textContent = location.shop?.name ?? location.label ?? '';
    dialog.append(title);
    if (location.shop && options.shopDetailPath?.startsWith('/')) {
      const link = document.createElement('a');
      link.href = options.shopDetailPath.replace('{slug}', encodeURIComponent(location.shop.slug));
      link.textContent = 'Details';
      link.target = '_top';
      dialog.append(link);
    }
    const close = button('Schließen', false, () => dialog.remove());
    dialog.append(close);
    root.append(dialog);
    dialog.showModal?.();
  };

  const showFloor = (id: string) => {
    const floor = floors.find((f) => f.id === id);
    if (!floor) return;
    current = floor;
    unhover();
    stage.innerHTML = floor.svg;
    const svg = stage.querySelector('svg');
    svg?.addEventListener('mousemove', onMove);
    svg?.addEventListener('mouseleave', unhover);
    svg?.addEventListener('click', onClick);
    for (const b of switcher.querySelectorAll('button'))
      b.setAttribute('aria-pressed', String(b.dataset.floorId === id));
  };

  for (const floor of floors) {
    const b = button(floor.shortName ?? floor.name, false, () => showFloor(floor.id));
    b.dataset.floorId = floor.id;
    switcher.append(b);
  }
  if (current) showFloor(current.id);
  return { showFloor, destroy: () => (root.innerHTML = '') };
}
