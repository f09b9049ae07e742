// Style values of the embed's query (spec 4.2): only safe CSS colors and lengths are taken. Anything else
// is ignored and never echoed, in any form: the page carries only values that passed these patterns.
import { isPathTemplate } from '@center-platform/core/shared';

/** A short list of named colors; everything else must be hex or rgb()/rgba() with numbers. */
const NAMED = new Set([
  'transparent',
  'white',
  'black',
  'gray',
  'grey',
  'silver',
  'red',
  'maroon',
  'orange',
  'yellow',
  'olive',
  'lime',
  'green',
  'teal',
  'aqua',
  'cyan',
  'blue',
  'navy',
  'purple',
  'fuchsia',
  'magenta',
  'pink',
]);
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUM = String.raw`(?:\d{1,3}(?:\.\d{1,4})?%?|\.\d{1,4}%?)`;
const ALPHA = String.raw`(?:0|1|0?\.\d{1,4}|1\.0{1,4}|\d{1,3}%)`;
/** rgb(1, 2, 3), rgba(1, 2, 3, 0.5), rgb(1 2 3), rgb(1 2 3 / 50%) */
const RGB = new RegExp(
  String.raw`^rgba?\(\s*${NUM}\s*,\s*${NUM}\s*,\s*${NUM}\s*(?:,\s*${ALPHA}\s*)?\)$|^rgba?\(\s*${NUM}\s+${NUM}\s+${NUM}\s*(?:\/\s*${ALPHA}\s*)?\)$`,
  'i',
);
/** A radius: 0 or a number with px, rem or em, at most 999. */
const LENGTH = /^(?:0|\d{1,3}(?:\.\d{1,2})?(?:px|rem|em))$/;

const MAX_LENGTH = 64;

/** The color when it is a safe CSS color, otherwise undefined. */
export function safeColor(value: string | undefined): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return undefined;
  const v = value.trim();
  if (HEX.test(v) || RGB.test(v)) return v;
  return NAMED.has(v.toLowerCase()) ? v.toLowerCase() : undefined;
}

/** The embed background: `transparent`, a hex color or rgb()/rgba() (spec 4.2), otherwise undefined. */
export function safeBackground(value: string | undefined): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return undefined;
  const v = value.trim();
  if (v.toLowerCase() === 'transparent') return 'transparent';
  return HEX.test(v) || RGB.test(v) ? v : undefined;
}

/** The radius when it is a plain CSS length, otherwise undefined. */
export function safeLength(value: string | undefined): string | undefined {
  if (typeof value !== 'string' || value.length > 16) return undefined;
  const v = value.trim();
  return LENGTH.test(v) ? v : undefined;
}

/** A relative path template (`/shops/{slug}`), otherwise undefined: no scheme, no `//` host, no quotes. */
export function safePathTemplate(value: string | undefined): string | undefined {
  return typeof value === 'string' && isPathTemplate(value) ? value : undefined;
}

/** The color parameters of spec 4.2 (besides `embedBg` and `chromeRadius`, which have their own rules). */
export const COLOR_PARAMS = [
  'accent',
  'accentFg',
  'chromeBg',
  'chromeFg',
  'chromeBorder',
  'chromeMuted',
  'hoverColor',
  'hoverColorSvg',
  'hoverColor3d',
] as const;

export type EmbedColors = Partial<Record<(typeof COLOR_PARAMS)[number] | 'embedBg' | 'chromeRadius', string>>;

/** The style options a query asks for, each only when safe. */
export function styleFromQuery(query: Record<string, string | undefined>): {
  colors: EmbedColors;
  chromeGhost: boolean;
} {
  const colors: EmbedColors = {};
  for (const name of COLOR_PARAMS) {
    const value = safeColor(query[name]);
    if (value) colors[name] = value;
  }
  const background = query.transparent === '1' ? 'transparent' : safeBackground(query.embedBg);
  if (background) colors.embedBg = background;
  const radius = safeLength(query.chromeRadius);
  if (radius) colors.chromeRadius = radius;
  return { colors, chromeGhost: query.chromeGhost === '1' || query.chromeGhost === 'true' };
}
