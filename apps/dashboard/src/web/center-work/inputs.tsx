// Inputs of the center-work screens beyond components/forms.tsx: text areas, color fields, a key -> checkbox list
// and tabs (the shop pickers are in ShopPicker.tsx). Same rules: a visible label per input,
// hints and errors through aria-describedby, errors with role="alert".
import { HEX_COLOR } from '@center-platform/core/shared';
import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, type TextareaHTMLAttributes, useId, useState } from 'react';
import { ChangedDot, Field } from '../components/forms';
import { useI18n } from '../i18n';

type TextAreaFieldProps = {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  wide?: boolean;
  changed?: boolean;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ label, hint, error, wide, changed, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} changed={changed} className={wide ? 'field field-wide' : 'field'}>
      {(control) => <textarea {...control} rows={rows} {...textarea} />}
    </Field>
  );
}

export interface Choice {
  value: string;
  label: string;
  /** other fields of the form this choice fills in when picked (a floor's label) */
  fills?: Record<string, string>;
}

export const isHexColor = (value: string) => HEX_COLOR.test(value.trim());

/** The #rrggbb a color input can show for a hex color (#abc -> #aabbcc, #rrggbbaa -> #rrggbb). */
export function pickerValue(value: string): string {
  const hex = value.trim();
  if (!isHexColor(hex)) return '#000000';
  if (hex.length === 4) return `#${[...hex.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return hex.slice(0, 7).toLowerCase();
}

/** A color as a color picker and its hex text, both labelled, kept in step; `optional`: the text may stay empty. */
export function ColorField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  optional?: boolean;
  changed?: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const invalid = !(props.optional && props.value.trim() === '') && !isHexColor(props.value);
  return (
    <div className="field color-field">
      <label htmlFor={`${id}-hex`}>
        {props.label}
        {props.changed && <ChangedDot />}
      </label>
      <div className="color-inputs">
        <input
          type="color"
          aria-label={t('cw.color.picker', { label: props.label })}
          value={pickerValue(props.value)}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <input
          id={`${id}-hex`}
          name={props.name}
          type="text"
          required={!props.optional}
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t('cw.color.invalid')}
        </p>
      )}
    </div>
  );
}

/** A map of key -> on/off as checkboxes, with a field to add a key (and, optionally, a way to remove one). */
export function KeyChecklist(props: {
  legend: string;
  hint?: string;
  entries: readonly [string, boolean][];
  labelOf?: (key: string) => string;
  onToggle: (key: string, on: boolean) => void;
  onAdd: (key: string) => void;
  onRemove?: (key: string) => void;
  addLabel: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const [newKey, setNewKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  function add() {
    const key = newKey.trim();
    if (!/^[\w-]{1,64}$/.test(key) || key === '__proto__') {
      setError(t('cw.keys.invalid'));
      return;
    }
    if (props.entries.some(([existing]) => existing === key)) {
      setError(t('cw.keys.exists', { key }));
      return;
    }
    setError(undefined);
    props.onAdd(key);
    setNewKey('');
  }
  return (
    <fieldset className="field field-wide key-checklist">
      <legend>{props.legend}</legend>
      {props.hint && <p className="hint">{props.hint}</p>}
      {props.entries.length === 0 ? (
        <p className="hint">{t('cw.keys.empty')}</p>
      ) : (
        <ul>
          {props.entries.map(([key, on]) => (
            <li key={key}>
              <input
                id={`${id}-${key}`}
                type="checkbox"
                checked={on}
                onChange={(e) => props.onToggle(key, e.target.checked)}
              />
              <label htmlFor={`${id}-${key}`}>{props.labelOf ? props.labelOf(key) : key}</label>
              {props.onRemove && (
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('cw.keys.remove', { key })}
                  onClick={() => props.onRemove?.(key)}
                >
                  {t('cw.keys.removeShort')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="inline-add">
        <label htmlFor={`${id}-new`}>{props.addLabel}</label>
        <input
          id={`${id}-new`}
          type="text"
          spellCheck={false}
          value={newKey}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setNewKey(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" onClick={add}>
          {t('cw.keys.add')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

/** Tabs (Radix: arrow keys, Home and End move between them); closed panels stay mounted but hidden, so unsaved
 * input survives a change of tab. */
export function Tabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  const [open, setOpen] = useState(tabs[0]?.id ?? '');
  return (
    <RadixTabs.Root className="tabs" value={open} onValueChange={setOpen}>
      <RadixTabs.List aria-label={label} className="tab-list">
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.id} value={tab.id}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.id} value={tab.id} forceMount hidden={tab.id !== open} className="tab-panel">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
