// The form of one content row: an input per field of the area's table, the options of selects read from the
// center's data, the problems of the form, and save or cancel.
import './center-work.css';
import { slugify } from '@center-platform/core/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PlanPointPicker } from '../centerplan/PlanPointPicker';
import {
  ChangedDot,
  CheckboxField,
  ReadOnlyClose,
  ReadOnlyFields,
  SaveOrCancel,
  SelectField,
  TextField,
} from '../components/forms';
import { RichTextField } from '../components/RichTextField';
import { type MessageKey, useI18n } from '../i18n';
import { MediaField } from '../media/MediaPicker';
import { trpc } from '../trpc';
import type { Config } from './content-config';
import { contentResolver } from './content-schemas';
import {
  type FieldDef,
  type FieldProblem,
  type FormValue,
  type FormValues,
  fieldChanged,
  formOf,
  nameOf,
  type OptionSource,
  PROBLEM_KEYS,
  type Row,
} from './fields';
import { type Choice, ColorField, TextAreaField } from './inputs';
import { LeaveDialog, useSheetGuard } from './LeaveDialog';
import { OpeningHoursEditor } from './OpeningHoursEditor';
import type { HoursState } from './opening-hours';
import { ShopListPicker, ShopPicker } from './ShopPicker';
import { useSaveShortcut } from './unsaved-guard';

/** The point of a plan row's form (x and y both set), else null. */
function pointOf(values: FormValues): { x: number; y: number } | null {
  const [x, y] = [Number(values.x), Number(values.y)];
  return values.x !== '' && values.y !== '' && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
}

/** A public read of the center; `absent` is the answer to a 404 (a center without a plan has no floors). */
async function getPublic<T>(path: string, absent?: T): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (response.status === 404 && absent !== undefined) return absent;
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

interface PlanFloor {
  id: string;
  floorNumber: number;
  name: string;
  shortName: string | null;
}

type Choices = Partial<Record<OptionSource, { choices: Choice[]; busy: boolean; error: unknown }>>;

/** The options of the selects whose choices come from the center's data. */
export function useChoices(fields: readonly FieldDef[], centerId: string): Choices {
  const { t } = useI18n();
  const needs = (source: OptionSource) => fields.some((field) => field.source === source);
  // the center's own lists (a write there refreshes them at once); the plan's floors come from its public read
  const read = (source: OptionSource) => ({ enabled: needs(source), staleTime: 60_000 });
  const categories = trpc.centerWork.categories.list.useQuery({ centerId }, read('categories'));
  const themes = trpc.centerWork.officeThemes.list.useQuery({ centerId }, read('officeThemes'));
  const chains = trpc.centerWork.chains.list.useQuery({ centerId }, read('chains'));
  const plan = useQuery({
    queryKey: ['public', 'centerplan', centerId],
    queryFn: () =>
      getPublic<{ data: { floors: PlanFloor[] } | null }>(
        `/api/wayfinding/centerplan?centerId=${encodeURIComponent(centerId)}`,
        { data: null },
      ),
    enabled: needs('floors') || needs('floorIds'),
    staleTime: 60_000,
  });
  const named = (rows: { id: string; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: row.id, label: row.name })).sort((a, b) => a.label.localeCompare(b.label));
  const of = (query: { isPending: boolean; error: unknown }, choices: Choice[]) => ({
    choices,
    busy: query.isPending,
    error: query.error,
  });
  const floors = plan.data?.data?.floors ?? [];
  const floorLabel = (floor: PlanFloor) => t('shops.floorChoice', { name: floor.name, number: floor.floorNumber });
  return {
    categories: of(categories, named(categories.data)),
    officeThemes: of(themes, named(themes.data)),
    chains: of(chains, named(chains.data)),
    // picking a floor of the plan fills in the floor label the website shows ("EG"), so it is not typed twice
    floors: of(
      plan,
      floors.map((floor) => ({
        value: String(floor.floorNumber),
        label: floorLabel(floor),
        fills: { floor: floor.shortName ?? floor.name },
      })),
    ),
    floorIds: of(
      plan,
      floors.map((floor) => ({ value: floor.id, label: floorLabel(floor) })),
    ),
  };
}

