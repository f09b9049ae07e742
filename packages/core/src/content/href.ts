// Browser-safe (`@center-platform/core/shared`): the dashboard checks a link field with the rule the server applies.

const URL_SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Characters a URL carries only percent-encoded; raw, they could end the attribute a page writes it into. */
const MARKUP_CHARACTER = /[<>"`]/;

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A link or media value a visitor page may render: a relative path (`/shops`, `uploads/x.png`, `#top`) or an
 * absolute http(s) URL. Refused: every other scheme (`javascript:`, `data:`, ...), protocol-relative `//host`,
 * control characters (browsers drop tabs and newlines inside a scheme, so `java\tscript:` would pass) and raw
 * `<`, `>`, `"`, `` ` `` (a URL carries them percent-encoded).
 */
export function isSafeHref(value: string): boolean {
  if (hasControlCharacter(value) || MARKUP_CHARACTER.test(value)) return false;
  if (/^[\\/]{2}/.test(value)) return false;
  const scheme = URL_SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  return (scheme === 'http' || scheme === 'https') && URL.canParse(value);
}
