// The field tables of the center-work screens: one row per input (kind, label, rules), and the pure
// conversions between a stored row, the form's values and the payload of a create or an update. An update
// carries only the fields that changed (so opening hours go only when their block changed, spec 2.6 rule 5).
import type { ReactNode } from 'react';
import type { MessageKey } from '../i18n';
import { isoToLocalInput, localInputToIso } from './datetime';
import {
  type HoursState,
  incompleteDays,
  openingHoursChanged,
  parseOpeningHours,
  serializeOpeningHours,
} from './opening-hours';

export type Row = { id: string } & Record<string, unknown>;

/** How a row is named in the list and its buttons: the value of its name field, else a dash. */
export const nameOf = (row: Row, field: string) => {
  const value = row[field];
  return typeof value === 'string' && value.trim() !== '' ? value : '—';
};

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'html'
  | 'select'
  | 'checkbox'
  | 'datetime'
  | 'number'
  | 'media'
  | 'tags'
  | 'email'
  | 'url'
  | 'multiselect'
  | 'openingHours'
  | 'color'
  | 'structured';

/** The editor of a `structured` field: a value of its own shape (a playlist's items, its schedule). */
export interface StructuredEditorProps {
  legend: string;
  centerId: string;
  value: unknown;
  changed: boolean;
  onChange: (value: unknown) => void;
}

/**
 * Where the options of a select come from: the center's shops, shop categories, office themes, chains, or the plan's
 * floors (`floors` by number, filling in the floor label; `floorIds` by id).
 */
export type OptionSource = 'shops' | 'categories' | 'officeThemes' | 'chains' | 'floors' | 'floorIds';

export interface FieldDef<K extends string = string> {
  key: K;
  kind: FieldKind;
  label: MessageKey;
  hint?: MessageKey;
  /** from the area's schema (content-schemas.ts): whether a create needs it, its length or range */
  required?: boolean;
  maxLength?: number;
  /** select: fixed options */
  options?: readonly { value: string; label: MessageKey }[];
  /** select, multiselect: options from the center's data */
  source?: OptionSource;
  /** select: a "none" choice that sends null */
  allowNone?: boolean;
  /** select: its values are integers (a floor number); typed as a number when its source offers nothing */
  numeric?: boolean;
  /** the label and hint of a numeric select typed as a number */
  typed?: { label: MessageKey; hint: MessageKey };
  /** number: a blank field sends null (otherwise nothing) */
  nullable?: boolean;
  min?: number;
  max?: number;
  /** the value of a new entry */
  initial?: string | boolean;
  /** the stored value when it is not `row[key]` */
  read?: (row: Row) => unknown;
  /** datetime: the field this one must not lie before (the end of a window) */
  after?: K;
  /** opening hours: the days of this row go under `regularHours` (a branch location) */
  branch?: (row: Row | null) => boolean;
  /** media: which files it takes (default: pictures) */
  accept?: 'picture' | 'pdf';
  /** spans the whole width of the form */
  wide?: boolean;
  /** structured: its editor, and the value of a new entry */
  editor?: (props: StructuredEditorProps) => ReactNode;
  empty?: unknown;
  /** shown only while this holds (its value is kept either way) */
  showIf?: (values: FormValues) => boolean;
}

export type FormValue = string | boolean | string[] | HoursState;
export type FormValues = Record<string, FormValue>;

const isHours = (value: FormValue): value is HoursState =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form value of one field for a stored row (null: a new entry). */
export function toFormValue(field: FieldDef, row: Row | null): FormValue {
  const stored = row ? (field.read ? field.read(row) : row[field.key]) : undefined;
  switch (field.kind) {
    case 'checkbox':
      return typeof stored === 'boolean' ? stored : field.initial === true;
    case 'datetime':
      return isoToLocalInput(stored);
    case 'tags':
      return Array.isArray(stored) ? stored.filter((tag) => typeof tag === 'string').join(', ') : '';
    case 'multiselect':
      return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
    case 'openingHours':
      return parseOpeningHours(stored, { branch: field.branch?.(row) ?? false });
    case 'number':
      return typeof stored === 'number' ? String(stored) : row ? '' : String(field.initial ?? '');
    case 'structured':
      // held as JSON text, so the form compares and resets it like any other value
      return JSON.stringify(stored ?? field.empty ?? null);
    default:
      if (stored === null || stored === undefined) return row ? '' : String(field.initial ?? '');
      return String(stored);
  }
}

export function formOf(fields: readonly FieldDef[], row: Row | null): FormValues {
  return Object.fromEntries(fields.map((field) => [field.key, toFormValue(field, row)]));
}

