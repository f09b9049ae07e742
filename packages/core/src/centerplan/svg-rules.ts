// What a floor plan's SVG may be and how its numbers are read (spec 2.7, 4.10, 8): pure, shared with the
// dashboard's upload form and plan view through `@center-platform/core/shared`.

/** Hard maximum of an SVG (spec 4.10, 8: floor plans above 5 MB are refused). */
export const SVG_MAX_BYTES = 5 * 1024 * 1024;

/** The numbers of an SVG attribute (a viewBox, points, a path's arguments) in SVG number syntax. */
export function svgNumbers(text: string): number[] {
  return (text.match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);
}
