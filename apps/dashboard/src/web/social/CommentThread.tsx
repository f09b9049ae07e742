// The comments of a post, oldest first, and a form to add one (anyone of the center's social area).
import { SOCIAL_COMMENT_MAX } from '@center-platform/core/shared';
import { type FormEvent, useId, useState } from 'react';
import { TextAreaField } from '../center-work/inputs';
import { ErrorMessage, SubmitButton } from '../components/forms';
import { formatDateTime, useI18n } from '../i18n';
import { trpc } from '../trpc';
import { commentProblem } from './logic';
import type { SocialPostDetail } from './types';

/** One comment: who wrote it when, and its text. */
export function CommentBody({
  comment,
}: {
  comment: { authorName: string | null; createdAt: string | Date; body: string };
}) {
  const { t, lang } = useI18n();
  return (
    <>
      <span className="hint">
        {' '}
        {t('social.comment.meta', {
          author: comment.authorName ?? t('social.unknownUser'),
          at: formatDateTime(lang, comment.createdAt),
        })}
      </span>
      <p className="social-text">{comment.body}</p>
    </>
  );
}

export function CommentThread(props: {
  centerId: string;
  postId: string;
  comments: SocialPostDetail['comments'];
  onAdded: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const add = trpc.social.comment.useMutation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    add.reset();
    const found = commentProblem(body);
    setProblem(found ? t(found) : undefined);
    if (found) return;
    add.mutate(
      { centerId: props.centerId, postId: props.postId, body: body.trim() },
      {
        onSuccess: () => {
          setBody('');
          props.onAdded();
        },
      },
    );
  }

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('social.thread.title', { count: props.comments.length })}</h2>
      {props.comments.length === 0 ? (
        <p>{t('social.thread.empty')}</p>
      ) : (
        <ol className="social-thread" aria-label={t('social.thread.list')}>
          {props.comments.map((comment) => (
            <li key={comment.id}>
              <CommentBody comment={comment} />
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={onSubmit} className="form form-wide" noValidate>
        <TextAreaField
          label={t('social.thread.new')}
          error={problem}
          name="body"
          rows={3}
          required
          maxLength={SOCIAL_COMMENT_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        <SubmitButton busy={add.isPending} label={t('social.thread.submit')} busyLabel={t('social.thread.busy')} />
        <ErrorMessage error={add.error} />
      </form>
    </section>
  );
}
