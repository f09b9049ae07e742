import '../center-work/center-work.css';
import '../social/social.css';
import { Fragment, type ReactNode, useCallback, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CenterScope } from '../center-work/scope';
import { LoadError, Loading, WarningMessage } from '../components/forms';
import { formatDateTime, useI18n } from '../i18n';
import { useCurrentCenter } from '../shell/current-center';
import { CommentThread } from '../social/CommentThread';
import { ACCOUNT_STATUS_LABELS, snapshotFacts, socialHubPath, sourceLabel } from '../social/logic';
import { ReviewActions } from '../social/ReviewActions';
import { StateBadge } from '../social/StateBadge';
import { TextEditor } from '../social/TextEditor';
import type { SocialPostDetail } from '../social/types';
import { trpc } from '../trpc';

// `/dashboard/social/posts/:postId` (spec 4.6, 6.1): one post of the review workflow, the page the review
// e-mails and bell notifications link to (core socialPostUrl). Its text (editable while draft or rejected), its
// source, who wrote and reviewed it, the steps its state allows, and its comments.

function PostFacts({ post }: { post: SocialPostDetail }) {
  const { t, lang } = useI18n();
  const source = sourceLabel(post.sourceType);
  const when = (value: string | Date | null) => (value ? formatDateTime(lang, value) : null);
  const accountStatus = post.account ? ACCOUNT_STATUS_LABELS[post.account.status] : undefined;
  const rows: [string, ReactNode][] = [
    [t('social.post.source'), source ? t(source) : post.sourceType],
    [t('social.post.editor'), post.editorName ?? t('social.unknownUser')],
    ...(post.requestedAt ? [[t('social.post.requestedAt'), when(post.requestedAt)] as [string, string | null]] : []),
    ...(post.reviewedByUserId || post.reviewerName
      ? [[t('social.post.reviewer'), post.reviewerName ?? t('social.unknownUser')] as [string, string]]
      : []),
    ...(post.reviewedAt ? [[t('social.post.reviewedAt'), when(post.reviewedAt)] as [string, string | null]] : []),
    ...(post.reviewComment
      ? [
          [
            t('social.post.reviewComment'),
            <span key="comment" className="social-text">
              {post.reviewComment}
            </span>,
          ] as [string, ReactNode],
        ]
      : []),
    ...(post.scheduledAt ? [[t('social.post.scheduledAt'), when(post.scheduledAt)] as [string, string | null]] : []),
    ...(post.publishedAt ? [[t('social.post.publishedAt'), when(post.publishedAt)] as [string, string | null]] : []),
    ...(post.account
      ? [
          [
            t('social.post.account'),
            `${post.account.name ?? post.account.provider} (${post.account.provider}, ${
              accountStatus ? t(accountStatus) : post.account.status
            })`,
          ] as [string, string],
        ]
      : []),
    [t('social.post.updatedAt'), when(post.updatedAt)],
  ];
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function PostView({ centerId, post, onChanged }: { centerId: string; post: SocialPostDetail; onChanged: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [textDirty, setTextDirty] = useState(false);
  const editable = post.state === 'draft' || post.state === 'rejected';
  const facts = snapshotFacts(post.snapshot);
  return (
    <>
      <h1>
        {post.title} <StateBadge state={post.state} />
      </h1>
      <PostFacts post={post} />
      {post.state === 'rejected' && post.reviewComment && (
        <WarningMessage>{t('social.post.rejectedBecause', { comment: post.reviewComment })}</WarningMessage>
      )}
      {post.publishError && (
        <WarningMessage>{t('social.post.publishError', { error: post.publishError })}</WarningMessage>
      )}
      <section className="panel" aria-labelledby={`${id}-text`}>
        <h2 id={`${id}-text`}>{t('social.post.text')}</h2>
        {editable ? (
          <TextEditor
            key={`${post.id}-${post.state}`}
            centerId={centerId}
            postId={post.id}
            text={post.text}
            onSaved={onChanged}
            onDirtyChange={setTextDirty}
          />
        ) : (
          <>
            <p className="hint">{t('social.text.locked')}</p>
            <p className="social-text social-post-text">{post.text}</p>
          </>
        )}
      </section>
      <ReviewActions centerId={centerId} post={post} textDirty={editable && textDirty} onChanged={onChanged} />
      <section className="panel" aria-labelledby={`${id}-source`}>
        <h2 id={`${id}-source`}>{t('social.post.snapshot')}</h2>
        <p className="hint">{t('social.post.snapshotHint')}</p>
        {facts.length === 0 ? (
          <p>{t('social.post.noSnapshot')}</p>
        ) : (
          <dl className="facts">
            {facts.map((fact) => (
              <Fragment key={fact.key}>
                <dt>{t(fact.key)}</dt>
                <dd className="social-text">
                  {fact.key === 'social.snapshot.link' && /^https?:\/\//i.test(fact.value) ? (
                    <a href={fact.value} target="_blank" rel="noopener noreferrer">
                      {fact.value}
                    </a>
                  ) : (
                    fact.value
                  )}
                </dd>
              </Fragment>
            ))}
          </dl>
        )}
      </section>
      <CommentThread centerId={centerId} postId={post.id} comments={post.comments} onAdded={onChanged} />
    </>
  );
}

function PostWork({ centerId, postId }: { centerId: string; postId: string }) {
  const { t } = useI18n();
  const utils = trpc.useUtils();
  const post = trpc.social.post.useQuery({ centerId, postId });
  const onChanged = useCallback(() => {
    void utils.social.post.invalidate({ centerId, postId });
    void utils.social.hub.invalidate({ centerId });
  }, [utils, centerId, postId]);
  if (post.isPending) return <Loading />;
  if (post.error)
    return (
      <>
        <h1>{t('social.post.title')}</h1>
        <LoadError error={post.error} onRetry={() => post.refetch()} />
      </>
    );
  return <PostView centerId={centerId} post={post.data} onChanged={onChanged} />;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function SocialPostScreen() {
  const { t } = useI18n();
  const center = useCurrentCenter();
  const { postId } = useParams();
  return (
    <div className="screen">
      <CenterScope>
        {(centerId) => (
          <>
            <p>
              <Link to={socialHubPath(center?.slug)}>{t('social.post.back')}</Link>
            </p>
            {postId && UUID.test(postId) ? (
              <PostWork centerId={centerId} postId={postId.trim().toLowerCase()} />
            ) : (
              <>
                <h1>{t('social.post.title')}</h1>
                <p role="alert" className="message message-error">
                  {t('error.SOCIAL_POST_NOT_FOUND')}
                </p>
              </>
            )}
          </>
        )}
      </CenterScope>
    </div>
  );
}
