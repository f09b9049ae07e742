// Characters no stored text may hold: NUL (PostgreSQL text and jsonb cannot store it, so the write failed with
// a 500) and lone UTF-16 surrogates (jsonb refuses them; a text column silently stores U+FFFD, so the value
// came back changed). Every input schema refuses them through `CLEAN_TEXT`, and every boundary (REST bodies
// and queries, tRPC inputs, core's parseInput) checks whole values with `findUnstorableText`, which also sees
// inside free-form JSON and object keys.

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

/**
 * The path (`$.a.b[2]`, or `$.a[key]` for a bad key) of the first string, key included, that cannot be stored;
 * undefined when every string of the value is fine. Walks plain JSON values only.
 */
export function findUnstorableText(value: unknown, path = '$', depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (!isStorableText(key)) return `${path}[key]`;
    const found = findUnstorableText(inner, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}
