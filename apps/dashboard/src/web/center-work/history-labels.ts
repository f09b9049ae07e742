// The words the history panel uses for a center-work record's fields and stored values: the labels of the screen's
// field table, an option's label for a fixed select ("Aktiv" for `Active`), a name for a chosen category or floor
// (lists of linked records come named by the server).
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
    valueLabel: (key: string, value: unknown) => {
      const field = fieldOf(key);
      if (!field || value === null || value === undefined) return undefined;
      const option = field.options?.find((choice) => choice.value === value);
      if (option) return t(option.label);
      return field.source
        ? choices[field.source]?.choices.find((choice) => choice.value === String(value))?.label
        : undefined;
    },
  };
}
