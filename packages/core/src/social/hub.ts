// Spec 4.6 `GET /api/social/hub?centerId=`: the social hub of a center — counts per state, the newest posts of
// each state (20), the open approvals (oldest request first), the recent comments (20) and the center's accounts
// with their status. Shapes beyond the spec's words are ours.
import { type Kysely, sql } from 'kysely';
import type { Database, SocialPostState } from '../db/schema';
import { SOCIAL_ACCOUNT_COLUMNS } from './accounts';
import { SOCIAL_POST_STATES, socialPostTitle } from './posts';

const PER_STATE = 20;
const RECENT_COMMENTS = 20;

export async function getSocialHub(db: Kysely<Database>, centerId: string) {
  const postColumns = [
    'id',
    'state',
    'sourceType',
    'sourceId',
    'snapshot',
    'text',
    'socialAccountId',
    'createdByUserId',
    'requestedAt',
    'reviewedByUserId',
    'reviewedAt',
    'reviewComment',
    'scheduledAt',
    'publishedAt',
    'providerPostId',
    'publishError',
    'createdAt',
    'updatedAt',
  ] as const;
  const [counts, posts, comments, accounts] = await Promise.all([
    db
      .selectFrom('socialPosts')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('centerId', '=', centerId)
      .groupBy('state')
      .execute(),
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('socialPosts')
          .select([
            ...postColumns,
            sql<number>`row_number() over (partition by state order by updated_at desc, id)`.as('rank'),
          ])
          .where('centerId', '=', centerId)
          .as('p'),
      )
      .selectAll()
      .where('rank', '<=', PER_STATE)
      .orderBy('updatedAt', 'desc')
      .execute(),
    db
      .selectFrom('socialPostComments as c')
      .innerJoin('socialPosts as p', 'p.id', 'c.postId')
      .leftJoin('users as u', 'u.id', 'c.authorUserId')
      .select([
        'c.id',
        'c.postId',
        'c.body',
        'c.createdAt',
        'c.authorUserId',
        'u.name as authorName',
        'p.snapshot',
        'p.text',
      ])
      .where('p.centerId', '=', centerId)
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.id', 'desc')
      .limit(RECENT_COMMENTS)
      .execute(),
    db
      .selectFrom('socialAccounts')
      .select(SOCIAL_ACCOUNT_COLUMNS)
      .where('centerId', '=', centerId)
      .orderBy('createdAt')
      .execute(),
  ]);
  const byState = Object.fromEntries(SOCIAL_POST_STATES.map((s) => [s, 0])) as Record<SocialPostState, number>;
  for (const row of counts) byState[row.state] = Number(row.n);
  const summaries = posts.map(({ rank: _rank, ...post }) => ({ ...post, title: socialPostTitle(post) }));
  const postsByState = Object.fromEntries(
    SOCIAL_POST_STATES.map((s) => [s, summaries.filter((p) => p.state === s)]),
  ) as Record<SocialPostState, typeof summaries>;
  return {
    centerId,
    counts: byState,
    total: Object.values(byState).reduce((a, b) => a + b, 0),
    postsByState,
    openApprovals: summaries
      .filter((p) => p.state === 'pending_approval')
      .sort((a, b) => (a.requestedAt?.getTime() ?? 0) - (b.requestedAt?.getTime() ?? 0)),
    recentComments: comments.map(({ snapshot, text, ...comment }) => ({
      ...comment,
      postTitle: socialPostTitle({ snapshot, text }),
    })),
    accounts,
  };
}
export type SocialHub = Awaited<ReturnType<typeof getSocialHub>>;
