import { z } from 'zod';
import { hasMarkup, sanitizeHtml, stripMarkup } from './html';
import { CONTENT_KEY_MAX_LENGTH } from './page-rules';

// Free-form JSON that a center website renders as it likes (page content, spec 4.1): no schema says which
// string is a heading and which is HTML, so every string value is treated as HTML. A string with markup passes
// the rich-text sanitizer; a string without markup is text already and stays as typed. What a sanitizer cannot
// make safe is refused: a key with markup, and a value that is a script URL (`javascript:`), which a website
// would put into a link.

const SCRIPT_URL = /^(?:javascript|vbscript|data):/i;
const IGNORED_IN_SCHEME = /[\s\p{Cc}]/gu;
const isScriptUrl = (text: string) => SCRIPT_URL.test(text.slice(0, 64).replace(IGNORED_IN_SCHEME, ''));

/** The path of the first key or value the sanitizer cannot make safe, or undefined. */
function findUnsafe(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') {
    return isScriptUrl(value) ? `${path} is a script URL` : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (hasMarkup(key)) return `the key ${path}.${key.slice(0, 40)} holds markup`;
    const found = findUnsafe(inner, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * The JSON value with every string replaced by `text(string, path)` and every key by `key(key)`; the path names
 * the keys down to the string (arrays add no step).
 */
export function mapJsonStrings(
  value: unknown,
  text: (value: string, path: readonly string[]) => string | null,
  key: (key: string) => string = (k) => k,
  path: readonly string[] = [],
): unknown {
  if (typeof value === 'string') return text(value, path);
  if (Array.isArray(value)) return value.map((inner) => mapJsonStrings(inner, text, key, path));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, inner]) => [key(k), mapJsonStrings(inner, text, key, [...path, k])]),
  );
}

/**
 * The value with every string that holds markup sanitized (one left with nothing visible becomes ''), script
 * URLs blanked and markup stripped from keys. Input refuses the last two; stored data from before is mended.
 */
export const sanitizeFreeForm = (value: unknown): unknown =>
  mapJsonStrings(
    value,
    (text) => (isScriptUrl(text) ? '' : hasMarkup(text) ? (sanitizeHtml(text) ?? '') : text),
    stripMarkup,
  );

/**
 * Schemas that make a whole structured value safe at once, so the test of every write schema treats them as
 * one: `free-form` JSON is parsed with payloads nested inside; `svg` markup is sanitized by the write itself
 * (in the SVG worker pool) and read back through the public plan.
 */
const SANITIZED_AS_A_WHOLE = new WeakMap<z.ZodType, 'free-form' | 'svg'>();

export function sanitizedAsAWhole<S extends z.ZodType>(kind: 'free-form' | 'svg', schema: S): S {
  SANITIZED_AS_A_WHOLE.set(schema, kind);
  return schema;
}

export const sanitizedAsAWholeKind = (schema: unknown) => SANITIZED_AS_A_WHOLE.get(schema as z.ZodType);

/** The value with markup stripped from every string and key: structured values of plain text. */
export const stripMarkupDeep = (value: unknown): unknown => mapJsonStrings(value, stripMarkup, stripMarkup);

/**
 * A JSON object whose strings a visitor page may render as HTML: refused when it holds what cannot be made
 * safe (or fails `check`), else answered with every string sanitized.
 */
export function freeFormContent(check?: (value: Record<string, unknown>, ctx: z.RefinementCtx) => void) {
  const schema = z
    .record(z.string().max(CONTENT_KEY_MAX_LENGTH), z.unknown())
    .superRefine((value, ctx) => {
      const problem = findUnsafe(value, 'content');
      if (problem) ctx.addIssue({ code: 'custom', message: `Refused: ${problem}.` });
      check?.(value, ctx);
    })
    .transform((value) => sanitizeFreeForm(value) as Record<string, unknown>);
  return sanitizedAsAWhole('free-form', schema);
}
