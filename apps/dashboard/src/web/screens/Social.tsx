import '../center-work/center-work.css';
import '../social/social.css';
import { SOCIAL_POST_STATES } from '@center-platform/core/shared';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CenterScope } from '../center-work/scope';
import { SortHeader, sortStateOf } from '../center-work/server-pages';
import { useClientTable } from '../components/client-table';
import { DataTable } from '../components/DataTable';
import { LoadError, Loading, SelectField } from '../components/forms';
import { formatDateTime, useI18n } from '../i18n';
import { useSession } from '../session';
import { useCurrentCenter } from '../shell/current-center';
import { AccountsPanel } from '../social/AccountsPanel';
import { CommentBody } from '../social/CommentThread';
import {
  accountName,
  isApproverRole,
  type SocialState,
  STATE_LABELS,
  socialPostPath,
  sourceLabel,
  stateBadgeClass,
} from '../social/logic';
import { NewDraftPanel } from '../social/NewDraftPanel';
import { StateBadge } from '../social/StateBadge';
import type { SocialHub, SocialPostSummary } from '../social/types';
import { trpc } from '../trpc';

// `/dashboard/social` (spec 4.6, 2.11 social): the social hub of the session's center. The counts per state, the
// posts waiting for approval (oldest first), the posts of a chosen state, the recent comments and the center's
// accounts; a new draft from a news item, event, offer or visitor review opens its post page.

type Filter = SocialState | 'all';

const POST_SORT = {
  title: (post: SocialPostSummary) => post.title,
  state: (post: SocialPostSummary) => post.state,
  source: (post: SocialPostSummary) => post.sourceType,
  updated: (post: SocialPostSummary) => post.updatedAt,
};
/** the sortable columns, in the table's order */
const POST_SORT_COLUMNS = ['title', 'state', 'source', 'updated'];

