// The editor of one page-content entry (spec 4.1 page-content): the known fields of its page type as inputs,
// other values as key/value rows, structured values kept; and the form that opens a new page type.
import './center-work.css';
import { PAGE_TITLE_MAX_LENGTH } from '@center-platform/core/shared';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type ResolverResult, useForm } from 'react-hook-form';
import { CheckboxField, ReadOnlyClose, ReadOnlyFields, SaveOrCancel, TextField } from '../components/forms';
import { RichTextField } from '../components/RichTextField';
import { type MessageKey, useI18n } from '../i18n';
import type { RouterOutputs } from '../trpc';
import { stableJson } from './fields';
import { TextAreaField } from './inputs';
import { OpeningHoursEditor } from './OpeningHoursEditor';
import { openingHoursChanged } from './opening-hours';
import {
  type ContentEntry,
  KNOWN_FIELDS,
  KNOWN_PAGE_TYPES,
  newKeyProblem,
  newPageTypeProblem,
  type PageForm,
  type PageUpsert,
  pageForm,
  pageResolver,
} from './page-content';
import { useReportUnsaved } from './UnsavedWork';
import { useSaveShortcut } from './unsaved-guard';

export type PageEntry = RouterOutputs['centerWork']['pageContent']['list'][number];

const KEY_PROBLEMS: Record<'blank' | 'exists' | 'secret', MessageKey> = {
  blank: 'pages.key.blank',
  exists: 'pages.key.exists',
  secret: 'pages.key.secret',
};

/** A page-content value the website renders as rich text: its key names HTML (`html`, `introHtml`). */
const isHtmlKey = (key: string) => /html/i.test(key);

function EntryRow(props: { entry: ContentEntry; onChange: (entry: ContentEntry) => void; onRemove: () => void }) {
  const { t } = useI18n();
  const { entry } = props;
  let input: ReactNode;
  if (entry.kind === 'boolean')
    input = (
      <CheckboxField
        label={entry.key}
        checked={entry.flag}
        onChange={(e) => props.onChange({ ...entry, flag: e.target.checked })}
      />
    );
  else if (entry.kind === 'number')
    input = (
      <TextField
        label={entry.key}
        type="number"
        value={entry.text}
        onChange={(e) => props.onChange({ ...entry, text: e.target.value })}
      />
    );
  else if (entry.kind === 'kept')
    input = (
      <div className="field">
        <span className="field-label">{entry.key}</span>
        <p className="kept-value">{t('pages.kept')}</p>
      </div>
    );
  else if (isHtmlKey(entry.key))
    input = (
      <RichTextField
        label={entry.key}
        hint={t('cw.hint.html')}
        rows={5}
        value={entry.text}
        onChange={(html) => props.onChange({ ...entry, text: html })}
      />
    );
  else
    input = (
      <TextAreaField
        label={entry.key}
        rows={entry.text.length > 120 || entry.text.includes('\n') ? 5 : 2}
        value={entry.text}
        onChange={(e) => props.onChange({ ...entry, text: e.target.value })}
      />
    );
  return (
    <li className="entry-row">
      {input}
      <button
        type="button"
        className="link-button"
        aria-label={t('pages.removeKey', { key: entry.key })}
        onClick={props.onRemove}
      >
        {t('cw.keys.removeShort')}
      </button>
    </li>
  );
}

