// The text of a post while it is a draft or rejected: edit and save (the state stays as it is).
import { SOCIAL_TEXT_MAX } from '@center-platform/core/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '../center-work/inputs';
import { ErrorMessage, StatusMessage, SubmitButton } from '../components/forms';
import { problemMessage, problemResolver } from '../components/problem-resolver';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import { textProblem } from './logic';

export function TextEditor(props: {
  centerId: string;
  postId: string;
  /** the saved text */
  text: string;
  onSaved: () => void;
  /** whether the field differs from the saved text (a request for approval waits for the save) */
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useI18n();
  const form = useForm<{ text: string }>({
    defaultValues: { text: props.text },
    resolver: problemResolver(({ text }) => ({ text: textProblem(text) })),
  });
  const text = form.watch('text');
  const [status, setStatus] = useState<string | null>(null);
  const edit = trpc.social.editText.useMutation();
  const dirty = text !== props.text;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const onSubmit = form.handleSubmit(({ text }) => {
    setStatus(null);
    edit.reset();
    if (!dirty) {
      setStatus(t('social.text.unchanged'));
      return;
    }
    edit.mutate(
      { centerId: props.centerId, postId: props.postId, text },
      {
        onSuccess: (saved) => {
          form.reset({ text: saved.text });
          setStatus(t('social.text.saved'));
          props.onSaved();
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} className="form form-wide" noValidate>
      <TextAreaField
        label={t('social.text.label')}
        hint={t('social.text.hint', { count: text.length, max: SOCIAL_TEXT_MAX })}
        error={problemMessage(t, form.formState.errors.text)}
        rows={8}
        required
        maxLength={SOCIAL_TEXT_MAX}
        {...form.register('text')}
      />
      <SubmitButton busy={edit.isPending} label={t('social.text.save')} busyLabel={t('common.saving')} />
      <ErrorMessage error={edit.error} />
      {status && <StatusMessage>{status}</StatusMessage>}
    </form>
  );
}
