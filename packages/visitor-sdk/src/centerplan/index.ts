// The embeddable center plan (spec 4.2): a floor switcher, a 2D/3D toggle and the floor's SVG with hover
// and click. No dependencies, DOM only; also built as an IIFE (`CenterPlan.mountCenterplan`) for the
// platform's /embed/centerplan page.
//
// - Hover listens on the SVG ROOT (`mousemove`/`mouseleave`, never `mouseover` on child paths) and fills the
//   shop element under the pointer with the hover color, restoring it afterwards.
// - A click resolves the element to its map-location uuid (element id, `data-id`, or coordinate; see
//   resolve.ts). With `detailMode: 'parent'` it posts `<prefix>:centerplan:open-detail` to the host window;
//   with `'modal'` it opens the plan's own dialog with a link from `shopDetailPath`.
// - A route (`options.route`) is drawn as one SVG polyline per floor over the plan, with start and end markers,
//   on the floor shown; the plan opens on its first floor and outlines its destination.
// - 3D is a CSS perspective tilt of the same SVG (no model, no WebGL); hit testing goes through the
//   transform, so hover and click work the same in both views.
export { detailHref, openDetailMessageType, orderFloors } from './links';
export { mountCenterplan } from './mount';
export { POI_SELECTOR, resolveLocation } from './resolve';
export { DEFAULT_COLORS } from './styles';
export type * from './types';
