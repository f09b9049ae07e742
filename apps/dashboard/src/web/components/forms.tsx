// Form building blocks: every input has a visible label tied to it, hints and field errors are announced
// through aria-describedby, errors use role="alert" and confirmations role="status".
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useEffect, useId } from 'react';
import { errorText } from '../errors';
import { useI18n } from '../i18n';
import { useToast } from './toast-context';

function describedBy(...ids: (string | undefined)[]) {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export type TextFieldProps = {
  label: string;
  hint?: string;
  /** the value differs from the saved one (a dot beside the label) */
  changed?: boolean;
  /** a message about this field (shown under it and announced) */
  error?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** What ties a control to its label, hint and error; spread onto the `<input>`, `<select>` or `<textarea>`. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** The mark of a changed field; seen only (the save bar says how many fields changed, for everyone). */
export function ChangedDot() {
  return <span className="changed-dot" aria-hidden="true" />;
}

/** A labelled control with its hint and its error under it. */
export function Field(props: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  changed?: boolean | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const { label, hint, error } = props;
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={props.className ?? 'field'}>
      <label htmlFor={id}>
        {label}
        {props.changed && <ChangedDot />}
      </label>
      {props.children({
        id,
        'aria-describedby': describedBy(hintId, errorId),
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, hint, error, changed, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} changed={changed}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}

type SelectFieldProps = {
  label: string;
  hint?: string;
  error?: string;
  changed?: boolean;
  children: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

export function SelectField({ label, hint, error, changed, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} changed={changed}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

type CheckboxFieldProps = {
  label: string;
  changed?: boolean;
  /** called with the new state (instead of `onChange` with the event) */
  onChecked?: (checked: boolean) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

export function CheckboxField({ label, onChecked, changed, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="field field-checkbox">
      <input id={id} type="checkbox" onChange={onChecked && ((e) => onChecked(e.target.checked))} {...input} />
      <label htmlFor={id}>
        {label}
        {changed && <ChangedDot />}
      </label>
    </div>
  );
}

/** The submit button of a form; while `busy` it says so and cannot be pressed twice. */
export function SubmitButton(props: { busy: boolean; label: string; busyLabel: string; disabled?: boolean }) {
  const { busy, label, busyLabel } = props;
  return (
    <button type="submit" className="primary" disabled={busy || props.disabled} aria-disabled={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The error of a request in words (never the object); nothing when there is none. */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (error == null) return null;
  return (
    <p role="alert" className="message message-error">
      {errorText(error, t)}
    </p>
  );
}

/** The fields of a form as a reader sees them: shown, every control disabled; the save bar gives way to this note. */
export function ReadOnlyFields(props: { readOnly: boolean; children: ReactNode }) {
  return (
    <fieldset className="read-only-fields" disabled={props.readOnly}>
      {props.children}
    </fieldset>
  );
}

export function ReadOnlyNote() {
  const { t } = useI18n();
  return <p className="hint field-wide">{t('cw.readOnly')}</p>;
}

/** The end of a form a reader opened: the note and a way to close it. */
export function ReadOnlyClose({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  return (
    <div className="form-actions">
      <ReadOnlyNote />
      <button type="button" onClick={onClose}>
        {t('common.close')}
      </button>
    </div>
  );
}

/**
 * The end of an edit form: "nothing changed", the error of the last save, and save or cancel; with `state`, what is
 * unsaved ("2 unsaved changes") beside the buttons, and Save only while `canSave`.
 */
export function SaveOrCancel(props: {
  nothing: boolean;
  error: unknown;
  busy: boolean;
  onCancel: () => void;
  canSave?: boolean;
  state?: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <>
      {props.nothing && <StatusMessage>{t('cw.nothingChanged')}</StatusMessage>}
      <ErrorMessage error={props.error} />
      <div className="form-actions">
        {props.state !== undefined && (
          <span className="save-state" role="status">
            {props.state}
          </span>
        )}
        <SubmitButton
          busy={props.busy}
          label={t('common.save')}
          busyLabel={t('common.saving')}
          disabled={props.canSave === false}
        />
        <button type="button" onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </>
  );
}

/**
 * The end of a form that makes a thing or edits one: the error of the last request and what it did, then Save and
 * Cancel while `editing`, else the button that makes it (`createLabel`, `creatingLabel` while it is sent).
 */
export function CreateOrSave(props: {
  editing: boolean;
  busy: boolean;
  error: unknown;
  status: string | null;
  createLabel: string;
  creatingLabel: string;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <ErrorMessage error={props.error} />
      {props.status && <StatusMessage>{props.status}</StatusMessage>}
      <div className="form-actions">
        {props.editing ? (
          <>
            <SubmitButton busy={props.busy} label={t('common.save')} busyLabel={t('common.saving')} />
            <button type="button" onClick={props.onCancel}>
              {t('common.cancel')}
            </button>
          </>
        ) : (
          <SubmitButton busy={props.busy} label={props.createLabel} busyLabel={props.creatingLabel} />
        )}
      </div>
    </>
  );
}

/** The error of a failed read, with a button to read again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const { t } = useI18n();
  return (
    <>
      <ErrorMessage error={error} />
      <button type="button" onClick={() => onRetry()}>
        {t('common.retry')}
      </button>
    </>
  );
}

/** An important warning (e.g. an e-mail that could not be sent): announced like an error. */
export function WarningMessage({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="message message-warning">
      {children}
    </p>
  );
}

/** A confirmation or a note, announced politely. */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="message message-status">
      {children}
    </p>
  );
}

export function Loading({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <p role="status" className="loading">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('common.loading')}
    </p>
  );
}

/** The outcome of the last action of a screen: a confirmation, a warning, or an error. */
export type Notice = { kind: 'status' | 'warning'; text: string } | { kind: 'error'; error: unknown };

/** Errors and warnings stay where the person acts on them; a confirmation is a toast, once per notice. */
export function NoticeView({ notice }: { notice: Notice | null }) {
  const toast = useToast();
  useEffect(() => {
    if (notice?.kind === 'status') toast(notice.text);
  }, [notice, toast]);
  if (notice?.kind === 'error') return <ErrorMessage error={notice.error} />;
  if (notice?.kind === 'warning') return <WarningMessage>{notice.text}</WarningMessage>;
  return null;
}
