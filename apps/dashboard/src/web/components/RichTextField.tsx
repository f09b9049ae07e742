// A rich-text (HTML) field of a form (issue 26.4): its label, hint and error like every field (components/forms.tsx),
// and the editor (RichTextEditor.tsx), a chunk of its own with TipTap, loaded when a form with such a field opens.
// Until it is here a skeleton holds its place; if it cannot be loaded, the text is edited as HTML in a text area.
import './rich-text/rich-text.css';
import { Component, lazy, type ReactNode, Suspense, useId } from 'react';
import { useI18n } from '../i18n';
import { ChangedDot } from './forms';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export interface RichTextFieldProps {
  label: string;
  /** the HTML; '' for an empty field */
  value: string;
  /** the HTML after each change ('' when the text is empty); never called for the value given */
  onChange: (html: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
  /** the value differs from the saved one (a dot beside the label) */
  changed?: boolean | undefined;
  /** the form's key of the field */
  name?: string | undefined;
  required?: boolean | undefined;
  maxLength?: number | undefined;
  /** shown only (a reader's form; a disabled fieldset around the field does the same) */
  readOnly?: boolean | undefined;
  /** the height of the text in lines (about) */
  rows?: number | undefined;
}

/** The ids that tie the parts of the field together. */
export interface RichTextIds {
  label: string;
  hint: string | undefined;
  error: string | undefined;
  describedBy: string | undefined;
}

/** The field's label; not a `<label>` (the editor is no form control): the editor names itself by its id. */
export function RichTextLabel(props: { ids: RichTextIds; label: string; changed?: boolean | undefined }) {
  return (
    <span id={props.ids.label} className="field-label rte-label">
      {props.label}
      {props.changed && <ChangedDot />}
    </span>
  );
}

/** The text as HTML in a text area: the field while the editor cannot be loaded. */
export function HtmlTextArea(props: RichTextFieldProps & { ids: RichTextIds; note?: string }) {
  return (
    <>
      <RichTextLabel ids={props.ids} label={props.label} changed={props.changed} />
      {props.note && <p className="hint">{props.note}</p>}
      <textarea
        className="code-input"
        aria-labelledby={props.ids.label}
        aria-describedby={props.ids.describedBy}
        aria-invalid={props.error ? true : undefined}
        name={props.name}
        required={props.required}
        maxLength={props.maxLength}
        readOnly={props.readOnly}
        rows={props.rows ?? 8}
        spellCheck={false}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </>
  );
}

function EditorSkeleton(props: RichTextFieldProps & { ids: RichTextIds }) {
  const { t } = useI18n();
  return (
    <div aria-busy="true">
      <RichTextLabel ids={props.ids} label={props.label} changed={props.changed} />
      {/* not a status: a form's status line is its save state */}
      <span className="visually-hidden">{t('cw.rich.loading')}</span>
      <div className="rte-frame">
        <span className="skeleton rte-skeleton-bar" />
        <span className="skeleton rte-skeleton-text" style={{ minHeight: `${(props.rows ?? 8) * 1.5}rem` }} />
      </div>
    </div>
  );
}

/** A failed download of the editor's chunk: the field stays usable as HTML. */
class LoadFailed extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function RichTextField(props: RichTextFieldProps) {
  const { t } = useI18n();
  const id = useId();
  const hint = props.hint ? `${id}-hint` : undefined;
  const error = props.error ? `${id}-error` : undefined;
  const ids: RichTextIds = {
    label: `${id}-label`,
    hint,
    error,
    describedBy: [hint, error].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="field field-wide rte-field">
      <LoadFailed fallback={<HtmlTextArea {...props} ids={ids} note={t('cw.rich.loadFailed')} />}>
        <Suspense fallback={<EditorSkeleton {...props} ids={ids} />}>
          <RichTextEditor {...props} ids={ids} />
        </Suspense>
      </LoadFailed>
      {props.hint && (
        <p id={hint} className="hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={error} className="field-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}
