// The comments of a post, oldest first, and a form to add one (anyone of the center's social area).
import { SOCIAL_COMMENT_MAX } from '@center-platform/core/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '../center-work/inputs';
import { ErrorMessage, SubmitButton } from '../components/forms';
import { problemMessage, problemResolver } from '../components/problem-resolver';
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
  const form = useForm<{ body: string }>({
    defaultValues: { body: '' },
    resolver: problemResolver(({ body }) => ({ body: commentProblem(body) })),
  });
  const add = trpc.social.comment.useMutation();

  const onSubmit = form.handleSubmit(({ body }) => {
    add.reset();
    add.mutate(
      { centerId: props.centerId, postId: props.postId, body: body.trim() },
      {
        onSuccess: () => {
          form.reset();
          props.onAdded();
        },
      },
    );
  });

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
          error={problemMessage(t, form.formState.errors.body)}
          rows={3}
          required
          maxLength={SOCIAL_COMMENT_MAX}
          {...form.register('body')}
        />
        <SubmitButton busy={add.isPending} label={t('social.thread.submit')} busyLabel={t('social.thread.busy')} />
        <ErrorMessage error={add.error} />
      </form>
    </section>
  );
}
