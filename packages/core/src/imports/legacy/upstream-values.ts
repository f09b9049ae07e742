// Small readers of the legacy platform's loose values: Unix seconds as numbers or strings, ids as numbers or
// strings, German floor names, and the `lang.de` texts. Each returns null for what it cannot read.
import { UNSTORABLE_CHARACTERS } from '../../content/characters';
import { stripMarkup } from '../../content/html';

/** Unix seconds (number or numeric string) as a Date; 0, blanks and garbage give null. */
export function unixSeconds(value: unknown): Date | null {
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A legacy id (number or non-blank string) as the text kept in `legacy_id`. */
export function legacyIdOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 64) return value.trim();
  return null;
}

/**
 * Trimmed text as it came (markup kept: for HTML that `sanitizeHtml` cleans next), or null when blank or not a
 * string/number. NUL characters are dropped and unpaired surrogates replaced: the database cannot store them.
 */
export function rawTextOf(value: unknown, max = 10_000): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.replace(UNSTORABLE_CHARACTERS, (c) => (c === '\u0000' ? '' : '\uFFFD')).trim();
  return text === '' ? null : text.slice(0, max);
}

/** Plain text (names, titles, labels): `rawTextOf` with markup stripped; null when nothing is left. */
export function textOf(value: unknown, max = 10_000): string | null {
  const raw = rawTextOf(value, max);
  const text = raw === null ? '' : stripMarkup(raw);
  return text === '' ? null : text;
}

const germanField = (record: Record<string, unknown>, field: string): unknown => {
  const lang = record.lang as { de?: Record<string, unknown> } | undefined;
  const de = lang && typeof lang === 'object' ? lang.de : undefined;
  return de && typeof de === 'object' ? de[field] : undefined;
};

/** `record.lang.de[field]` (the legacy platform's German texts) as plain text. */
export function germanText(record: Record<string, unknown>, field: string): string | null {
  return textOf(germanField(record, field), 100_000);
}

/** `record.lang.de[field]` as the HTML it is (for `sanitizeHtml`). */
export function germanHtml(record: Record<string, unknown>, field: string): string | null {
  return rawTextOf(germanField(record, field), 100_000);
}

/** Title and subtitle joined with a dash (spec 4.7); the title alone when there is no subtitle. */
export function joinedTitle(title: string | null, subtitle: string | null): string | null {
  if (title && subtitle) return `${title} - ${subtitle}`;
  return title ?? subtitle;
}

/**
 * The floor number of a legacy floor name: `EG` 0, `UG` -1, `1. OG` 1, `2. UG` -2, `OG` 1, and plain integers
 * (`'-1'`, `2`). Anything else is null.
 */
export function floorNumberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().toUpperCase();
  if (/^[+-]?\d{1,3}$/.test(text)) return Number(text);
  if (text === 'EG' || text === 'ERDGESCHOSS') return 0;
  const level = /^(?:(\d{1,2})\.?\s*)?(OG|UG|OBERGESCHOSS|UNTERGESCHOSS)$/.exec(text);
  if (!level) return null;
  const n = level[1] ? Number(level[1]) : 1;
  return level[2]?.startsWith('U') ? -n : n;
}

/** A truthy legacy flag (`1`, `'1'`, `true`, `'ja'`). */
export function flagOf(value: unknown, fallback: boolean): boolean {
  if (value === null || value === undefined || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return ['1', 'true', 'ja', 'yes'].includes(String(value).trim().toLowerCase());
}

/** The end of a span, never before its start (upstream spans sometimes end before they begin). */
export function notBefore(start: Date | null, end: Date | null): Date | null {
  return end && start && end < start ? start : end;
}
