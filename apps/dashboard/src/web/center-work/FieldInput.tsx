// The input of one field of a content form, by the field's kind: text, rich text, selects and pickers, media,
// opening hours, colors and structured editors; each shows its label, hint, problem and a dot once changed.
import { ChangedDot, CheckboxField, SelectField, TextField } from '../components/forms';
import { RichTextField } from '../components/RichTextField';
import { type MessageKey, useI18n } from '../i18n';
import { MediaField } from '../media/MediaPicker';
import type { Choices } from './choices';
import { type FieldDef, type FieldProblem, type FormValue, fieldChanged, PROBLEM_KEYS } from './fields';
import { type Choice, ColorField, TextAreaField } from './inputs';
import { OpeningHoursEditor } from './OpeningHoursEditor';
import type { HoursState } from './opening-hours';
import { ShopListPicker, ShopPicker } from './ShopPicker';

export function FieldInput(props: {
  centerId: string;
  field: FieldDef;
  value: FormValue;
  initial: FormValue;
  onChange: (value: FormValue) => void;
  problem: FieldProblem | undefined;
  choices: Choices;
}) {
  const { t } = useI18n();
  const { field, value, onChange } = props;
  const label = t(field.label);
  const hint = field.hint ? t(field.hint) : undefined;
  const error = props.problem
    ? t(PROBLEM_KEYS[props.problem], { min: field.min ?? '', max: field.max ?? field.maxLength ?? '' })
    : undefined;
  const text = typeof value === 'string' ? value : '';
  const changed = fieldChanged(field, props.initial, value);
  // what every labelled input shows of its field
  const described = { label, hint, error, changed };

  switch (field.kind) {
    case 'checkbox':
      return (
        <CheckboxField label={label} name={field.key} checked={value === true} changed={changed} onChecked={onChange} />
      );
    case 'textarea':
      return (
        <TextAreaField
          {...described}
          name={field.key}
          wide
          rows={3}
          required={field.required}
          maxLength={field.maxLength}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'html':
      return (
        <RichTextField
          {...described}
          hint={hint ?? t('cw.hint.html')}
          name={field.key}
          required={field.required}
          maxLength={field.maxLength}
          value={text}
          onChange={onChange}
        />
      );
    case 'select': {
      if (field.source === 'shops')
        return (
          <ShopPicker
            centerId={props.centerId}
            {...described}
            value={text}
            noneLabel={field.allowNone ? t('cw.option.none') : undefined}
            onChange={onChange}
          />
        );
      const source = field.source ? props.choices[field.source] : undefined;
      // a center without plan floors: the floor number is typed
      if (field.numeric && source && !source.busy && source.choices.length === 0) {
        return <FieldInput {...props} field={{ ...field, ...field.typed, kind: 'number' }} />;
      }
      const options: Choice[] = source
        ? source.choices
        : (field.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }));
      const unknown = text !== '' && !options.some((option) => option.value === text);
      return (
        <SelectField
          label={label}
          hint={source?.error ? t('cw.options.failed') : hint}
          name={field.key}
          value={text}
          changed={changed}
          required={field.required}
          onChange={(e) => onChange(e.target.value)}
        >
          {(field.allowNone || text === '') && (
            <option value="">{t(field.allowNone ? 'cw.option.none' : 'cw.option.choose')}</option>
          )}
          {unknown && (
            <option value={text}>
              {source && !field.numeric
                ? t(source.busy ? 'common.loading' : 'cw.option.currentRef')
                : t('cw.option.current', { value: text })}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    }
    case 'multiselect':
      if (field.source !== 'shops') {
        const source = field.source ? props.choices[field.source] : undefined;
        const chosen = Array.isArray(value) ? value : [];
        return (
          <fieldset className="field field-wide choice-list">
            <legend>
              {label}
              {changed && <ChangedDot />}
            </legend>
            {hint && <p className="hint">{hint}</p>}
            {source?.busy && <p className="hint">{t('common.loading')}</p>}
            {(source?.choices ?? []).map((choice) => (
              <CheckboxField
                key={choice.value}
                label={choice.label}
                name={`${field.key}-${choice.value}`}
                checked={chosen.includes(choice.value)}
                onChecked={(checked) =>
                  onChange(checked ? [...chosen, choice.value] : chosen.filter((id) => id !== choice.value))
                }
              />
            ))}
          </fieldset>
        );
      }
      return (
        <ShopListPicker
          centerId={props.centerId}
          legend={label}
          hint={hint}
          changed={changed}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
        />
      );
    case 'openingHours':
      return <OpeningHoursEditor legend={label} value={value as HoursState} changed={changed} onChange={onChange} />;
    case 'color':
      return <ColorField label={label} name={field.key} value={text} optional changed={changed} onChange={onChange} />;
    case 'structured':
      return (
        <>
          {field.editor?.({
            legend: label,
            centerId: props.centerId,
            value: JSON.parse(text || 'null'),
            changed,
            onChange: (next) => onChange(JSON.stringify(next)),
          })}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </>
      );
    case 'media':
      return (
        <MediaField
          {...described}
          centerId={props.centerId}
          accept={field.accept ?? 'picture'}
          value={text}
          onChange={onChange}
        />
      );
    default: {
      const inputType: Record<string, string> = {
        datetime: 'datetime-local',
        number: 'number',
        email: 'email',
      };
      const defaultHint: Partial<Record<string, MessageKey>> = {
        datetime: 'cw.hint.datetime',
        url: 'cw.hint.url',
        tags: 'cw.hint.tags',
      };
      const fallback = defaultHint[field.kind];
      return (
        <TextField
          {...described}
          hint={hint ?? (fallback ? t(fallback) : undefined)}
          name={field.key}
          type={inputType[field.kind] ?? 'text'}
          inputMode={field.kind === 'url' ? 'url' : undefined}
          required={field.required}
          maxLength={field.maxLength}
          min={field.min}
          max={field.max}
          step={field.kind === 'number' ? 1 : undefined}
          autoComplete="off"
          spellCheck={field.kind === 'text' || field.kind === 'tags' ? undefined : false}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
  }
}
