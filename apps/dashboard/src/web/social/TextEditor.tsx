// The text of a post while it is a draft or rejected: edit and save (the state stays as it is).
import { SOCIAL_TEXT_MAX } from '@center-platform/core/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { TextAreaField } from '../center-work/inputs';
import { ErrorMessage, StatusMessage, SubmitButton } from '../components/forms';
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
  const [text, setText] = useState(props.text);
  const [problem, setProblem] = useState<string | undefined>();
  const [status, setStatus] = useState<string | null>(null);
  const edit = trpc.social.editText.useMutation();
  const dirty = text !== props.text;
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    edit.reset();
    const found = textProblem(text);
    setProblem(found ? t(found) : undefined);
    if (found) return;
    if (!dirty) {
      setStatus(t('social.text.unchanged'));
      return;
    }
    edit.mutate(
      { centerId: props.centerId, postId: props.postId, text },
      {
        onSuccess: (saved) => {
          setText(saved.text);
          setStatus(t('social.text.saved'));
          props.onSaved();
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="form form-wide" noValidate>
      <TextAreaField
        label={t('social.text.label')}
        hint={t('social.text.hint', { count: text.length, max: SOCIAL_TEXT_MAX })}
        error={problem}
        name="text"
        rows={8}
        required
        maxLength={SOCIAL_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <SubmitButton busy={edit.isPending} label={t('social.text.save')} busyLabel={t('common.saving')} />
      <ErrorMessage error={edit.error} />
      {status && <StatusMessage>{status}</StatusMessage>}
    </form>
  );
}
