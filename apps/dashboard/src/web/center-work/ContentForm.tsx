// The form of one content row in a side sheet: an input per field of the area's table (FieldInput), the problems
// of the form, and save or cancel.
import './center-work.css';
import { slugify } from '@center-platform/core/shared';
import { type ReactNode, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PlanPointPicker } from '../centerplan/PlanPointPicker';
import { ReadOnlyClose, ReadOnlyFields, SaveOrCancel } from '../components/forms';
import { useI18n } from '../i18n';
import type { Choices } from './choices';
import type { Config } from './content-config';
import { contentResolver } from './content-schemas';
import { FieldInput } from './FieldInput';
import { FormSheet } from './FormSheet';
import {
  type FieldDef,
  type FieldProblem,
  type FormValue,
  type FormValues,
  fieldChanged,
  formOf,
  nameOf,
  type Row,
} from './fields';
import { useSheetGuard } from './LeaveDialog';

/** The point of a plan row's form (x and y both set), else null. */
function pointOf(values: FormValues): { x: number; y: number } | null {
  const [x, y] = [Number(values.x), Number(values.y)];
  return values.x !== '' && values.y !== '' && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
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
    <FormSheet
      title={
        row
          ? t(props.readOnly ? 'cw.view.title' : 'cw.edit.title', { name: nameOf(row, config.nameField) })
          : t('cw.create.title')
      }
      description={description}
      guard={guard}
      onSubmit={onSubmit}
      footer={
        props.readOnly ? (
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
              onCancel={guard.requestClose}
            />
          </>
        )
      }
    >
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
                        if (field.key === 'x' || field.key === 'y') onFieldChange(field, String(point[field.key]));
                      }
                    }
              }
            />
          )}
        </ReadOnlyFields>
      </div>
      {props.below?.(dirty)}
    </FormSheet>
  );
}
