// The steps of the review workflow the post's state and the viewer allow (spec 4.6, 6.1): request approval (the
// editor), approve with an optional comment and "publish now", reject with a comment, publish (approvers). Each
// refusal of the server is shown in words; after each step the page and the hub load again.
import { SOCIAL_COMMENT_MAX } from '@center-platform/core/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '../center-work/inputs';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CheckboxField, type Notice, NoticeView, SubmitButton } from '../components/forms';
import { problemMessage, problemResolver } from '../components/problem-resolver';
import { useI18n } from '../i18n';
import { useSession } from '../session';
import { trpc } from '../trpc';
import { allowedActions, approveInput, commentProblem, isSocialState, type SocialAction } from './logic';
import type { SocialPostDetail } from './types';

function stateNote(post: SocialPostDetail, userId: string, actions: SocialAction[]) {
  if (actions.some((action) => action !== 'edit')) return null;
  const own = post.createdByUserId === userId;
  switch (post.state) {
    case 'pending_approval':
      return own ? 'social.note.ownPending' : 'social.note.pending';
    case 'draft':
    case 'rejected':
      return 'social.note.editorRequests';
    case 'approved':
    case 'publish_failed':
      return 'social.note.approverPublishes';
    case 'scheduled':
      return 'social.note.scheduled';
    case 'published':
      return 'social.note.published';
    default:
      return null;
  }
}

export function ReviewActions(props: {
  centerId: string;
  post: SocialPostDetail;
  /** the text field has unsaved changes */
  textDirty: boolean;
  onChanged: () => void;
}) {
  const { t } = useI18n();
  const { me } = useSession();
  const id = useId();
  const { centerId, post } = props;
  const ids = { centerId, postId: post.id };
  const [notice, setNotice] = useState<Notice | null>(null);
  const approveForm = useForm({ defaultValues: { comment: '', publishNow: false } });
  const publishNow = approveForm.watch('publishNow');
  const rejectForm = useForm<{ comment: string }>({
    defaultValues: { comment: '' },
    resolver: problemResolver(({ comment }) => ({ comment: commentProblem(comment) })),
  });
  const [confirmPublish, setConfirmPublish] = useState(false);
  const request = trpc.social.requestApproval.useMutation();
  const approve = trpc.social.approve.useMutation();
  const reject = trpc.social.reject.useMutation();
  const publish = trpc.social.publish.useMutation();
  const busy = request.isPending || approve.isPending || reject.isPending || publish.isPending;

  if (!isSocialState(post.state)) return null;
  const actions = allowedActions({ state: post.state, createdByUserId: post.createdByUserId }, me);
  const note = stateNote(post, me.userId, actions);
  const onError = (error: unknown) => setNotice({ kind: 'error', error });
  const done = (text: string) => {
    setNotice({ kind: 'status', text });
    props.onChanged();
  };

  function onRequest() {
    setNotice(null);
    request.mutate(ids, {
      onSuccess: (result) =>
        done(
          result.mails.failed > 0
            ? t('social.done.requestedMailsFailed', { failed: result.mails.failed })
            : t('social.done.requested', { count: result.mails.sent }),
        ),
      onError,
    });
  }

  const onApprove = approveForm.handleSubmit(({ comment, publishNow }) => {
    setNotice(null);
    approve.mutate(approveInput(ids, comment, publishNow), {
      onSuccess: () => {
        approveForm.reset();
        done(t(publishNow ? 'social.done.approvedPublished' : 'social.done.approved'));
      },
      onError,
    });
  });

  const onReject = rejectForm.handleSubmit(({ comment }) => {
    setNotice(null);
    reject.mutate(
      { ...ids, comment: comment.trim() },
      {
        onSuccess: () => {
          rejectForm.reset();
          done(t('social.done.rejected'));
        },
        onError,
      },
    );
  });

  function onPublish() {
    setNotice(null);
    publish.mutate(ids, {
      onSuccess: (saved) => {
        setConfirmPublish(false);
        done(t(saved.state === 'publish_failed' ? 'social.done.publishFailed' : 'social.done.published'));
      },
      onError: (error) => {
        setConfirmPublish(false);
        onError(error);
      },
    });
  }

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('social.actions.title')}</h2>
      <div className="social-actions">
        {note && <p className="hint">{t(note)}</p>}
        {actions.includes('requestApproval') && (
          <div>
            <button
              type="button"
              className="primary"
              disabled={busy || props.textDirty}
              aria-describedby={props.textDirty ? `${id}-dirty` : undefined}
              onClick={onRequest}
            >
              {request.isPending ? t('social.action.requesting') : t('social.action.request')}
            </button>
            {props.textDirty && (
              <p id={`${id}-dirty`} className="hint">
                {t('social.action.saveFirst')}
              </p>
            )}
          </div>
        )}
        {actions.includes('approve') && (
          <form onSubmit={onApprove} className="form form-wide" noValidate aria-label={t('social.action.approve')}>
            <TextAreaField
              label={t('social.approve.comment')}
              rows={2}
              maxLength={SOCIAL_COMMENT_MAX}
              {...approveForm.register('comment')}
            />
            <CheckboxField
              label={t('social.approve.publishNow')}
              checked={publishNow}
              onChange={(e) => approveForm.setValue('publishNow', e.target.checked)}
            />
            <SubmitButton
              busy={approve.isPending}
              label={t('social.action.approve')}
              busyLabel={t('social.action.approving')}
            />
          </form>
        )}
        {actions.includes('reject') && (
          <form onSubmit={onReject} className="form form-wide" noValidate aria-label={t('social.action.reject')}>
            <TextAreaField
              label={t('social.reject.comment')}
              hint={t('social.reject.hint')}
              error={problemMessage(t, rejectForm.formState.errors.comment)}
              rows={3}
              required
              maxLength={SOCIAL_COMMENT_MAX}
              {...rejectForm.register('comment')}
            />
            <button type="submit" className="danger" disabled={busy}>
              {reject.isPending ? t('social.action.rejecting') : t('social.action.reject')}
            </button>
          </form>
        )}
        {actions.includes('publish') && (
          <div>
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={() => {
                setNotice(null);
                setConfirmPublish(true);
              }}
            >
              {post.state === 'publish_failed' ? t('social.action.republish') : t('social.action.publish')}
            </button>
          </div>
        )}
        <NoticeView notice={notice} />
      </div>
      <ConfirmDialog
        open={confirmPublish}
        title={t('social.publishConfirm.title')}
        body={t('social.publishConfirm.body', { title: post.title })}
        confirmLabel={t('social.publishConfirm.confirm')}
        busy={publish.isPending}
        onConfirm={onPublish}
        onCancel={() => setConfirmPublish(false)}
      />
    </section>
  );
}
