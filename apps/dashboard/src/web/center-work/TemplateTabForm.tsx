// What every tab of the template content screen is built of: its form on react-hook-form, checked with core's schema
// of the update first (template-form.ts), its save bar, and its text and picture inputs.
import { type ReactNode, useRef, useState } from 'react';
import { type FieldError, type FieldValues, get, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { type Notice, NoticeView, ReadOnlyFields, ReadOnlyNote, SubmitButton, TextField } from '../components/forms';
import { type Translate, useI18n } from '../i18n';
import { MediaField } from '../media/MediaPicker';
import { useWrites } from '../session';
import { trpc } from '../trpc';
import { type FieldProblem, PROBLEM_KEYS } from './fields';
import {
  MEDIA_OR_LINK,
  PICTURE_KEYS,
  type TemplateTab,
  type TemplateUpdate,
  templateTabResolver,
} from './template-form';
import { useReportUnsaved } from './UnsavedWork';
import { useSaveShortcut } from './unsaved-guard';

/** A tab's form on react-hook-form: its values, whether they change anything, a setter, each field's problem. */
export function useTemplateTab<F extends FieldValues>(tab: TemplateTab<F>, initial: F) {
  const { t } = useI18n();
  // the stored tab, which a save replaces while the form keeps what was typed
  const stored = useRef(initial);
  stored.current = initial;
  const form = useForm<F, unknown, TemplateUpdate>({
    defaultValues: initial as never,
    resolver: templateTabResolver(tab, () => stored.current),
  });
  const values = form.watch() as F;
  const dirty = Object.keys(tab.patch(initial, values)).length > 0;
  const change = (name: string, value: unknown) =>
    form.setValue(name as Path<F>, value as never, { shouldValidate: form.formState.isSubmitted });
  const problem = (name: string) => problemText(t, get(form.formState.errors, name));
  return { form, values, dirty, change, problem };
}

function problemText(t: Translate, error: FieldError | undefined): string | undefined {
  if (!error?.type) return undefined;
  const limit = error.message ?? '';
  return t(PROBLEM_KEYS[error.type as FieldProblem] ?? 'cw.problem.invalid', { min: limit, max: limit });
}

/** One tab's form: saves the tab's update (Save once something changed, Ctrl/Cmd-S), shows the outcome. */
export function TabForm<F extends FieldValues>(props: {
  centerId: string;
  form: UseFormReturn<F, unknown, TemplateUpdate>;
  dirty: boolean;
  children: ReactNode;
  savedText: string;
}) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const update = trpc.centerWork.templateContent.update.useMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const element = useRef<HTMLFormElement>(null);
  const { dirty } = props;
  const writes = useWrites('center-website');
  const { errors } = props.form.formState;
  useReportUnsaved(dirty && !update.isPending);
  useSaveShortcut(element);
  const onSubmit = props.form.handleSubmit((data) => {
    if (!writes) return;
    if (Object.keys(data).length === 0) {
      setNotice({ kind: 'status', text: t('cw.nothingChanged') });
      return;
    }
    setNotice(null);
    update.mutate(
      { centerId: props.centerId, data },
      {
        onSuccess: (saved) => {
          utils.centerWork.templateContent.get.setData({ centerId: props.centerId }, saved);
          setNotice({ kind: 'status', text: props.savedText });
        },
        onError: (error) => setNotice({ kind: 'error', error }),
      },
    );
  });
  const whole = problemText(t, errors.root as FieldError | undefined);
  return (
    <form ref={element} onSubmit={onSubmit} className="form form-grid form-wide" noValidate>
      <ReadOnlyFields readOnly={!writes}>{props.children}</ReadOnlyFields>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="message message-error field-wide">
          {whole ?? t('cw.problem.summary')}
        </p>
      )}
      <NoticeView notice={notice} />
      {writes ? (
        <div className="form-actions sticky-save">
          <span className="save-state" role="status">
            {dirty ? t('cw.unsavedSome') : t('cw.noChanges')}
          </span>
          <SubmitButton
            busy={update.isPending}
            label={t('common.save')}
            busyLabel={t('common.saving')}
            disabled={!dirty}
          />
        </div>
      ) : (
        <ReadOnlyNote />
      )}
    </form>
  );
}

/** A text field of a tab; a picture (`image`, `backgroundImageUrl`) is chosen from the center's media library. */
export function textInput(props: {
  key: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  centerId: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  if (PICTURE_KEYS.has(props.key))
    return (
      <MediaField
        key={props.key}
        label={props.label}
        error={props.error}
        centerId={props.centerId}
        value={props.value}
        onChange={props.onChange}
      />
    );
  return (
    <TextField
      key={props.key}
      label={props.label}
      hint={props.hint}
      error={props.error}
      autoComplete="off"
      spellCheck={MEDIA_OR_LINK.has(props.key) ? false : undefined}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}