function PostsTable(props: { posts: readonly SocialPostSummary[]; caption: string; postHref: (id: string) => string }) {
  const { t, lang } = useI18n();
  // the last changed first, as the hub sends them
  const posts = useClientTable(props.posts, POST_SORT, [{ id: 'updated', desc: true }]);
  return (
    <DataTable
      caption={props.caption}
      headers={[
        <SortHeader key="title" pages={posts} sortKey="title" label={t('social.col.title')} />,
        <SortHeader key="state" pages={posts} sortKey="state" label={t('social.col.state')} />,
        <SortHeader key="source" pages={posts} sortKey="source" label={t('social.col.source')} />,
        <SortHeader key="updated" pages={posts} sortKey="updated" label={t('social.col.updated')} />,
      ]}
      sort={(index) => sortStateOf(posts, POST_SORT_COLUMNS[index])}
    >
      {posts.rows.map((post) => {
        const source = sourceLabel(post.sourceType);
        return (
          <tr key={post.id}>
            <th scope="row">
              <Link to={props.postHref(post.id)}>{post.title}</Link>
            </th>
            <td>
              <StateBadge state={post.state} />
            </td>
            <td>{source ? t(source) : post.sourceType}</td>
            <td>{formatDateTime(lang, post.updatedAt)}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}

function HubView({ centerId, hub }: { centerId: string; hub: SocialHub }) {
  const { t, lang } = useI18n();
  const { me } = useSession();
  const id = useId();
  const centerSlug = useCurrentCenter()?.slug;
  const postHref = (postId: string) => socialPostPath(postId, centerSlug);
  const [filter, setFilter] = useState<Filter>('all');
  // the same rows while the hub and the filter stay (the table sorts them)
  const shown = useMemo(
    () =>
      filter === 'all'
        ? SOCIAL_POST_STATES.flatMap((state) => hub.postsByState[state] ?? [])
            .slice()
            .sort((a, b) => Date.parse(String(b.updatedAt)) - Date.parse(String(a.updatedAt)))
        : (hub.postsByState[filter] ?? []),
    [filter, hub],
  );
  const expired = hub.accounts.filter((account) => account.status === 'token_expired');

  return (
    <>
      <section className="panel" aria-labelledby={`${id}-counts`}>
        <h2 id={`${id}-counts`}>{t('social.counts.title', { count: hub.total })}</h2>
        <ul className="social-counts" aria-label={t('social.counts.label')}>
          {SOCIAL_POST_STATES.map((state) => (
            <li key={state}>
              <span className={stateBadgeClass(state)}>
                {t('social.counts.item', { state: t(STATE_LABELS[state]), count: hub.counts[state] ?? 0 })}
              </span>
            </li>
          ))}
        </ul>
        {expired.length > 0 && (
          <p role="alert" className="message message-warning">
            {t('social.accounts.expiredWarning', {
              names: expired.map(accountName).join(', '),
            })}
          </p>
        )}
      </section>

      <NewDraftPanel centerId={centerId} accounts={hub.accounts.filter((account) => account.status === 'connected')} />

      <section className="panel" aria-labelledby={`${id}-approvals`}>
        <h2 id={`${id}-approvals`}>{t('social.approvals.title', { count: hub.openApprovals.length })}</h2>
        {hub.openApprovals.length === 0 ? (
          <p>{t('social.approvals.empty')}</p>
        ) : (
          <ol className="social-list">
            {hub.openApprovals.map((post) => (
              <li key={post.id}>
                <Link to={postHref(post.id)}>{post.title}</Link>{' '}
                <span className="hint">
                  {post.requestedAt
                    ? t('social.approvals.requestedAt', { at: formatDateTime(lang, post.requestedAt) })
                    : null}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="panel" aria-labelledby={`${id}-posts`}>
        <h2 id={`${id}-posts`}>{t('social.posts.title')}</h2>
        <div className="toolbar">
          <SelectField
            label={t('social.posts.filter')}
            name="state"
            value={filter}
            onChange={(e) => setFilter(e.target.value as Filter)}
          >
            <option value="all">{t('social.posts.all', { count: hub.total })}</option>
            {SOCIAL_POST_STATES.map((state) => (
              <option key={state} value={state}>
                {t('social.counts.item', { state: t(STATE_LABELS[state]), count: hub.counts[state] ?? 0 })}
              </option>
            ))}
          </SelectField>
        </div>
        {shown.length === 0 ? (
          <p>{t('social.posts.empty')}</p>
        ) : (
          <PostsTable
            posts={shown}
            postHref={postHref}
            caption={t('social.posts.caption', {
              count: shown.length,
              state: filter === 'all' ? t('social.posts.allStates') : t(STATE_LABELS[filter]),
            })}
          />
        )}
        <p className="hint">{t('social.posts.limitHint')}</p>
      </section>

      <section className="panel" aria-labelledby={`${id}-comments`}>
        <h2 id={`${id}-comments`}>{t('social.recent.title')}</h2>
        {hub.recentComments.length === 0 ? (
          <p>{t('social.recent.empty')}</p>
        ) : (
          <ul className="social-list">
            {hub.recentComments.map((comment) => (
              <li key={comment.id}>
                <Link to={postHref(comment.postId)}>{comment.postTitle}</Link>
                <CommentBody comment={comment} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="panel" aria-labelledby={`${id}-accounts`}>
        <h2 id={`${id}-accounts`}>{t('social.accounts.title')}</h2>
        <AccountsPanel centerId={centerId} accounts={hub.accounts} canManage={isApproverRole(me.role)} />
      </section>
    </>
  );
}

function SocialHubWork({ centerId }: { centerId: string }) {
  const hub = trpc.social.hub.useQuery({ centerId });
  if (hub.isPending) return <Loading />;
  if (hub.error) return <LoadError error={hub.error} onRetry={() => hub.refetch()} />;
  return <HubView centerId={centerId} hub={hub.data} />;
}

export default function SocialScreen() {
  const { t } = useI18n();
  return (
    <div className="screen">
      <h1>{t('social.title')}</h1>
      <p className="hint intro">{t('social.intro')}</p>
      <CenterScope>{(centerId) => <SocialHubWork centerId={centerId} />}</CenterScope>
    </div>
  );
}