function FieldInput(props: {
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

  switch (field.kind) {
    case 'checkbox':
      return (
        <CheckboxField label={label} name={field.key} checked={value === true} changed={changed} onChecked={onChange} />
      );
    case 'textarea':
      return (
        <TextAreaField
          label={label}
          hint={hint}
          error={error}
          name={field.key}
          wide
          changed={changed}
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
          label={label}
          hint={hint ?? t('cw.hint.html')}
          error={error}
          name={field.key}
          changed={changed}
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
            label={label}
            hint={hint}
            error={error}
            changed={changed}
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
          label={label}
          hint={hint}
          error={error}
          changed={changed}
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
          label={label}
          hint={hint ?? (fallback ? t(fallback) : undefined)}
          error={error}
          name={field.key}
          changed={changed}
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

/**
 * The editor of one row in a side sheet (Radix Dialog): the fields scroll, the save bar stays at the sheet's foot.
 * Save is offered once something changed (Ctrl/Cmd-S saves too) and each changed field carries a dot; closing the
 * sheet or leaving the screen with unsaved changes asks first.
 */
export function ContentForm(props: {
  config: Config;
  centerId: string;
  row: Row | null;
  choices: Choices;
  busy: boolean;
  /** shown to a reader: every field disabled, no save bar */
  readOnly?: boolean;
  error: unknown;
  onSave: (data: Record<string, unknown>) => void;
  onCancel: () => void;
  /** shown above the fields (e.g. "Publish now"), told whether the form has unsaved changes */
  aside?: (dirty: boolean) => ReactNode;
  /** shown below the fields (the record's history), told the same */
  below?: (dirty: boolean) => ReactNode;
}) {
  const { t } = useI18n();
  const { config, row } = props;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const initial = useMemo(() => formOf(config.fields, row), [config.fields, row]);
  const mode = row ? 'update' : 'create';
  const { watch, setValue, handleSubmit, formState } = useForm<FormValues, unknown, Record<string, unknown>>({
    defaultValues: initial,
    resolver: contentResolver(config.area, config.fields, initial, mode),
  });
  const values = watch();
  const problems = formState.errors;
  const [nothing, setNothing] = useState(false);
  // a new entry's slug follows its name until the slug is typed in
  const [slugTyped, setSlugTyped] = useState(row !== null);
  // what counts as a change is the field's own rule (trimmed text, the same hours), not a strict comparison
  const changed = config.fields.filter((field) =>
    fieldChanged(field, initial[field.key] ?? '', values[field.key] ?? ''),
  ).length;
  const dirty = changed > 0;
  const guard = useSheetGuard(dirty && !props.busy, props.onCancel);
  const { asking, requestClose } = guard;

  useSaveShortcut(form);

  const onSubmit = handleSubmit((data) => {
    if (props.busy || props.readOnly) return;
    if (row && Object.keys(data).length === 0) {
      setNothing(true);
      return;
    }
    setNothing(false);
    props.onSave(data);
  });

  function onFieldChange(field: FieldDef, value: FormValue) {
    setNothing(false);
    if (field.key === 'slug') setSlugTyped(true);
    const picked = field.source
      ? props.choices[field.source]?.choices.find((choice) => choice.value === value)
      : undefined;
    const set = (key: string, next: FormValue) =>
      setValue(key, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    for (const [key, filled] of Object.entries(picked?.fills ?? {})) if (key in initial) set(key, filled);
    set(field.key, value);
    if (field.key === config.nameField && !slugTyped && 'slug' in initial && typeof value === 'string')
      set('slug', value.trim() ? slugify(value) : '');
  }

  const description = row && config.describe ? config.describe(row, t) : null;
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) requestClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className="sheet"
          aria-describedby={description ? `${id}-description` : undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            heading.current?.focus();
          }}
          // Escape answers the open question (the question's own Escape), it does not close the sheet beneath it
          onEscapeKeyDown={(event) => {
            if (asking) event.preventDefault();
          }}
        >
          {/* every check is the form's own, shown at its field in the interface language: never the browser's pop-ups */}
          <form ref={form} onSubmit={onSubmit} className="sheet-form" noValidate>
            <header className="sheet-head">
              <Dialog.Title ref={heading} tabIndex={-1}>
                {row
                  ? t(props.readOnly ? 'cw.view.title' : 'cw.edit.title', { name: nameOf(row, config.nameField) })
                  : t('cw.create.title')}
              </Dialog.Title>
              <button type="button" className="icon-button" aria-label={t('common.close')} onClick={requestClose}>
                <X size={18} aria-hidden="true" />
              </button>
            </header>
            <div className="sheet-body">
              {description && (
                <p id={`${id}-description`} className="hint">
                  {description}
                </p>
              )}
              {props.aside?.(dirty)}
              <div className="form form-grid form-wide">
                <ReadOnlyFields readOnly={props.readOnly === true}>
                  {config.fields
                    .filter((field) => !field.showIf || field.showIf(values))
                    .map((field) => (
                      <FieldInput
                        key={field.key}
                        centerId={props.centerId}
                        field={field}
                        value={values[field.key] ?? ''}
                        initial={initial[field.key] ?? ''}
                        problem={problems[field.key]?.type as FieldProblem | undefined}
                        choices={props.choices}
                        onChange={(value) => onFieldChange(field, value)}
                      />
                    ))}
                  {config.onPlan && typeof values.floorId === 'string' && values.floorId !== '' && (
                    <PlanPointPicker
                      centerId={props.centerId}
                      floorId={values.floorId}
                      point={pointOf(values)}
                      onPick={
                        props.readOnly
                          ? undefined
                          : (point) => {
                              for (const field of config.fields) {
                                if (field.key === 'x' || field.key === 'y')
                                  onFieldChange(field, String(point[field.key]));
                              }
                            }
                      }
                    />
                  )}
                </ReadOnlyFields>
              </div>
              {props.below?.(dirty)}
            </div>
            <footer className="save-bar">
              {props.readOnly ? (
                <ReadOnlyClose onClose={props.onCancel} />
              ) : (
                <>
                  {Object.keys(problems).length > 0 && (
                    <p role="alert" className="message message-error">
                      {t('cw.problem.summary')}
                    </p>
                  )}
                  <SaveOrCancel
                    nothing={nothing}
                    error={props.error}
                    busy={props.busy}
                    canSave={dirty || row === null}
                    state={dirty ? t('cw.unsaved', { count: changed }) : row ? t('cw.noChanges') : undefined}
                    onCancel={requestClose}
                  />
                </>
              )}
            </footer>
            <LeaveDialog guard={guard} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
