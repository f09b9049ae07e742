import { sanitizeSvgInPool } from '../centerplan/svg-pool';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/**
 * The sanitized SVG as a file of its own. sanitizeSvg returns markup for inlining into HTML; a file served as
 * image/svg+xml is parsed as XML, so the root needs its namespaces and HTML-only entities are written out.
 */
export async function sanitizedSvgFile(bytes: Uint8Array): Promise<Uint8Array | null> {
  let { svg } = await sanitizeSvgInPool(new TextDecoder().decode(bytes));
  if (!svg.startsWith('<svg')) return null;
  const root = svg.slice(0, svg.indexOf('>') + 1);
  let attributes = '';
  if (!/\sxmlns\s*=/.test(root)) attributes += ` xmlns="${SVG_NS}"`;
  if (!/\sxmlns:xlink\s*=/.test(root) && svg.includes('xlink:')) attributes += ` xmlns:xlink="${XLINK_NS}"`;
  svg = `<svg${attributes}${svg.slice(4)}`.replaceAll('&nbsp;', '&#160;');
  return new TextEncoder().encode(svg);
}
