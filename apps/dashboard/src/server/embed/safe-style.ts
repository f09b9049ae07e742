// Style values of the embed's query (spec 4.2): only safe CSS colors and lengths are taken; anything else
// is ignored and never echoed.

const NAMED = new Set([
  'transparent',
  'white',
  'black',
  'red',
  'green',
  'blue',
  'gray',
  'grey',
  'orange',
  'yellow',
  'purple',
  'teal',
  'navy',
]);
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i;
const LENGTH = /^\d{1,3}(\.\d{1,2})?(px|rem|em|%)$/;

export function safeColor(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  return HEX.test(v) || RGB.test(v) || NAMED.has(v.toLowerCase()) ? v : undefined;
}

export function safeLength(value: string | undefined): string | undefined {
  return value && LENGTH.test(value.trim()) ? value.trim() : undefined;
}

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
  'embedBg',
] as const;
