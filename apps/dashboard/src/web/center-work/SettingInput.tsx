// One input of the center settings form (spec 2.2), by the setting's kind: text, text area, select, color, switch and
// media; its label, hint and problem in the interface language.
import { CheckboxField, SelectField, TextField } from '../components/forms';
import { useI18n } from '../i18n';
import { MediaField } from '../media/MediaPicker';
import { type FieldProblem, PROBLEM_KEYS } from './fields';
import { ColorField, TextAreaField } from './inputs';
import type { Group, SettingField } from './settings-form';

export function SettingInput(props: {
  centerId: string;
  group: Group;
  field: SettingField;
  value: string | boolean;
  problem: FieldProblem | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const { t } = useI18n();
  const { field, value } = props;
  const label = t(field.label);
  const hint = field.hint ? t(field.hint) : undefined;
  // a color field says what is wrong with it as it is typed
  const error =
    props.problem && field.kind !== 'color'
      ? t(PROBLEM_KEYS[props.problem], { min: '', max: field.maxLength ?? '' })
      : undefined;
  const name = `${props.group}.${field.key}`;
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'checkbox':
      return <CheckboxField label={label} name={name} checked={value === true} onChecked={props.onChange} />;
    case 'color':
      return <ColorField label={label} name={name} value={text} onChange={props.onChange} />;
    case 'media':
      return (
        <MediaField
          label={label}
          hint={hint}
          error={error}
          centerId={props.centerId}
          value={text}
          onChange={props.onChange}
        />
      );
    case 'textarea':
      return (
        <TextAreaField
          label={label}
          hint={hint}
          name={name}
          wide
          rows={3}
          error={error}
          maxLength={field.maxLength}
          value={text}
          onChange={(e) => props.onChange(e.target.value)}
        />
      );
    default:
      if (field.options) {
        const known = field.options.some((option) => option.value === text);
        return (
          <SelectField
            label={label}
            hint={hint}
            error={error}
            name={name}
            value={text}
            onChange={(e) => props.onChange(e.target.value)}
          >
            {!known && (
              <option value={text}>
                {text === '' ? t('cw.option.choose') : t('settings.option.stored', { value: text })}
              </option>
            )}
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </SelectField>
        );
      }
      return (
        <TextField
          label={label}
          hint={
            hint ??
            (field.kind === 'url'
              ? t('cw.hint.url')
              : field.kind === 'keyword'
                ? t('settings.hint.keyword')
                : undefined)
          }
          name={name}
          error={error}
          required={field.required}
          maxLength={field.maxLength}
          spellCheck={field.kind === 'text' ? undefined : false}
          autoComplete="off"
          value={text}
          onChange={(e) => props.onChange(e.target.value)}
        />
      );
  }
}
