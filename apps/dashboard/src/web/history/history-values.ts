// How the history panel writes a field's value before and after a change: short, as text (the words of rich text,
// not its markup; React escapes whatever is left).
import type { Translate } from '../i18n';

const LONGEST = 140;

export function historyValue(value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return t(value ? 'history.value.yes' : 'history.value.no');
  const text =
    typeof value === 'string'
      ? value
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : JSON.stringify(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}
