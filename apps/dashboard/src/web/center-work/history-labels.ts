// The words the history panel uses for a center-work record's fields and stored values: the labels of the screen's
// field table, an option's label for a fixed select ("Aktiv" for `Active`), a name for a chosen category or floor,
// the names of linked records (a news item's shops), a list of items by their titles (a playlist's items).
import type { Translate } from '../i18n';
import type { FieldDef, OptionSource } from './fields';
import type { Choice } from './inputs';

type Choices = Partial<Record<OptionSource, { choices: Choice[] }>>;

export function historyLabels(fields: readonly FieldDef[], choices: Choices, t: Translate) {
  const fieldOf = (key: string) => fields.find((field) => field.key === key);
  return {
    fieldLabel: (key: string) => {
      const field = fieldOf(key);
      return field ? t(field.label) : undefined;
    },
    valueLabel: (key: string, value: unknown): string | undefined => {
      const field = fieldOf(key);
      if (!field || value === null || value === undefined) return undefined;
      const option = field.options?.find((choice) => choice.value === value);
      if (option) return t(option.label);
      const named = (one: unknown) =>
        field.source ? choices[field.source]?.choices.find((choice) => choice.value === String(one))?.label : undefined;
      if (!Array.isArray(value)) return named(value);
      if (value.length === 0) return '–';
      return value.map((one) => (isItem(one) ? (one.title ?? one.kind) : (named(one) ?? String(one)))).join(', ');
    },
  };
}

/** An item of a list field (a playlist's item): named by its title, else by its kind. */
const isItem = (value: unknown): value is { title?: string | null; kind?: string } =>
  typeof value === 'object' && value !== null && ('title' in value || 'kind' in value);
