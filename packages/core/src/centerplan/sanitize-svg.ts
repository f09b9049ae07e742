// Floor plans (spec 2.7) are SVG markup from the legacy import, the map plugin or a staff upload, and the
// embeddable plan (4.2) injects them into a page. Before any SVG leaves the server it passes through
// DOMPurify's SVG profile, tightened further: no scripts, no event handlers, no foreignObject, no
// animation (it could rewrite an href), and no external reference of any kind — href/xlink:href only to a
// `#fragment` of the same document or an inline raster `data:image`, and `url(...)` (in any attribute, a
// style attribute or a <style> element) only as `url(#...)`. Ids, `data-id`, classes, transforms, shapes
// and text stay, so the mapping methods of 2.7 keep working.
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

export interface SanitizedSvg {
  /** the markup that is safe to inject into a page (an empty string for an empty or unusable input) */
  svg: string;
  /** how many elements and attributes were dropped */
  removed: number;
}

const FORBIDDEN_TAGS = [
  'script',
  'foreignObject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'animate',
  'animateMotion',
  'animateTransform',
  'animateColor',
  'set',
  'discard',
  'handler',
  'listener',
];

/** `#fragment` within the same document. */
const FRAGMENT = /^#[\w.:-]+$/;
/** An inline raster image (an inline SVG image could carry markup of its own). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;
/** Every `url(...)` in a value; only `url(#id)` (quoted or not) may stay. */
const URL_CALL = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gis;
/** CSS that loads or runs something besides url(): imports, old IE expressions and bindings. */
const CSS_HAZARD = /@import|expression\s*\(|-moz-binding|behavior\s*:|javascript:|\\/i;

/** Whether a CSS text or attribute value refers to nothing outside the document. */
function refersOnlyInside(value: string): boolean {
  if (CSS_HAZARD.test(value)) return false;
  for (const match of value.matchAll(URL_CALL)) {
    if (!FRAGMENT.test((match[2] ?? '').trim())) return false;
  }
  // a url( that the pattern above could not read (unbalanced, escaped) is not trusted either
  const calls = value.match(/url\s*\(/gi)?.length ?? 0;
  const read = [...value.matchAll(URL_CALL)].length;
  return calls === read;
}

const WRAPPERS = new Set(['BODY', 'HTML', 'HEAD']);

let purifier: DOMPurify | undefined;
let removedByHooks = 0;

/** One JSDOM window and one DOMPurify instance for the process, made on first use. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const { window } = new JSDOM('<!doctype html><html><body></body></html>');
  const instance = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  instance.addHook('uponSanitizeElement', (node, data) => {
    // a <style> element may stay only while it loads nothing (no @import, no url() but url(#id))
    if (data.tagName === 'style' && !refersOnlyInside(node.textContent ?? '')) {
      node.textContent = '';
      removedByHooks++;
    }
  });
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName;
    const value = data.attrValue;
    if (name === 'href' || name.endsWith(':href')) {
      if (DATA_IMAGE.test(value))
        data.forceKeepAttr = true; // DOMPurify allows data: only on a few tags
      else if (!FRAGMENT.test(value)) data.keepAttr = false;
      return;
    }
    // presentation attributes (fill, filter, clip-path, mask, marker-*) and style take url() too
    if (!refersOnlyInside(value)) data.keepAttr = false;
  });
  purifier = instance;
  return instance;
}

/** The SVG markup with everything active or external removed; see the top of this file for the rules. */
export function sanitizeSvg(svg: string): SanitizedSvg {
  if (!svg?.trim()) return { svg: '', removed: 0 };
  const dompurify = getPurifier();
  removedByHooks = 0;
  const clean = dompurify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ['xml:base', 'xlink:base', 'formaction', 'action'],
    ALLOW_DATA_ATTR: true,
    RETURN_TRUSTED_TYPE: false,
  });
  // the document body that wraps the parsed markup is listed as removed by the SVG profile: not counted
  const removed = dompurify.removed.filter(
    (entry) => !('element' in entry && WRAPPERS.has(entry.element?.nodeName ?? '')),
  ).length;
  return { svg: String(clean).trim(), removed: removed + removedByHooks };
}
