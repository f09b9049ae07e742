// How the history panel writes a field's value before and after a change: short, as text (the words of rich text,
// not its markup; React escapes whatever is left), a stored time in the reader's language.
import { formatDateTime, type Lang, type Translate } from '../i18n';

const LONGEST = 140;
/** a time as the database writes it into JSON: `2026-11-28T01:38:04.661+00:00` */
const STORED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export function historyValue(value: unknown, t: Translate, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return t(value ? 'history.value.yes' : 'history.value.no');
  if (typeof value === 'string' && STORED_TIME.test(value)) return formatDateTime(lang, value);
  if (Array.isArray(value) && value.length === 0) return '–';
  // a list of items (a playlist's): by their titles, else their kinds
  if (Array.isArray(value) && value.every(isItem))
    return shortened(value.map((item) => item.title ?? item.kind).join(', '));
  const text =
    typeof value === 'string'
      ? value
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : JSON.stringify(value);
  return shortened(text);
}

const shortened = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text);

const isItem = (value: unknown): value is { title?: string | null; kind: string } =>
  typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';