/** Comma- or line-separated tags, trimmed, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,\n]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** The value one field sends; undefined: nothing to send. */
export function toPayloadValue(field: FieldDef, value: FormValue): unknown {
  switch (field.kind) {
    case 'checkbox':
      return value === true;
    case 'datetime':
      return typeof value === 'string' ? localInputToIso(value) : null;
    case 'tags':
      return typeof value === 'string' ? parseTags(value) : [];
    case 'multiselect':
      return Array.isArray(value) ? [...new Set(value)] : [];
    case 'openingHours':
      return isHours(value) ? serializeOpeningHours(value) : null;
    case 'number': {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') return field.nullable ? null : undefined;
      const number = Number(text);
      return Number.isFinite(number) ? number : undefined;
    }
    case 'select':
      if (value === '') return field.allowNone ? null : undefined;
      return field.numeric ? Number(value) : value;
    case 'structured':
      return typeof value === 'string' ? JSON.parse(value) : undefined;
    default: {
      const text = typeof value === 'string' ? value.trim() : '';
      return text === '' ? (field.required ? '' : null) : text;
    }
  }
}

/** JSON with object keys in a fixed order, so equal values compare equal. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function fieldChanged(field: FieldDef, initial: FormValue, current: FormValue): boolean {
  if (field.kind === 'openingHours') {
    return isHours(initial) && isHours(current) ? openingHoursChanged(initial, current) : initial !== current;
  }
  return stableJson(toPayloadValue(field, initial)) !== stableJson(toPayloadValue(field, current));
}

const isEmptyPayload = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0);

/**
 * The data of a create or an update. An update names only the changed fields. A create names the fields
 * with a value (checkboxes and selects always), opening hours only when the block was filled in.
 */
export function buildPayload(
  fields: readonly FieldDef[],
  initial: FormValues,
  current: FormValues,
  mode: 'create' | 'update',
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const before = initial[field.key] ?? toFormValue(field, null);
    const now = current[field.key] ?? before;
    if (mode === 'update' || field.kind === 'openingHours') {
      if (!fieldChanged(field, before, now)) continue;
      const value = toPayloadValue(field, now);
      if (value !== undefined) data[field.key] = value;
      continue;
    }
    const value = toPayloadValue(field, now);
    if (field.kind === 'checkbox' || field.required || !isEmptyPayload(value)) {
      if (value !== undefined) data[field.key] = value;
    }
  }
  return data;
}

export type FieldProblem =
  | 'required'
  | 'hoursIncomplete'
  | 'beforeStart'
  | 'pattern'
  | 'number'
  | 'min'
  | 'max'
  | 'tooLong'
  | 'email'
  | 'url'
  | 'color'
  | 'invalid';

/** The message of each problem, said at its field. */
export const PROBLEM_KEYS: Record<FieldProblem, MessageKey> = {
  required: 'cw.problem.required',
  hoursIncomplete: 'cw.problem.hoursIncomplete',
  beforeStart: 'cw.problem.beforeStart',
  pattern: 'cw.problem.pattern',
  number: 'cw.problem.number',
  min: 'cw.problem.min',
  max: 'cw.problem.max',
  email: 'cw.problem.email',
  url: 'cw.problem.url',
  tooLong: 'cw.problem.tooLong',
  color: 'cw.problem.color',
  invalid: 'cw.problem.invalid',
};

/** A number field whose text is no whole number (its data would not carry it, so the schema cannot say so). */
function numberProblem(field: FieldDef, value: string): FieldProblem | undefined {
  const text = value.trim();
  if (text === '' || (field.kind !== 'number' && !field.numeric)) return undefined;
  return Number.isInteger(Number(text)) ? undefined : 'number';
}

/**
 * What only the form can see: a number field that holds no number, half-filled hours, a window ending before it
 * starts. Everything else a field may hold is checked by the area's schema (content-schemas.ts).
 */
export function validateForm(fields: readonly FieldDef[], values: FormValues): Partial<Record<string, FieldProblem>> {
  const problems: Partial<Record<string, FieldProblem>> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined) continue;
    const problem = typeof value === 'string' ? numberProblem(field, value) : undefined;
    if (problem) problems[field.key] = problem;
    if (field.kind === 'openingHours' && isHours(value) && incompleteDays(value).length > 0) {
      problems[field.key] = 'hoursIncomplete';
    }
    if (field.kind === 'datetime' && field.after && typeof value === 'string') {
      const start = values[field.after];
      const from = typeof start === 'string' ? localInputToIso(start) : null;
      const until = localInputToIso(value);
      if (from && until && Date.parse(until) < Date.parse(from)) problems[field.key] = 'beforeStart';
    }
  }
  return problems;
}
