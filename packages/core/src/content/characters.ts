// Characters no stored text may hold: NUL (PostgreSQL text and jsonb cannot store it, so the write failed with
// a 500) and lone UTF-16 surrogates (jsonb refuses them; a text column silently stores U+FFFD, so the value
// came back changed). Every input schema refuses them through `CLEAN_TEXT`, and every boundary (REST bodies
// and queries, tRPC inputs, core's parseInput) checks whole values with `findUnstorableInput`, which also sees
// inside free-form JSON and object keys, and refuses nesting too deep for the recursive checks after it.
import { z } from 'zod';

/** NUL, or a high surrogate not followed by a low one, or a low surrogate without a high one before it. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this pattern is for
export const UNSTORABLE_CHARACTERS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const UNSTORABLE = new RegExp(UNSTORABLE_CHARACTERS.source);

export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired UTF-16 surrogates.';

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** The refinement every text input uses: `z.string().refine(...CLEAN_TEXT)`. */
export const CLEAN_TEXT = [isStorableText, UNSTORABLE_TEXT_MESSAGE] as const;

/** How long the name of a user or a plugin site may be. */
export const NAME_MAX_LENGTH = 200;

/** A name as staff type it (a user, a plugin site, a center looked up): trimmed, not empty, storable. */
export const typedName = (max = NAME_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(...CLEAN_TEXT);

/** Deeper than any input of the platform nests; deeper JSON would overflow the recursive checks after this one. */
export const MAX_INPUT_DEPTH = 64;

/**
 * What makes a JSON input unstorable, as `<path>: <why>` (`$.a.b[2]`, `$.a[key]` for a bad key): a string with
 * a character PostgreSQL cannot store, or nesting deeper than MAX_INPUT_DEPTH; undefined when there is none.
 */
export function findUnstorableInput(value: unknown, path = '$', depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : `${path}: ${UNSTORABLE_TEXT_MESSAGE}`;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_INPUT_DEPTH) return `${path}: nested deeper than ${MAX_INPUT_DEPTH} levels.`;
  const entries = Array.isArray(value) ? value.map((inner, i) => [`[${i}]`, inner] as const) : Object.entries(value);
  for (const [key, inner] of entries) {
    if (!Array.isArray(value) && !isStorableText(key)) return `${path}[key]: ${UNSTORABLE_TEXT_MESSAGE}`;
    const found = findUnstorableInput(inner, Array.isArray(value) ? `${path}${key}` : `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}
