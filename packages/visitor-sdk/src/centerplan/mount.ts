import { button, drawRouteLeg, ensureStylesheet, inertSvg, PAINTABLE, SVG_NS } from './dom';
import { detailHref, openDetailMessageType, orderFloors } from './links';
import { POI_SELECTOR, poiElementAt, poiElementFrom, resolveLocation } from './resolve';
import { COLOR_PROPERTIES, DEFAULT_COLORS } from './styles';
import type {
  CenterplanColors,
  CenterplanFloor,
  CenterplanHandle,
  CenterplanLabels,
  CenterplanLocation,
  CenterplanOptions,
  CenterplanPoi,
  CenterplanViewMode,
} from './types';

const DEFAULT_LABELS: CenterplanLabels = {
  floors: 'Etage',
  view: 'Ansicht',
  view2d: '2D',
  view3d: '3D',
  close: 'Schließen',
  details: 'Zum Shop',
  noPlan: 'Für diese Etage ist kein Plan hinterlegt.',
};

let instances = 0;

/** Mounts the plan into `element` (its content is replaced) and returns a handle to steer or remove it. */
export function mountCenterplan(element: HTMLElement, options: CenterplanOptions): CenterplanHandle {
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const instance = ++instances;
  const labels = { ...DEFAULT_LABELS, ...options.labels };
  const colors: CenterplanColors = { ...DEFAULT_COLORS, ...options.colors };
  if (!options.colors?.hoverColorSvg) colors.hoverColorSvg = colors.hoverColor;
  if (!options.colors?.hoverColor3d) colors.hoverColor3d = colors.hoverColor;
  const detailMode = options.detailMode === 'modal' ? 'modal' : 'parent';
  const messageType = openDetailMessageType(options.messagePrefix || 'center');
  const floors = orderFloors(options.floors ?? []);
  const locations = options.locations ?? [];

  ensureStylesheet(doc);
  const root = doc.createElement('div');
  root.className = 'cp-root';
  root.dataset.mode = '2d';
  if (options.chromeGhost) root.dataset.ghost = '';
  // colors only ever reach the page as custom-property values (no CSS text is built from them)
  for (const [key, property] of Object.entries(COLOR_PROPERTIES) as [keyof CenterplanColors, string][]) {
    root.style.setProperty(property, colors[key]);
  }

  const chrome = doc.createElement('div');
  chrome.className = 'cp-chrome';
  const floorGroup = doc.createElement('div');
  floorGroup.className = 'cp-group cp-floors';
  floorGroup.setAttribute('role', 'group');
  floorGroup.setAttribute('aria-label', labels.floors);
  const floorButtons = new Map<string, HTMLButtonElement>();
  for (const floor of floors) {
    const b = button(doc, floor.shortName || floor.name, floor.name);
    b.title = floor.name;
    b.dataset.floorId = floor.id;
    b.addEventListener('click', () => setFloor(floor.id));
    floorButtons.set(floor.id, b);
    floorGroup.append(b);
  }
  const modeGroup = doc.createElement('div');
  modeGroup.className = 'cp-group cp-modes';
  modeGroup.setAttribute('role', 'group');
  modeGroup.setAttribute('aria-label', labels.view);
  const modeButtons = {
    '2d': button(doc, labels.view2d, labels.view2d),
    '3d': button(doc, labels.view3d, labels.view3d),
  } as const;
  modeButtons['2d'].addEventListener('click', () => setMode('2d'));
  modeButtons['3d'].addEventListener('click', () => setMode('3d'));
  modeGroup.append(modeButtons['2d'], modeButtons['3d']);
  chrome.append(floorGroup, modeGroup);

  const stage = doc.createElement('div');
  stage.className = 'cp-stage';
  const plan = doc.createElement('div');
  plan.className = 'cp-plan';
  stage.append(plan);
  root.append(chrome, stage);

  // the plan's own dialog (detailMode=modal)
  let dialog: HTMLDialogElement | undefined;
  const openDialog = (location: CenterplanLocation) => {
    if (!dialog) {
      dialog = doc.createElement('dialog');
      dialog.className = 'cp-dialog';
      dialog.setAttribute('aria-labelledby', `cp-dialog-title-${instance}`);
      root.append(dialog);
      dialog.addEventListener('click', (event) => {
        if (event.target === dialog) closeDialog(); // a click on the backdrop
      });
    }
    const heading = doc.createElement('h2');
    heading.id = `cp-dialog-title-${instance}`;
    heading.textContent = location.shop?.name || location.service?.name || location.label || '';
    const meta = doc.createElement('p');
    meta.textContent = [location.shop?.category, floors.find((f) => f.id === location.floorId)?.name]
      .filter(Boolean)
      .join(' · ');
    const actions = doc.createElement('div');
    actions.className = 'cp-actions';
    const href = detailHref(options.shopDetailPath, location);
    if (href) {
      const link = doc.createElement('a');
      link.className = 'cp-button';
      link.href = href;
      link.target = '_top';
      link.textContent = labels.details;
      actions.append(link);
    }
    const close = button(doc, labels.close, labels.close);
    close.removeAttribute('aria-pressed');
    close.addEventListener('click', closeDialog);
    actions.append(close);
    dialog.replaceChildren(heading, meta, actions);
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    close.focus();
  };
  const closeDialog = () => {
    if (!dialog) return;
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  };

  let currentFloor: CenterplanFloor | undefined;
  let mode: CenterplanViewMode = '2d';
  let svg: SVGSVGElement | undefined;
  let floorLocations: CenterplanLocation[] = [];
  let resolved = new WeakMap<Element, CenterplanLocation | null>();
  let hovered: { element: Element; saved: [SVGElement, string, string][] } | undefined;

  const locationOf = (target: Element): CenterplanLocation | undefined => {
    if (!svg) return undefined;
    let location = resolved.get(target);
    if (location === undefined) {
      location = resolveLocation(target, svg, floorLocations) ?? null;
      resolved.set(target, location);
      if (location) target.setAttribute('data-cp-poi', '');
    }
    return location ?? undefined;
  };

  const unpaint = () => {
    if (!hovered) return;
    for (const [node, value, priority] of hovered.saved) {
      if (value) node.style.setProperty('fill', value, priority);
      else node.style.removeProperty('fill');
    }
    hovered.element.removeAttribute('data-cp-hover');
    hovered = undefined;
  };
  const paint = (target: Element) => {
    if (hovered?.element === target) return;
    unpaint();
    const nodes = [target, ...target.querySelectorAll(PAINTABLE)].filter(
      (n): n is SVGElement => n instanceof win.SVGElement && n.localName !== 'text',
    );
    const color = mode === '3d' ? 'var(--cp-hover-3d)' : 'var(--cp-hover-svg)';
    const saved: [SVGElement, string, string][] = [];
    for (const node of nodes) {
      saved.push([node, node.style.getPropertyValue('fill'), node.style.getPropertyPriority('fill')]);
      node.style.setProperty('fill', color, 'important');
    }
    target.setAttribute('data-cp-hover', '');
    hovered = { element: target, saved };
  };

  /** The resolvable shop or service element of a pointer event. */
  const poiOf = (event: MouseEvent): Element | undefined => {
    if (!svg) return undefined;
    const found =
      poiElementFrom(event.target, svg, floorLocations) ??
      poiElementAt(doc, event.clientX, event.clientY, svg, floorLocations);
    return found && locationOf(found) ? found : undefined;
  };

  const open = (target: Element) => {
    const location = locationOf(target);
    if (!location || !currentFloor) return;
    const poi: CenterplanPoi = {
      locationId: location.id,
      shopId: location.shopId,
      serviceId: location.serviceId,
      floorId: location.floorId,
      svgElementId: target.getAttribute('id') || location.svgElementId || null,
      label: location.label || location.shop?.name || location.service?.name || null,
      shopSlug: location.shop?.slug || null,
    };
    if (options.onOpenDetail?.(poi) === false) return;
    if (detailMode === 'parent') win.parent.postMessage({ type: messageType, poi }, '*');
    else openDialog(location);
  };

  const onMove = (event: MouseEvent) => {
    const target = poiOf(event);
    if (target) paint(target);
    else unpaint();
  };
  const onLeave = () => unpaint();
  const onClick = (event: MouseEvent) => {
    const target = poiOf(event);
    if (target) open(target);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target instanceof Element ? event.target.closest('[data-cp-poi]') : null;
    if (!target) return;
    event.preventDefault();
    open(target);
  };
  const onFocus = (event: FocusEvent) => {
    const target = event.target instanceof Element ? event.target.closest('[data-cp-poi]') : null;
    if (target) paint(target);
  };

  const render = () => {
    unpaint();
    svg = undefined;
    resolved = new WeakMap();
    floorLocations = locations.filter((l) => l.floorId === currentFloor?.id);
    plan.replaceChildren();
    plan.dataset.floorId = currentFloor?.id ?? '';
    stage.style.aspectRatio = '';
    const markup = currentFloor?.svg?.trim();
    if (markup) plan.append(inertSvg(doc, markup));
    const found = plan.querySelector('svg');
    if (!found || found.namespaceURI !== SVG_NS) {
      plan.replaceChildren();
      const empty = doc.createElement('p');
      empty.className = 'cp-empty';
      empty.textContent = labels.noPlan;
      plan.append(empty);
      return;
    }
    svg = found as SVGSVGElement;
    const width = Number.parseFloat(svg.getAttribute('width') ?? '');
    const height = Number.parseFloat(svg.getAttribute('height') ?? '');
    if (!svg.hasAttribute('viewBox') && width > 0 && height > 0) svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    // the stage takes the plan's proportions when its container leaves the height open, and the SVG fits
    // into the stage either way
    const box = svg.viewBox?.baseVal;
    stage.style.aspectRatio = box?.width && box.height ? `${box.width} / ${box.height}` : '';
    svg.setAttribute('role', 'group');
    svg.setAttribute('aria-label', currentFloor?.name ?? '');
    svg.addEventListener('mousemove', onMove);
    svg.addEventListener('mouseleave', onLeave);
    svg.addEventListener('click', onClick);
    svg.addEventListener('keydown', onKey);
    svg.addEventListener('focusin', onFocus);
    svg.addEventListener('focusout', onLeave);
    if (options.route && currentFloor) drawRouteLeg(doc, svg, options.route, currentFloor.id);
    // keyboard access: every shop or service element with a location becomes a focusable button
    for (const candidate of svg.querySelectorAll(POI_SELECTOR)) {
      const location = locationOf(candidate);
      if (!location) continue;
      if (location.id === options.route?.destinationLocationId) candidate.setAttribute('data-cp-destination', '');
      candidate.setAttribute('tabindex', '0');
      candidate.setAttribute('role', 'button');
      const name = location.shop?.name || location.service?.name || location.label;
      if (name) candidate.setAttribute('aria-label', name);
    }
  };

  function setFloor(floorId: string) {
    const next = floors.find((f) => f.id === floorId);
    if (!next) return;
    currentFloor = next;
    for (const [id, b] of floorButtons) b.setAttribute('aria-pressed', String(id === floorId));
    render();
  }

  function setMode(next: CenterplanViewMode) {
    mode = next === '3d' ? '3d' : '2d';
    root.dataset.mode = mode;
    modeButtons['2d'].setAttribute('aria-pressed', String(mode === '2d'));
    modeButtons['3d'].setAttribute('aria-pressed', String(mode === '3d'));
    const target = hovered?.element;
    if (target) {
      unpaint();
      paint(target);
    }
  }

  element.replaceChildren(root);
  setMode('2d');
  const first =
    (options.initialFloorId && floors.find((f) => f.id === options.initialFloorId)) ||
    floors.find((f) => f.id === options.route?.legs[0]?.floorId) ||
    floors.find((f) => f.isDefault) ||
    floors[0];
  if (first) setFloor(first.id);
  else render();

  return {
    get floorId() {
      return currentFloor?.id;
    },
    get mode() {
      return mode;
    },
    setFloor,
    setMode,
    destroy() {
      unpaint();
      closeDialog();
      root.remove();
    },
  };
}