export function PageEditor(props: {
  entry: PageEntry | null;
  pageType: string;
  busy: boolean;
  /** shown to a reader: every field disabled, no save */
  readOnly?: boolean;
  error: unknown;
  onSave: (input: PageUpsert) => void;
  onCancel: () => void;
  /** shown under the form (the page's history), told whether the form has unsaved changes */
  below?: (dirty: boolean) => ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const initial = useMemo(() => pageForm(props.pageType, props.entry), [props.pageType, props.entry]);
  const editor = useForm<PageForm, unknown, { upsert: PageUpsert | null }>({
    defaultValues: initial,
    resolver: pageResolver(initial, props.entry?.content ?? null),
  });
  const form = editor.watch();
  const { errors } = editor.formState;
  const [newKey, setNewKey] = useState('');
  const [keyProblem, setKeyProblem] = useState<MessageKey | null>(null);
  const [nothing, setNothing] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const dirty = stableJson(form) !== stableJson(initial);
  useReportUnsaved(dirty && !props.busy);
  useSaveShortcut(formElement);

  // each part that changed is set whole (the keys of a page's content are its own, never paths of the form)
  const change = (next: PageForm) => {
    setNothing(false);
    for (const key of Object.keys(next) as (keyof PageForm)[])
      if (next[key] !== form[key])
        editor.setValue(key, next[key] as never, { shouldValidate: editor.formState.isSubmitted });
  };

  function addKey() {
    const problem = newKeyProblem(form, newKey);
    if (problem) {
      setKeyProblem(KEY_PROBLEMS[problem]);
      return;
    }
    setKeyProblem(null);
    change({ ...form, entries: [...form.entries, { key: newKey.trim(), kind: 'text', text: '', flag: false }] });
    setNewKey('');
  }

  const onSubmit = editor.handleSubmit(({ upsert }) => {
    if (props.readOnly) return;
    if (!upsert) {
      setNothing(true);
      return;
    }
    props.onSave(upsert);
  });

  return (
    <section className="panel editor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t(props.entry ? 'pages.edit.title' : 'pages.create.titleOf', { pageType: props.pageType })}
      </h2>
      <form ref={formElement} onSubmit={onSubmit} className="form form-grid form-wide" noValidate>
        <ReadOnlyFields readOnly={props.readOnly === true}>
          <TextField
            label={t('pages.field.title')}
            error={errors.title ? t('cw.problem.tooLong', { max: errors.title.message ?? '' }) : undefined}
            maxLength={PAGE_TITLE_MAX_LENGTH}
            value={form.title}
            onChange={(e) => change({ ...form, title: e.target.value })}
          />
          <CheckboxField
            label={t('pages.field.isPublished')}
            checked={form.isPublished}
            onChange={(e) => change({ ...form, isPublished: e.target.checked })}
          />
          {(KNOWN_FIELDS[form.pageType] ?? []).map((field) =>
            field.kind === 'textarea' ? (
              <TextAreaField
                key={field.key}
                label={t(field.label)}
                wide
                rows={5}
                value={form.known[field.key] ?? ''}
                onChange={(e) => change({ ...form, known: { ...form.known, [field.key]: e.target.value } })}
              />
            ) : (
              <TextField
                key={field.key}
                label={t(field.label)}
                type={field.kind === 'number' ? 'number' : 'text'}
                min={field.kind === 'number' ? 0 : undefined}
                step={field.kind === 'number' ? 1 : undefined}
                value={form.known[field.key] ?? ''}
                onChange={(e) => change({ ...form, known: { ...form.known, [field.key]: e.target.value } })}
              />
            ),
          )}
          {form.hours && initial.hours && (
            <OpeningHoursEditor
              legend={t('pages.hours.legend')}
              value={form.hours}
              changed={openingHoursChanged(initial.hours, form.hours)}
              onChange={(hours) => change({ ...form, hours })}
            />
          )}
          <fieldset className="field field-wide">
            <legend>{t('pages.entries.legend')}</legend>
            <p className="hint">{t('pages.entries.hint')}</p>
            {form.entries.length === 0 && <p className="hint">{t('pages.entries.empty')}</p>}
            <ul className="list-editor entries">
              {form.entries.map((entry, i) => (
                <EntryRow
                  key={entry.key}
                  entry={entry}
                  onChange={(next) => change({ ...form, entries: form.entries.map((e, j) => (j === i ? next : e)) })}
                  onRemove={() => change({ ...form, entries: form.entries.filter((_, j) => j !== i) })}
                />
              ))}
            </ul>
            <div className="inline-add">
              <label htmlFor={`${id}-new-key`}>{t('pages.entries.newKey')}</label>
              <input
                id={`${id}-new-key`}
                type="text"
                spellCheck={false}
                value={newKey}
                aria-invalid={keyProblem ? true : undefined}
                aria-describedby={keyProblem ? `${id}-key-error` : undefined}
                onChange={(e) => setNewKey(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addKey();
                  }
                }}
              />
              <button type="button" onClick={addKey}>
                {t('pages.entries.add')}
              </button>
            </div>
            {keyProblem && (
              <p id={`${id}-key-error`} role="alert" className="field-error">
                {t(keyProblem)}
              </p>
            )}
          </fieldset>
        </ReadOnlyFields>
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="message message-error field-wide">
            {t(errors.root ? 'pages.key.secret' : 'cw.problem.summary')}
          </p>
        )}
        {props.readOnly ? (
          <ReadOnlyClose onClose={props.onCancel} />
        ) : (
          <SaveOrCancel
            nothing={nothing}
            error={props.error}
            busy={props.busy}
            canSave={dirty || props.entry === null}
            state={dirty ? t('cw.unsavedSome') : props.entry ? t('cw.noChanges') : undefined}
            onCancel={props.onCancel}
          />
        )}
      </form>
      {props.below?.(dirty)}
    </section>
  );
}

export function NewPageForm({ taken, onOpen }: { taken: readonly string[]; onOpen: (pageType: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  const form = useForm<{ pageType: string }>({
    defaultValues: { pageType: '' },
    resolver: ({ pageType }): ResolverResult<{ pageType: string }> => {
      const problem = newPageTypeProblem(pageType, taken);
      if (problem) return { values: {}, errors: { pageType: { type: problem, message: pageType.trim() } } };
      return { values: { pageType: pageType.trim() }, errors: {} };
    },
  });
  const error = form.formState.errors.pageType;
  const onSubmit = form.handleSubmit(({ pageType }) => {
    onOpen(pageType);
    form.reset();
  });
  return (
    <form onSubmit={onSubmit} className="toolbar" aria-label={t('pages.create.title')} noValidate>
      <TextField
        label={t('pages.create.pageType')}
        hint={t('pages.create.hint')}
        error={
          error?.type === 'exists'
            ? t('pages.create.exists', { pageType: error.message ?? '' })
            : error
              ? t('pages.create.invalid')
              : undefined
        }
        list={`${id}-types`}
        autoComplete="off"
        spellCheck={false}
        {...form.register('pageType')}
      />
      <datalist id={`${id}-types`}>
        {KNOWN_PAGE_TYPES.filter((type) => !taken.includes(type)).map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <button type="submit" className="primary">
        {t('pages.create.open')}
      </button>
    </form>
  );
}
